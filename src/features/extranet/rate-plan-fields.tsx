import { Trans, useLingui } from '@lingui/react/macro'
import { NEW_RATE_PLAN } from '#domain/extranet/rate-plan.ts'
import { withForm } from '#ui/form/app-form.ts'
import { FieldShell, type FieldChrome } from '#ui/form/field-shell.tsx'
import { useFieldContext } from '#ui/form/form-context.ts'

/**
 * A whole number or blank (null); `scale` shows the value times it (a factor of 0.85 as 85 %) and keeps what is
 * typed divided by it. Non-digits are ignored, as in every numeric input of ours.
 */
export function WholeField({ label, hint, scale = 1 }: Pick<FieldChrome, 'label' | 'hint'> & { scale?: number }) {
  const field = useFieldContext<number | null>()
  const value = field.state.value
  return (
    <FieldShell label={label} hint={hint}>
      {({ inputId, describedBy, invalid }) => (
        <input
          id={inputId}
          name={field.name}
          type="text"
          inputMode="numeric"
          className="field__control"
          value={value === null || value === undefined ? '' : String(Math.round(value * scale))}
          onChange={(event) => {
            const digits = event.target.value.replace(/\D/g, '').slice(0, 5)
            field.handleChange(digits === '' ? null : Number(digits) / scale)
          }}
          onBlur={field.handleBlur}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
        />
      )}
    </FieldShell>
  )
}

/** The cancellation periods and the payment policy's deposit and instalments, each row with Remove. */
export const PolicyLists = withForm({
  defaultValues: NEW_RATE_PLAN,
  render: function Render({ form }) {
    const { t } = useLingui()
    return (
      <>
        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Cancellation policy</Trans>
          </legend>
          <p className="extranet-muted">
            <Trans>
              From the earliest period to the day of arrival (0 days): the fee as a share of the booking total. None:
              free cancellation.
            </Trans>
          </p>
          <form.AppField name="cancellationPeriods" mode="array">
            {(list) => (
              <>
                {list.state.value.map((_, i) => {
                  const n = i + 1
                  return (
                    <div key={i} className="extranet-section__pair">
                      <form.AppField name={`cancellationPeriods[${i}].fromDaysPriorToArrival`}>
                        {() => <WholeField label={t`Period ${n}: from days before arrival`} />}
                      </form.AppField>
                      <form.AppField name={`cancellationPeriods[${i}].feeInPercentOfBookingTotal`}>
                        {() => <WholeField label={t`Period ${n}: fee (% of the total)`} />}
                      </form.AppField>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => list.removeValue(i)}
                      >
                        <Trans>Remove period {n}</Trans>
                      </button>
                    </div>
                  )
                })}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => list.pushValue({ fromDaysPriorToArrival: 7, feeInPercentOfBookingTotal: 100 })}
                >
                  <Trans>Add a cancellation period</Trans>
                </button>
              </>
            )}
          </form.AppField>
        </fieldset>
        <fieldset className="extranet-section">
          <legend className="extranet-section__title">
            <Trans>Payment policy</Trans>
          </legend>
          <form.AppField name="paymentPolicy.depositPercentage">
            {() => <WholeField label={t`Deposit at booking (%)`} />}
          </form.AppField>
          <form.AppField name="paymentPolicy.tranches" mode="array">
            {(list) => (
              <>
                {list.state.value.map((_, i) => {
                  const n = i + 1
                  return (
                    <div key={i} className="extranet-section__pair">
                      <form.AppField name={`paymentPolicy.tranches[${i}].daysPriorToArrival`}>
                        {() => <WholeField label={t`Instalment ${n}: days before arrival`} />}
                      </form.AppField>
                      <form.AppField name={`paymentPolicy.tranches[${i}].cumulativePercentage`}>
                        {() => <WholeField label={t`Instalment ${n}: paid by then (%)`} />}
                      </form.AppField>
                      <button
                        type="button"
                        className="button button--ghost button--small"
                        onClick={() => list.removeValue(i)}
                      >
                        <Trans>Remove instalment {n}</Trans>
                      </button>
                    </div>
                  )
                })}
                <button
                  type="button"
                  className="button button--ghost button--small"
                  onClick={() => list.pushValue({ daysPriorToArrival: 30, cumulativePercentage: 100 })}
                >
                  <Trans>Add an instalment</Trans>
                </button>
              </>
            )}
          </form.AppField>
        </fieldset>
      </>
    )
  },
})
