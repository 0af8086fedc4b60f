import './availability.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { PropertyCommissionAnswer } from '#domain/properties/commission-answer.ts'
import { sortServiceLevels } from '#domain/properties/catering.ts'
import { seasonOf, seasonYear, seasonYears, staysOfSeason } from '#domain/properties/seasons.ts'
import { visibleStays } from '#domain/properties/stay-availability.ts'
import { serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { propertyStaysQueryOptions } from '#lib/catalogue/queries.ts'
import { SeasonSelector, seasonKey } from './season-selector.tsx'
import { StaysTable } from './stays-table.tsx'

type Props = {
  propertyId: string
  serviceLevels: readonly string[]
  currency: string
  /** the commission levels, when the signed-in user may see them */
  commission?: PropertyCommissionAnswer
  showCommission: boolean
  /** the searched period's check-in: its season is selected first and its row highlighted */
  checkIn?: string
}

/**
 * Availabilities with the season selector (docs/product/property-pages.md#availability),
 * or the operator's message instead of a table.
 */
export function AvailabilitySection({
  propertyId,
  serviceLevels,
  currency,
  commission,
  showCommission,
  checkIn,
}: Props) {
  const { t } = useLingui()
  const label = useLabel()
  const id = useId()
  const query = useQuery(propertyStaysQueryOptions(propertyId))
  const levels = sortServiceLevels(serviceLevels)
  const [level, setLevel] = useState(levels[0] ?? '')
  const [chosen, setChosen] = useState<string | null>(null)
  if (query.isPending) return <p className="availability__status">{t`Loading availabilities...`}</p>
  if (query.isError)
    return <p className="availability__status">{t`Unfortunately, we could not load the availabilities.`}</p>
  if (query.data.message) return <p className="availability__message">{query.data.message}</p>
  const stays = visibleStays(query.data.stays, new Date())
  const choices = seasonYears(stays)
  if (choices.length === 0) return <p className="availability__message">{t`Availability on request`}</p>
  const preferred = checkIn ? `${seasonOf(checkIn)}-${seasonYear(checkIn)}` : null
  const keys = choices.map(seasonKey)
  const current =
    chosen && keys.includes(chosen) ? chosen : preferred && keys.includes(preferred) ? preferred : keys[0]!
  const choice = choices[keys.indexOf(current)]!
  return (
    <div className="availability">
      <div className="availability__controls">
        <SeasonSelector choices={choices} value={current} onChange={setChosen} name={`${id}-season`} />
        {levels.length > 1 ? (
          <label className="availability__level">
            <span className="field__label">
              <Trans>Service level</Trans>
            </span>
            <select className="field__control" value={level} onChange={(event) => setLevel(event.target.value)}>
              {levels.map((entry) => (
                <option key={entry} value={entry}>
                  {label(serviceLevelLabel(entry))}
                </option>
              ))}
            </select>
          </label>
        ) : null}
      </div>
      <StaysTable
        stays={staysOfSeason(stays, choice.season, choice.year)}
        serviceLevel={level}
        currency={currency}
        commission={commission}
        showCommission={showCommission}
        highlight={checkIn}
      />
    </div>
  )
}
