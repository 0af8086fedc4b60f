import { useLingui } from '@lingui/react/macro'
import type { Season } from '#domain/properties/seasons.ts'
import { seasonLabel } from '#domain/properties/seasons.ts'
import { useLanguage } from '#lib/format/use-format.ts'

export type SeasonChoice = { season: Season; year: number }

export const seasonKey = (choice: SeasonChoice) => `${choice.season}-${choice.year}`

/** The short name (below 480 px): the season's name, with the year only when the name repeats. */
export function shortSeasonName(choice: SeasonChoice, all: readonly SeasonChoice[], name: string): string {
  const repeats = all.filter((other) => other.season === choice.season).length > 1
  if (!repeats) return name
  return choice.season === 'winter'
    ? `${name} ${String(choice.year).slice(2)}/${String(choice.year + 1).slice(2)}`
    : `${name} ${String(choice.year).slice(2)}`
}

type Props = { choices: readonly SeasonChoice[]; value: string; onChange: (key: string) => void; name: string }

/** Winter / Summer as a segmented radio group; long names from 480 px, short names below. */
export function SeasonSelector({ choices, value, onChange, name }: Props) {
  const { t } = useLingui()
  const language = useLanguage()
  const seasonName = (season: Season) => (season === 'winter' ? t`Winter` : t`Summer`)
  return (
    <fieldset className="season-selector">
      <legend className="visually-hidden">{t`Season`}</legend>
      {choices.map((choice) => {
        const key = seasonKey(choice)
        const long = seasonLabel(choice.season, choice.year, language)
        return (
          <label key={key} className="season-selector__option">
            <input type="radio" name={name} value={key} checked={value === key} onChange={() => onChange(key)} />
            <span className="season-selector__long">{long}</span>
            <span className="season-selector__short" aria-hidden="true">
              {shortSeasonName(choice, choices, seasonName(choice.season))}
            </span>
          </label>
        )
      })}
    </fieldset>
  )
}
