import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { useMemo } from 'react'
import { formatPrice } from '#domain/format/format-price.ts'
import { CARD_NUMBER_MAX_LENGTH, groupCardNumber } from '#domain/leads/card.ts'
import type { PaymentMethod } from '#domain/leads/payment-method.ts'
import { percent } from '#domain/properties/terms-text.ts'
import { FieldError, FieldShell } from '#ui/form/field-shell.tsx'
import { useFieldContext } from '#ui/form/form-context.ts'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import type { BookingValues } from './booking-form.ts'
import { asksForCard, paymentSchema } from './booking-form.ts'
import { bookingSummary, type SummaryContext } from './booking-summary.ts'
import { useStepForm } from '#ui/form/use-step-form.ts'
import type { WizardContext } from './wizard-context.ts'

type Props = {
  ctx: WizardContext
  summaryCtx: SummaryContext
  initial: BookingValues
  onChange: (values: BookingValues) => void
  onNext: (values: BookingValues) => void
  onBack: (values: BookingValues) => void
  disabled: boolean
}

/** Step 2: the payment method (the property's accepted ones), the card and its fee (docs/product/leads.md#booking-wizard). */
export function PaymentStep({ ctx, summaryCtx, initial, onChange, onNext, onBack, disabled }: Props) {
  const { t } = useLingui()
  const validate = useMemo(
    () => (props: { value: unknown }) =>
      schemaValidator(paymentSchema(ctx.accepted, asksForCard(props.value as BookingValues)))(props),
    [ctx.accepted],
  )
  const { form, ref, onSubmit } = useStepForm<BookingValues>({ initial, validate, onChange, onValid: onNext })
  const values = useStore(form.store, (s) => s.values)
  const summary = bookingSummary(values, summaryCtx)
  const byCard = values.paymentMethod === 'creditCard'
  return (
    <form ref={ref} className="lead-form" noValidate onSubmit={onSubmit} aria-label={t`Payment`}>
      <fieldset className="lead-form__group" disabled={disabled}>
        <legend className="lead-form__legend">
          <Trans>Payment method</Trans>
        </legend>
        <form.AppField name="paymentMethod">{() => <PaymentMethodChoice accepted={ctx.accepted} />}</form.AppField>
        {summary && byCard ? (
          <p className="lead-form__fee">
            <Trans>
              Credit card fee ({percent(summary.creditCardFeeRatio)}):{' '}
              {formatPrice(summary.creditCardFeeTotal, summary.currency)}
            </Trans>
          </p>
        ) : null}
      </fieldset>
      {byCard ? (
        <fieldset className="lead-form__group" disabled={disabled}>
          <legend className="lead-form__legend">
            <Trans>Credit card</Trans>
          </legend>
          {ctx.storedCard ? (
            <form.AppField name="useStoredCard">
              {(field) => <field.CheckboxField label={t`Use the stored card ${ctx.storedCard?.masked ?? ''}`} />}
            </form.AppField>
          ) : null}
          {asksForCard(values) ? (
            <>
              <form.AppField name="ccNumber">{() => <CardNumberField label={t`Card number`} />}</form.AppField>
              <form.AppField name="ccName">
                {(field) => <field.TextField label={t`Name on the card`} autoComplete="cc-name" maxLength={100} />}
              </form.AppField>
              <div className="lead-form__row lead-form__row--card">
                <form.AppField name="ccExpirationMonth">
                  {(field) => (
                    <field.TextField
                      label={t`Month (MM)`}
                      inputMode="numeric"
                      autoComplete="cc-exp-month"
                      maxLength={2}
                    />
                  )}
                </form.AppField>
                <form.AppField name="ccExpirationYearShort">
                  {(field) => (
                    <field.TextField
                      label={t`Year (YY)`}
                      inputMode="numeric"
                      autoComplete="cc-exp-year"
                      maxLength={2}
                    />
                  )}
                </form.AppField>
                <form.AppField name="ccCvv">
                  {(field) => (
                    <field.TextField
                      label={t`Security code (CVV)`}
                      type="password"
                      inputMode="numeric"
                      autoComplete="cc-csc"
                      maxLength={4}
                    />
                  )}
                </form.AppField>
              </div>
              <p className="lead-form__note">
                <Trans>
                  The card number is stored encrypted and only ever shown masked; the security code is never stored.
                </Trans>
              </p>
            </>
          ) : null}
        </fieldset>
      ) : null}
      <div className="lead-form__actions">
        <button
          type="button"
          className="button button--ghost"
          disabled={disabled}
          onClick={() => onBack(form.state.values)}
        >
          <Trans>Back</Trans>
        </button>
        <button type="submit" className="button button--primary" disabled={disabled}>
          <Trans>Proceed</Trans>
        </button>
      </div>
    </form>
  )
}

/** Credit card or bank transfer as radio buttons, only the methods the property accepts. */
function PaymentMethodChoice({ accepted }: { accepted: readonly PaymentMethod[] }) {
  const { t } = useLingui()
  const field = useFieldContext<PaymentMethod>()
  const labels: Record<PaymentMethod, string> = { creditCard: t`Credit card`, bankTransfer: t`Bank transfer` }
  const errorId = `${field.name}-error`
  return (
    <div className="lead-form__choices" role="radiogroup" aria-label={t`Payment method`} aria-describedby={errorId}>
      {accepted.map((method) => (
        <label key={method} className="check lead-form__choice">
          <input
            type="radio"
            className="check__box"
            name={field.name}
            value={method}
            checked={field.state.value === method}
            onChange={() => field.handleChange(method)}
            onBlur={field.handleBlur}
          />
          <span className="check__label">{labels[method]}</span>
        </label>
      ))}
      <FieldError id={errorId} />
    </div>
  )
}

/** The card number, grouped in fours while typing (digits and spaces, at most 23 characters). */
function CardNumberField({ label }: { label: string }) {
  const field = useFieldContext<string>()
  return (
    <FieldShell label={label}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          name={field.name}
          className="field__control lead-form__card-number"
          inputMode="numeric"
          autoComplete="cc-number"
          maxLength={CARD_NUMBER_MAX_LENGTH}
          value={field.state.value ?? ''}
          onChange={(event) => field.handleChange(groupCardNumber(event.target.value))}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  )
}
