import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import { StaySchema } from '#domain/property-stays/schemas.ts'
import type { StayState } from '#domain/property-stays/stays.ts'
import { api } from '#lib/api-client.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { usePropertyMessageTranslator } from './messages.ts'
import type { Stay } from './queries.ts'
import { stayBody, stayValues, type StayValues } from './stay-values.ts'
import { RATE_FIELDS, StayRateFields } from './stay-rate-fields.tsx'

/** The three states as the forms offer them. */
export function useStateOptions(): { value: StayState; label: string }[] {
  const { t } = useLingui()
  return [
    { value: 'available', label: t`Available` },
    { value: 'sold', label: t`Sold` },
    { value: 'onRequest', label: t`On request` },
  ]
}

type Props = {
  propertyId: string
  levels: readonly string[]
  currency: string
  /** the stay changed; none: a new stay */
  stay?: Stay
  onDone: () => void
  onCancel?: () => void
}

/**
 * One stay (docs/product/extranet.md#property-screens): check-in, check-out, its state and a rate per service level
 * of the property for the whole stay (blank: on request). Bad input is said beside its field; the server's refusal
 * (an overlap names the other stay) beside the buttons, with everything typed kept.
 */
export function StayForm({ propertyId, levels, currency, stay, onDone, onCancel }: Props) {
  const { t, i18n } = useLingui()
  const translate = usePropertyMessageTranslator()
  const states = useStateOptions()
  const [failure, setFailure] = useState<string | null>(null)
  const toBody = stayBody(levels)
  const { form, ref, onSubmit } = useStepForm<StayValues>({
    initial: stayValues(levels, stay),
    schema: StaySchema,
    toBody,
    onValid: async (values) => {
      setFailure(null)
      const body = v.parse(StaySchema, toBody(values))
      try {
        if (stay) await api.patch(`/extranet/properties/${propertyId}/stays/${stay._id}`, body)
        else await api.post(`/extranet/properties/${propertyId}/stays`, body)
        showToast(stay ? t`The stay is saved.` : t`The stay is added.`, { tone: 'positive' })
        if (!stay) form.reset(stayValues(levels))
        onDone()
      } catch (error) {
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  return (
    <FieldMessagesProvider translate={translate}>
      <form
        ref={ref}
        className="extranet-form stay-form"
        noValidate
        onSubmit={onSubmit}
        aria-label={stay ? t`Change the stay` : t`Add a stay`}
      >
        <div className="extranet-form__range">
          <form.AppField name="checkIn">{(field) => <field.DateField label={t`Check-in`} />}</form.AppField>
          <form.AppField name="checkOut">{(field) => <field.DateField label={t`Check-out`} />}</form.AppField>
          <form.AppField name="state">
            {(field) => <field.SelectField label={t`State`} options={states} />}
          </form.AppField>
        </div>
        <StayRateFields form={form} fields={RATE_FIELDS} levels={levels} currency={currency} />
        <div className="extranet-form__actions">
          <form.Subscribe selector={(s) => s.isSubmitting}>
            {(busy) => (
              <button type="submit" className="button button--primary" disabled={busy}>
                {stay ? <Trans>Save the stay</Trans> : <Trans>Add the stay</Trans>}
              </button>
            )}
          </form.Subscribe>
          {onCancel ? (
            <button type="button" className="button button--ghost" onClick={onCancel}>
              <Trans>Cancel</Trans>
            </button>
          ) : null}
        </div>
        {failure ? (
          <p className="extranet-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </form>
    </FieldMessagesProvider>
  )
}
