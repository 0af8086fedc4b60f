import { Trans, useLingui } from '@lingui/react/macro'
import type { PropertyFormApi } from './property-form.ts'

const NEW_TERM = { daysBeforeCheckIn: '', ratio: '' }

/**
 * The sales information and terms of a property (SPEC §3's salesInformation): payment methods, the card fee,
 * commission, prepayment, the security deposit, the cancellation and payment terms (days before check-in and the
 * share refunded or paid), the terms and conditions and the rental channel. A property without it cannot be booked
 * online; the commissions per stay are kept as they are.
 */
export function SalesFields({ form, currency }: { form: PropertyFormApi; currency: string }) {
  const { t } = useLingui()
  const share = t`A share from 0 to 1, e.g. 0.3 for 30 %.`
  return (
    <fieldset className="extranet-section">
      <legend className="extranet-section__title">
        <Trans>Sales information and terms</Trans>
      </legend>
      <form.AppField name="hasSalesInformation">
        {(field) => (
          <field.CheckboxField
            label={t`This property has sales information`}
            hint={t`Needed for online bookings and options.`}
          />
        )}
      </form.AppField>
      <form.Subscribe selector={(s) => s.values.hasSalesInformation}>
        {(has) =>
          has ? (
            <>
              <form.AppField name="salesInformation.acceptedPaymentMethods">
                {(field) => (
                  <field.CheckboxGroupField
                    legend={t`Accepted payment methods`}
                    options={[
                      { value: 'bankTransfer', label: t`Bank transfer` },
                      { value: 'creditCard', label: t`Credit card` },
                    ]}
                  />
                )}
              </form.AppField>
              <div className="extranet-section__pair">
                <form.AppField name="salesInformation.creditCardFeeRatio">
                  {(field) => (
                    <field.TextField label={t`Credit card fee`} hint={share} inputMode="decimal" maxLength={10} />
                  )}
                </form.AppField>
                <form.AppField name="salesInformation.commission">
                  {(field) => <field.TextField label={t`Commission (%)`} inputMode="decimal" maxLength={10} />}
                </form.AppField>
                <form.AppField name="salesInformation.prepaymentRatio">
                  {(field) => <field.TextField label={t`Prepayment`} hint={share} inputMode="decimal" maxLength={10} />}
                </form.AppField>
                <form.AppField name="salesInformation.securityDeposit">
                  {(field) => (
                    <field.TextField label={t`Security deposit (${currency})`} inputMode="numeric" maxLength={10} />
                  )}
                </form.AppField>
                <form.AppField name="salesInformation.securityDepositType">
                  {(field) => (
                    <field.SelectField
                      label={t`Security deposit is`}
                      options={[
                        { value: 'blocked', label: t`Blocked on the card` },
                        { value: 'cashed', label: t`Cashed` },
                      ]}
                    />
                  )}
                </form.AppField>
                <form.AppField name="salesInformation._rentalChannel">
                  {(field) => <field.TextField label={t`Rental channel`} maxLength={100} />}
                </form.AppField>
              </div>
              <Terms form={form} kind="cancellationTerms" />
              <Terms form={form} kind="paymentTerms" />
              <form.AppField name="salesInformation.termsAndConditions">
                {(field) => <field.TextareaField label={t`Terms and conditions`} rows={6} maxLength={20000} />}
              </form.AppField>
            </>
          ) : null
        }
      </form.Subscribe>
    </fieldset>
  )
}

function Terms({ form, kind }: { form: PropertyFormApi; kind: 'cancellationTerms' | 'paymentTerms' }) {
  const { t } = useLingui()
  const cancel = kind === 'cancellationTerms'
  return (
    <fieldset className="extranet-section">
      <legend className="properties-subtitle">
        {cancel ? <Trans>Cancellation terms</Trans> : <Trans>Payment terms</Trans>}
      </legend>
      <form.AppField name={`salesInformation.${kind}`} mode="array">
        {(list) => (
          <>
            {list.state.value.map((_, i) => {
              const number = i + 1
              return (
                <div
                  key={i}
                  className="extranet-item properties-term"
                  role="group"
                  aria-label={cancel ? t`Cancellation term ${number}` : t`Payment term ${number}`}
                >
                  <form.AppField name={`salesInformation.${kind}[${i}].daysBeforeCheckIn`}>
                    {(field) => <field.TextField label={t`Days before check-in`} inputMode="numeric" maxLength={4} />}
                  </form.AppField>
                  <form.AppField name={`salesInformation.${kind}[${i}].ratio`}>
                    {(field) => (
                      <field.TextField
                        label={cancel ? t`Share refunded (0 to 1)` : t`Share paid (0 to 1)`}
                        inputMode="decimal"
                        maxLength={10}
                      />
                    )}
                  </form.AppField>
                  <button
                    type="button"
                    className="button button--ghost button--small"
                    onClick={() => list.removeValue(i)}
                  >
                    {cancel ? t`Remove cancellation term ${number}` : t`Remove payment term ${number}`}
                  </button>
                </div>
              )
            })}
            <button
              type="button"
              className="button button--ghost button--small"
              onClick={() => list.pushValue({ ...NEW_TERM })}
            >
              {cancel ? <Trans>Add a cancellation term</Trans> : <Trans>Add a payment term</Trans>}
            </button>
          </>
        )}
      </form.AppField>
    </fieldset>
  )
}
