import { Trans, useLingui } from '@lingui/react/macro'
import type { BookingFormApi, BookingProperty } from './booking-form-types.ts'

const external = { target: '_blank', rel: 'noopener' } as const

/**
 * The four consents, each required and linked (docs/product/leads.md#consumer-booking): the privacy
 * policy, the sales policy (this property's payment, cancellation and deposit terms), our terms and
 * conditions, and the lessor's terms, shown here in full (opened on demand). Links open in a new tab: the form stays filled.
 */
export function BookingConsents({ form, property }: { form: BookingFormApi; property: BookingProperty }) {
  const { t } = useLingui()
  const lessor = property.operator
  return (
    <fieldset className="booking-section booking-consents">
      <legend className="booking-section__title">{t`Your consent`}</legend>
      <form.AppField name="consents.privacy">
        {(field) => (
          <field.CheckboxField
            label={
              <Trans>
                I have read and accept the{' '}
                <a href="/privacy-policy" {...external}>
                  privacy policy
                </a>
                .
              </Trans>
            }
          />
        )}
      </form.AppField>
      <form.AppField name="consents.salesPolicy">
        {(field) => (
          <field.CheckboxField
            label={
              <Trans>
                I accept the{' '}
                <a href={`${property.basePath}#terms`} {...external}>
                  sales policy
                </a>{' '}
                of this property (payment, cancellation and security deposit).
              </Trans>
            }
          />
        )}
      </form.AppField>
      <form.AppField name="consents.strTerms">
        {(field) => (
          <field.CheckboxField
            label={
              <Trans>
                I accept the{' '}
                <a href="/terms-and-conditions" {...external}>
                  terms and conditions
                </a>
                .
              </Trans>
            }
          />
        )}
      </form.AppField>
      <details className="booking-consents__lessor">
        <summary>
          <Trans>The lessor's terms and conditions ({lessor})</Trans>
        </summary>
        <p>{property.salesInformation?.termsAndConditions}</p>
      </details>
      <form.AppField name="consents.operatorTermsAndConditions">
        {(field) => (
          <field.CheckboxField
            label={<Trans>I accept the terms and conditions of the lessor, {lessor}, shown above.</Trans>}
          />
        )}
      </form.AppField>
    </fieldset>
  )
}
