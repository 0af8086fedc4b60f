import { useLingui } from '@lingui/react/macro'
import { useId } from 'react'
import type { PaymentMethod } from '#domain/leads/payment-method.ts'
import { FieldError, useVisibleFieldError } from '#ui/form/field-shell.tsx'
import { useFieldContext } from '#ui/form/form-context.ts'

/** Credit card or bank transfer, as radio buttons; only the property's accepted methods. */
export function PaymentMethodField({ methods }: { methods: readonly PaymentMethod[] }) {
  const { t } = useLingui()
  const field = useFieldContext<PaymentMethod>()
  const id = useId()
  const invalid = useVisibleFieldError() !== null
  const label = (m: PaymentMethod) => (m === 'creditCard' ? t`Credit card` : t`Bank transfer`)
  return (
    <fieldset
      className={invalid ? 'field field--invalid booking-payment' : 'field booking-payment'}
      aria-describedby={invalid ? `${id}-error` : undefined}
    >
      <legend className="field__label">{t`Payment method`}</legend>
      <div className="booking-payment__options">
        {methods.map((m) => (
          <label key={m} className="check booking-payment__option">
            <input
              type="radio"
              className="check__box"
              name={field.name}
              value={m}
              checked={field.state.value === m}
              onChange={() => field.handleChange(m)}
              onBlur={field.handleBlur}
            />
            <span className="check__label">{label(m)}</span>
          </label>
        ))}
      </div>
      <p className="field__hint">
        {field.state.value === 'creditCard'
          ? t`We ask for no card number here: once the lessor has confirmed your booking, we send you a secure payment link to pay by credit card.`
          : t`Once the lessor has confirmed your booking, we send you our invoice with the bank details.`}
      </p>
      <FieldError id={`${id}-error`} />
    </fieldset>
  )
}
