import './consumer-booking.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useEffect, useRef } from 'react'
import type { Stay } from '#domain/catalogue/types.ts'
import { telHref } from '#domain/contact/company.ts'
import { isValidPeriod } from '#domain/dates/period.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { consumerBookingSchema, offeredPaymentMethods } from '#domain/leads/consumer-booking.ts'
import { consumerBookingQuote, consumerPriceSummary } from '#domain/leads/consumer-booking-quote.ts'
import { defaultPaymentMethod } from '#domain/leads/payment-method.ts'
import { ApiError } from '#lib/api-errors.ts'
import { limitAnswerText, useServerTextTranslator } from '#lib/messages/limit-messages.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { useLanguage } from '#lib/format/use-format.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { FormStatus, type SendState } from '#ui/form/form-status.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { BookingConsents } from './booking-consents.tsx'
import { BookingContactFields } from './booking-contact-fields.tsx'
import type { BookingProperty } from './booking-form-types.ts'
import { BookingPriceSummary, type SummaryState } from './booking-price-summary.tsx'
import { BookingStayFields } from './booking-stay-fields.tsx'
import { bookingPayload, initialBookingForm, type ConsumerBookingForm } from './consumer-booking-model.ts'
import { useConsumerBookingMessageTranslator } from './consumer-booking-messages.ts'
import { useSendConsumerBooking } from './mutations.ts'
import { PaymentMethodField } from './payment-method-field.tsx'

type Props = {
  property: BookingProperty
  stays: readonly Stay[]
  initialPeriod?: { checkIn: string; checkOut: string }
  onClose: () => void
}

/**
 * The consumer booking form (docs/product/leads.md#consumer-booking): the stay, the guest, the
 * payment method, the price summary and the consents, checked by the schema the server uses; then
 * 'Sending...', and the success text or the failure text with our phone and e-mail.
 */
export function ConsumerBookingForm({ property, stays, initialPeriod, onClose }: Props) {
  const { t } = useLingui()
  const brand = useBrand()
  const language = useLanguage()
  const translate = useConsumerBookingMessageTranslator()
  const send = useSendConsumerBooking()
  const today = localIsoDate()
  const methods = offeredPaymentMethods(property)
  const schema = consumerBookingSchema({ today, stays, property })
  const toBody = (values: ConsumerBookingForm) => bookingPayload(values, property._id, language)
  const { form, ref, onSubmit } = useStepForm<ConsumerBookingForm>({
    initial: initialBookingForm({
      period: initialPeriod,
      serviceLevels: property.serviceLevels,
      paymentMethod: defaultPaymentMethod(property.salesInformation?.acceptedPaymentMethods, brand.cardBrand !== null),
    }),
    schema,
    toBody,
    onValid: (values) => send.mutate(toBody(values)),
    revalidateOn: stays,
    // only the price is missing: the price summary says why
    focusFallback: '#booking-summary-title',
  })
  const values = useStore(form.store, (s) => s.values)
  const summary = summaryState(values, stays, property, today)
  const doneRef = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (send.isSuccess) doneRef.current?.focus()
  }, [send.isSuccess])
  const state: SendState = send.isPending ? 'sending' : send.isError ? 'negative' : 'idle'

  if (send.isSuccess) {
    const { name } = property
    const reference = send.data.reference
    return (
      <div className="consumer-booking consumer-booking--done">
        <h3 ref={doneRef} tabIndex={-1} className="consumer-booking__title">
          <Trans>Your booking request is on its way</Trans>
        </h3>
        <FormStatus
          state="positive"
          positive={
            <>
              <strong>{t`Thank you for your booking! We will send you a confirmation email within the next few minutes`}</strong>
              <span>
                <Trans>Your reference: {reference}</Trans>
              </span>
            </>
          }
        />
        <button type="button" className="button button--primary" onClick={onClose}>
          <Trans>Back to {name}</Trans>
        </button>
      </div>
    )
  }

  return (
    <FieldMessagesProvider translate={translate}>
      <form
        ref={ref}
        className="consumer-booking"
        noValidate
        onSubmit={onSubmit}
        aria-busy={send.isPending || undefined}
      >
        <BookingStayFields form={form} property={property} />
        <BookingContactFields form={form} />
        <fieldset className="booking-section">
          <legend className="booking-section__title">{t`Payment`}</legend>
          <form.AppField name="paymentMethod">{() => <PaymentMethodField methods={methods} />}</form.AppField>
        </fieldset>
        <BookingPriceSummary state={summary} />
        <BookingConsents form={form} property={property} />
        <div className="consumer-booking__actions">
          <button
            type="submit"
            className="button button--primary"
            disabled={send.isPending}
            aria-busy={send.isPending || undefined}
          >
            <Trans>Book now</Trans>
          </button>
        </div>
        <FormStatus
          state={state}
          sending={<Trans>Sending...</Trans>}
          negative={<FailureText error={send.error} translate={translate} />}
        />
      </form>
    </FieldMessagesProvider>
  )
}

function summaryState(
  values: ConsumerBookingForm,
  stays: readonly Stay[],
  property: BookingProperty,
  today: string,
): SummaryState {
  const period = { checkIn: values.checkIn, checkOut: values.checkOut }
  if (!isValidPeriod(period) || period.checkIn < today) return { kind: 'incomplete' }
  const quote = consumerBookingQuote({ stays, period, serviceLevel: values.serviceLevel })
  if (quote.availability === 'sold') return { kind: 'sold' }
  if (!values.serviceLevel) return { kind: 'incomplete' }
  if (quote.price === null) return { kind: 'noPrice' }
  const summary = consumerPriceSummary({
    price: quote.price,
    currency: property.currency,
    checkIn: period.checkIn,
    today,
    paymentMethod: values.paymentMethod,
    salesInformation: property.salesInformation,
  })
  return { kind: 'priced', summary, paysByCard: values.paymentMethod === 'creditCard', today }
}

/** The failure text with our phone and e-mail, and the server's reason when it gave one we know. */
function FailureText({ error, translate }: { error: Error | null; translate: (m: string) => string }) {
  const { t } = useLingui()
  const translateServerText = useServerTextTranslator()
  const brand = useBrand()
  const phone = `${brand.phone.countryCode} ${brand.phone.number}`
  const body =
    error instanceof ApiError ? (error.body as { message?: string; errors?: Record<string, string> } | null) : null
  const reasons = [
    ...new Set([
      ...Object.values(body?.errors ?? {}),
      ...(error instanceof ApiError && error.status === 409 && body?.message ? [body.message] : []),
      ...(limitAnswerText(error) ? [translateServerText(limitAnswerText(error)!)] : []),
    ]),
  ]
  return (
    <>
      <strong>{t`A problem occurred. Please reach us via email or phone`}</strong>
      {reasons.map((reason) => (
        <span key={reason}>{translate(reason)}</span>
      ))}
      <span>
        <Trans>
          Call us on <a href={telHref(phone)}>{phone}</a> or write to{' '}
          <a href={`mailto:${brand.email}`}>{brand.email}</a>.
        </Trans>
      </span>
    </>
  )
}
