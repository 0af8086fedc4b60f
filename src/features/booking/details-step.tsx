import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useEffect, useMemo, useRef } from 'react'
import { inOrder } from '#domain/dates/period.ts'
import { formatPrice } from '#domain/format/format-price.ts'
import { LEAD_MESSAGES } from '#domain/leads/lead-payload.ts'
import { refusesSoldPeriod } from '#domain/leads/sold-period.ts'
import { sortServiceLevels } from '#domain/properties/catering.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import type { BookingValues } from './booking-form.ts'
import { detailsSchema, showsPriceDiscount, stayPrice } from './booking-form.ts'
import { translateLeadMessage } from './booking-messages.ts'
import type { WizardContext } from './wizard-context.ts'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { CLIENT_FIELDS, ClientFieldGroup } from '#ui/form/client-field-group.tsx'

type Props = {
  ctx: WizardContext
  initial: BookingValues
  onChange: (values: BookingValues) => void
  onNext: (values: BookingValues) => void
  /** shows the §5 no-price toast */
  onNoPrice: (text: string) => void
  disabled: boolean
}

const range = (to: number) => Array.from({ length: to }, (_, i) => String(i + 1))

/** Step 1: period, service level, pax, references, client, card membership, comments, price (docs/product/leads.md#booking-wizard). */
export function DetailsStep({ ctx, initial, onChange, onNext, onNoPrice, disabled }: Props) {
  const { t, i18n } = useLingui()
  const label = useLabel()
  const { property, config } = ctx
  const schema = useMemo(
    () =>
      detailsSchema({
        today: ctx.today,
        serviceLevels: property.serviceLevels,
        maxPax: ctx.maxPax,
        config,
        sold: (period) => refusesSoldPeriod(ctx.intent, ctx.stays, period, ctx.keptPeriod),
      }),
    [ctx.today, property.serviceLevels, ctx.maxPax, config, ctx.intent, ctx.stays, ctx.keptPeriod],
  )
  const noPrice = () => onNoPrice(translateLeadMessage(i18n, LEAD_MESSAGES.noPrice))
  const { form, ref, onSubmit } = useStepForm<BookingValues>({
    initial,
    validate: schemaValidator(schema),
    onChange,
    onValid: (values) => (stayPrice(ctx.stays, values, values.serviceLevel) ? onNext(values) : noPrice()),
    revalidateOn: ctx.stays,
  })
  const chosen = useStore(form.store, (s) => ({
    checkInDate: s.values.checkInDate,
    checkOutDate: s.values.checkOutDate,
    serviceLevel: s.values.serviceLevel,
  }))
  const quote = stayPrice(ctx.stays, chosen, chosen.serviceLevel)
  const complete = Boolean(chosen.serviceLevel && inOrder(chosen.checkInDate, chosen.checkOutDate))
  // the no-price toast, once per chosen period and service level (docs/product/leads.md#booking-wizard)
  const told = useRef('')
  const choice = `${chosen.checkInDate}|${chosen.checkOutDate}|${chosen.serviceLevel}`
  useEffect(() => {
    if (!complete || quote || told.current === choice || !ctx.staysLoaded) return
    told.current = choice
    noPrice()
  })
  const discount = showsPriceDiscount(ctx.discountStatus, ctx.stays, chosen)
  const levels = sortServiceLevels(property.serviceLevels).map((level) => ({
    value: level,
    label: label(serviceLevelLabel(level)),
  }))
  const max = ctx.maxPax
  const price = quote ? formatPrice(quote.price, property.currency) : null
  return (
    <form ref={ref} className="lead-form" noValidate onSubmit={onSubmit} aria-label={t`Booking details`}>
      <fieldset className="lead-form__group" disabled={disabled}>
        <legend className="lead-form__legend">
          <Trans>Period and guests</Trans>
        </legend>
        <div className="lead-form__row">
          <form.AppField name="checkInDate">
            {(field) => <field.DateField label={t`Check-in`} min={ctx.today} />}
          </form.AppField>
          <form.AppField name="checkOutDate">
            {(field) => <field.DateField label={t`Check-out`} min={chosen.checkInDate || ctx.today} />}
          </form.AppField>
        </div>
        <div className="lead-form__row">
          <form.AppField name="serviceLevel">
            {(field) => <field.SelectField label={t`Service level`} placeholder={t`Please choose`} options={levels} />}
          </form.AppField>
          <form.AppField name="pax">
            {(field) => (
              <field.SelectField
                label={t`Guests (PAX)`}
                hint={t`1 to ${max} guests`}
                placeholder={t`Please choose`}
                options={range(max).map((n) => ({ value: n, label: n }))}
              />
            )}
          </form.AppField>
        </div>
        <p className={`lead-form__price${quote ? '' : ' lead-form__price--none'}`} aria-live="polite">
          {price ? (
            <Trans>Price for this period: {price}</Trans>
          ) : complete && ctx.staysLoaded ? (
            <Trans>No price for this period and service level</Trans>
          ) : null}
        </p>
        {discount ? (
          <form.AppField name="requestPriceDiscount">
            {(field) => <field.CheckboxField label={t`Request a price discount for this period`} />}
          </form.AppField>
        ) : null}
      </fieldset>
      <fieldset className="lead-form__group" disabled={disabled}>
        <legend className="lead-form__legend">
          <Trans>Client</Trans>
        </legend>
        <ClientFieldGroup form={form} fields={CLIENT_FIELDS} config={config}>
          <form.AppField name="nationality">
            {(field) => <field.TextField label={t`Nationality`} autoComplete="off" />}
          </form.AppField>
        </ClientFieldGroup>
        <form.AppField name="bookingComments">
          {(field) => <field.TextareaField label={t`Comments`} maxLength={2000} />}
        </form.AppField>
      </fieldset>
      <div className="lead-form__actions">
        <button type="submit" className="button button--primary" disabled={disabled}>
          <Trans>Proceed</Trans>
        </button>
      </div>
    </form>
  )
}
