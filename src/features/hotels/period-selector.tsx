import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useStore } from '@tanstack/react-form'
import { useId, useMemo } from 'react'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { MAX_HOTEL_NIGHTS } from '#domain/hotels/hotel-search-filter.ts'
import { PERIOD_MESSAGE_DESCRIPTORS } from '#lib/messages/period-messages.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
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

/**
 * SELECT YOUR PERIOD: check-in, check-out and Search (docs/product/hotels.md#hotel-page). The
 * chosen period goes into the page's address, where the rooms read it.
 */
export function PeriodSelector({ checkInDate, checkOutDate, onSearch }: Props) {
  const { t, i18n } = useLingui()
  const titleId = useId()
  const today = localIsoDate()
  const schema = useMemo(() => periodFormSchema(() => localIsoDate()), [])
  const form = useAppForm({
    defaultValues: { checkIn: checkInDate ?? '', checkOut: checkOutDate ?? '' },
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schemaValidator(schema) },
    onSubmit: ({ value }) => onSearch(value),
  })
  const checkIn = useStore(form.store, (s) => s.values.checkIn)
  const translate = (message: string) => {
    const descriptor = MESSAGES[message]
    return descriptor ? i18n._(descriptor) : message
  }
  return (
    <FieldMessagesProvider translate={translate}>
      <form
        className="period-selector"
        aria-labelledby={titleId}
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <h2 id={titleId} className="period-selector__title">
          <Trans>SELECT YOUR PERIOD</Trans>
        </h2>
        <form.AppField name="checkIn">{(field) => <field.DateField label={t`Check-in`} min={today} />}</form.AppField>
        <form.AppField name="checkOut">
          {(field) => <field.DateField label={t`Check-out`} min={checkIn || today} />}
        </form.AppField>
        <button type="submit" className="button button--primary period-selector__submit">
          <Trans>Search</Trans>
        </button>
      </form>
    </FieldMessagesProvider>
  )
}
