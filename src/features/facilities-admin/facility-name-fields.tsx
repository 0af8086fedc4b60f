import { Trans } from '@lingui/react/macro'
import { useId } from 'react'

type Names = { en: string; de: string }
type Props = { names: Names; onChange: (names: Names) => void }

/** A facility's name in English and in German (the add form and each row of the facilities page). */
export function FacilityNameFields({ names, onChange }: Props) {
  const id = useId()
  return (
    <>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-en`}>
          <Trans>Name in English</Trans>
        </label>
        <input
          id={`${id}-en`}
          className="field__control"
          value={names.en}
          maxLength={80}
          onChange={(e) => onChange({ ...names, en: e.target.value })}
        />
      </div>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-de`}>
          <Trans>Name in German</Trans>
        </label>
        <input
          id={`${id}-de`}
          className="field__control"
          value={names.de}
          maxLength={80}
          onChange={(e) => onChange({ ...names, de: e.target.value })}
        />
      </div>
    </>
  )
}
