import { useLingui } from '@lingui/react/macro'
import type { BookingFormApi } from './booking-form-types.ts'

/** The guest: names, the name on the invoice, address, e-mail and phone. */
export function BookingContactFields({ form }: { form: BookingFormApi }) {
  const { t } = useLingui()
  return (
    <fieldset className="booking-section">
      <legend className="booking-section__title">{t`Your details`}</legend>
      <div className="booking-grid">
        <form.AppField name="firstName">
          {(field) => <field.TextField label={t`First name`} autoComplete="given-name" />}
        </form.AppField>
        <form.AppField name="lastName">
          {(field) => <field.TextField label={t`Last name`} autoComplete="family-name" />}
        </form.AppField>
      </div>
      <form.AppField name="fullname">
        {(field) => (
          <field.TextField
            label={t`Full name for the invoice`}
            hint={t`The person or company the invoice is made out to`}
            autoComplete="name"
          />
        )}
      </form.AppField>
      <form.AppField name="address">
        {(field) => <field.TextField label={t`Address`} autoComplete="street-address" />}
      </form.AppField>
      <div className="booking-grid">
        <form.AppField name="city">
          {(field) => <field.TextField label={t`City`} autoComplete="address-level2" />}
        </form.AppField>
        <form.AppField name="country">
          {(field) => <field.TextField label={t`Country`} autoComplete="country-name" />}
        </form.AppField>
      </div>
      <div className="booking-grid">
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="tel" inputMode="tel" />}
        </form.AppField>
      </div>
    </fieldset>
  )
}
