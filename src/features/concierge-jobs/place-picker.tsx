import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useId, useState } from 'react'
import type { JobPlace } from '#domain/concierge-jobs/types.ts'
import { placesQueryOptions } from './queries.ts'

type Props = {
  value: JobPlace | null
  onChange: (place: JobPlace) => void
  error?: string | null
  /** a job handed to its hotel stays there */
  locked?: boolean
}

/** The hotel or property of a job: its name or town typed, one of the catalogue's answers chosen. */
export function PlacePicker({ value, onChange, error, locked }: Props) {
  const { t } = useLingui()
  const id = useId()
  const [q, setQ] = useState('')
  const places = useQuery(placesQueryOptions(q.trim()))
  return (
    <fieldset className={error ? 'place-picker field--invalid' : 'place-picker'}>
      <legend className="field__label">
        <Trans>Hotel or property</Trans>
      </legend>
      {value ? (
        <p className="place-picker__chosen" data-testid="chosen-place">
          <strong>{value.name}</strong>, {value.city}{' '}
          <span className="place-picker__zone">
            ({value.kind === 'hotel' ? t`Hotel` : t`Property`} · {value.timeZone})
          </span>
        </p>
      ) : null}
      {locked ? null : (
        <>
          <label htmlFor={`${id}-q`} className="field__label">
            {value ? t`Choose another: name or town` : t`Search by name or town`}
          </label>
          <input
            id={`${id}-q`}
            className="field__control"
            type="search"
            autoComplete="off"
            value={q}
            maxLength={80}
            onChange={(e) => setQ(e.target.value)}
            aria-invalid={error ? true : undefined}
            aria-describedby={error ? `${id}-error` : undefined}
          />
          {places.data && q.trim().length >= 2 ? (
            places.data.places.length === 0 ? (
              <p className="place-picker__none">
                <Trans>Nothing found.</Trans>
              </p>
            ) : (
              <ul className="place-picker__results" aria-label={t`Places found`}>
                {places.data.places.map((p) => (
                  <li key={`${p.kind}-${p.id}`}>
                    <button
                      type="button"
                      className="place-picker__option"
                      onClick={() => {
                        onChange(p)
                        setQ('')
                      }}
                    >
                      <span>{p.name}</span>
                      <span className="place-picker__meta">
                        {p.city} · {p.kind === 'hotel' ? t`Hotel` : t`Property`}
                      </span>
                    </button>
                  </li>
                ))}
              </ul>
            )
          ) : null}
        </>
      )}
      {error ? (
        <p id={`${id}-error`} className="field__error" role="alert">
          {error}
        </p>
      ) : null}
    </fieldset>
  )
}
