import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useMemo, useState } from 'react'
import * as v from 'valibot'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { MAX_HOTEL_NIGHTS } from '#domain/hotels/hotel-search-filter.ts'
import { PERIOD_MESSAGE_DESCRIPTORS } from '#lib/messages/period-messages.ts'
import '#ui/form/forms.css'
import { MAX_NIGHTS_MESSAGE, periodFormSchema, type PeriodForm } from './period-form.ts'

const MESSAGES: Record<string, MessageDescriptor> = {
  ...PERIOD_MESSAGE_DESCRIPTORS,
  [MAX_NIGHTS_MESSAGE]: msg`The period can be at most ${MAX_HOTEL_NIGHTS} nights`,
}

type Props = {
  checkInDate: string | undefined
  checkOutDate: string | undefined
  onSearch: (values: PeriodForm) => void
}

type Errors = Partial<Record<keyof PeriodForm, string>>

function errorsOf(schema: ReturnType<typeof periodFormSchema>, values: PeriodForm): Errors {
  const result = v.safeParse(schema, values)
  const errors: Errors = {}
  if (!result.success)
    for (const issue of result.issues) {
      const key = v.getDotPath(issue) as keyof PeriodForm | null
      if (key && !errors[key]) errors[key] = issue.message
    }
  return errors
}

/**
 * SELECT YOUR PERIOD: check-in, check-out and Search (docs/product/hotels.md#hotel-page). The
 * chosen period goes into the page's address, where the rooms read it. Two plain inputs checked
 * with the period rules on Search and, after that, on every change (no form library: the hotel
 * page's first load stays small, docs/product/hotels.md#hotel-page).
 */
export function PeriodSelector({ checkInDate, checkOutDate, onSearch }: Props) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const fieldId = useId()
  const today = localIsoDate()
  const schema = useMemo(() => periodFormSchema(() => localIsoDate()), [])
  const [values, setValues] = useState<PeriodForm>({ checkIn: checkInDate ?? '', checkOut: checkOutDate ?? '' })
  const [submitted, setSubmitted] = useState(false)
  const errors = submitted ? errorsOf(schema, values) : {}
  const translate = (message: string) => {
    const descriptor = MESSAGES[message]
    return descriptor ? i18n._(descriptor) : message
  }
  const field = (name: keyof PeriodForm, label: string, min: string) => {
    const id = `${fieldId}-${name}`
    const error = errors[name]
    return (
      <div className={['field', 'field--date', error ? 'field--invalid' : null].filter(Boolean).join(' ')}>
        <label className="field__label" htmlFor={id}>
          {label}
        </label>
        <input
          id={id}
          name={name}
          type="date"
          className="field__control"
          min={min}
          value={values[name]}
          onChange={(event) => setValues((previous) => ({ ...previous, [name]: event.target.value }))}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        {error ? (
          <p className="field__error" id={`${id}-error`} role="alert">
            {translate(error)}
          </p>
        ) : null}
      </div>
    )
  }
  return (
    <form
      className="period-selector"
      aria-labelledby={titleId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        setSubmitted(true)
        if (Object.keys(errorsOf(schema, values)).length === 0) onSearch(values)
      }}
    >
      <h2 id={titleId} className="period-selector__title">
        <Trans>SELECT YOUR PERIOD</Trans>
      </h2>
      {field('checkIn', t`Check-in`, today)}
      {field('checkOut', t`Check-out`, values.checkIn || today)}
      <button type="submit" className="button button--primary period-selector__submit">
        <Trans>Search</Trans>
      </button>
    </form>
  )
}
