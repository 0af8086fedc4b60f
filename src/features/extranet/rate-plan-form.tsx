import './content-sections.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import {
  MEAL_PLANS,
  PLAN_PAYMENT_PROFILES,
  RatePlanSchema,
  ratePlanProblems,
  type EditableRatePlan,
  type RatePlanFields,
} from '#domain/extranet/rate-plan.ts'
import { api } from '#lib/api-client.ts'
import { useIdempotencyKey } from '#lib/idempotency.ts'
import { MEAL_PLAN_LABELS } from '#lib/labels/meal-plan-labels.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { PolicyLists, WholeField } from './rate-plan-fields.tsx'
import { PROFILE_LABELS, useRatePlanMessageTranslator } from './rate-plan-messages.ts'

type Props = {
  hotelId: string
  /** null: a new plan */
  plan: EditableRatePlan | null
  initial: RatePlanFields
  onSaved: () => Promise<void>
  onCancel: () => void
}

const fieldsOf = (values: RatePlanFields): RatePlanFields => {
  const { id: _id, archived: _archived, ...fields } = values as RatePlanFields & Partial<EditableRatePlan>
  return fields
}
/** 'cancellationPeriods.1.fromDaysPriorToArrival' → the form's 'cancellationPeriods[1].fromDaysPriorToArrival'. */
const formPath = (path: string) => path.replace(/\.(\d+)/g, '[$1]')

/** The schema's checks, then the rules across fields (ratePlanProblems), each said beside its field. */
const schemaCheck = schemaValidator(RatePlanSchema)
function validate({ value }: { value: unknown }) {
  const base = schemaCheck({ value: fieldsOf(value as RatePlanFields) })
  if (base) return base
  const problems = ratePlanProblems(v.parse(RatePlanSchema, fieldsOf(value as RatePlanFields)))
  const entries = Object.entries(problems)
  return entries.length
    ? { form: undefined, fields: Object.fromEntries(entries.map(([k, m]) => [formPath(k), m])) }
    : undefined
}

/** One rate plan's editor (docs/product/extranet.md#rate-plans): every field, texts in English and German. */
export function RatePlanForm({ hotelId, plan, initial, onSaved, onCancel }: Props) {
  const { t, i18n } = useLingui()
  const translate = useRatePlanMessageTranslator()
  const [language, setLanguage] = useState<'en' | 'de'>(i18n.locale === 'de' ? 'de' : 'en')
  const [failure, setFailure] = useState<string | null>(null)
  const keyFor = useIdempotencyKey()
  const L = (label: string) => `${label} (${language === 'en' ? 'English' : 'Deutsch'})`
  const { form, ref, onSubmit } = useStepForm<RatePlanFields>({
    initial: fieldsOf(initial),
    validate,
    onValid: async (values) => {
      setFailure(null)
      const body = v.parse(RatePlanSchema, fieldsOf(values))
      try {
        if (plan) await api.patch(`/extranet/hotels/${hotelId}/rate-plans/${plan.id}`, body)
        // a retry of the same plan (a lost answer, a second tap) is stored once
        else
          await api.post(`/extranet/hotels/${hotelId}/rate-plans`, body, {
            headers: { 'Idempotency-Key': keyFor(body) },
          })
        showToast(t`The rate plan is saved.`, { tone: 'positive' })
        await onSaved()
      } catch (error) {
        // what was typed stays in the form
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  const title = plan ? t`Edit the rate plan ${plan.name.en}` : t`A new rate plan`
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="extranet-form rate-plan-form" noValidate onSubmit={onSubmit} aria-label={title}>
        <h3 className="extranet-section__title">{title}</h3>
        <div className="extranet-content__languages" role="group" aria-label={t`Language of the rate plan's texts`}>
          {(['en', 'de'] as const).map((code) => (
            <button
              key={code}
              type="button"
              className={`button button--small ${language === code ? 'button--primary' : 'button--ghost'}`}
              aria-pressed={language === code}
              onClick={() => setLanguage(code)}
            >
              {code === 'en' ? 'English' : 'Deutsch'}
            </button>
          ))}
        </div>
        <form.AppField name={`name.${language}`}>
          {(field) => <field.TextField label={L(t`Rate name`)} maxLength={80} />}
        </form.AppField>
        <form.AppField name={`description.${language}`}>
          {(field) => <field.TextareaField label={L(t`Rate description`)} maxLength={1000} />}
        </form.AppField>
        <form.AppField name={`amenities.${language}`}>
          {(field) => <field.TextareaField label={L(t`Amenities (Markdown)`)} maxLength={2000} />}
        </form.AppField>
        <div className="extranet-section__pair">
          <form.AppField name="paymentProfile">
            {(field) => (
              <field.SelectField
                label={t`Payment profile`}
                options={PLAN_PAYMENT_PROFILES.map((p) => ({ value: p, label: i18n._(PROFILE_LABELS[p]) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="mealPlan">
            {(field) => (
              <field.SelectField
                label={t`Meal plan`}
                options={MEAL_PLANS.map((m) => ({ value: m, label: i18n._(MEAL_PLAN_LABELS[m]) }))}
              />
            )}
          </form.AppField>
          <form.AppField name="minNights">{() => <WholeField label={t`Minimum nights`} />}</form.AppField>
          <form.AppField name="priceFactor">
            {() => <WholeField label={t`Price (% of the room's nightly price)`} scale={100} />}
          </form.AppField>
          <form.AppField name="commissionLevel">
            {() => (
              <WholeField
                label={t`Commission for partners (%)`}
                hint={t`Blank: the hotel's level. Net rates carry none.`}
              />
            )}
          </form.AppField>
        </div>
        <form.AppField name="isOnRequest">
          {(field) => <field.CheckboxField label={t`On request (agents ask, no instant price)`} />}
        </form.AppField>
        <form.AppField name="isRefundable">
          {(field) => <field.CheckboxField label={t`Refundable within the cancellation policy`} />}
        </form.AppField>
        <PolicyLists form={form} />
        <div className="extranet-form__actions">
          <button type="submit" className="button button--primary">
            <Trans>Save the rate plan</Trans>
          </button>
          <button type="button" className="button button--ghost" onClick={onCancel}>
            <Trans>Cancel</Trans>
          </button>
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
