import { useLingui } from '@lingui/react/macro'
import { HolidayPreferencesSchema } from '#domain/enquiry/general-enquiry.ts'
import {
  ENQUIRY_ACTIVITIES,
  ENQUIRY_PREFERENCES,
  ENQUIRY_PROPERTY_TYPES,
  ENQUIRY_SERVICE_LEVELS,
  ENQUIRY_SERVICES,
} from '#domain/enquiry/enquiry-options.ts'
import type { HolidayPreferencesForm } from './general-enquiry-model.ts'
import { optionsOf } from './option-labels.ts'
import { StepActions } from './step-actions.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'

type Props = {
  initial: HolidayPreferencesForm
  onNext: (values: HolidayPreferencesForm) => void
  onBack: (values: HolidayPreferencesForm) => void
}

/** Step 2 of the consumer enquiry: the kind of home, the service, activities, wishes and services. */
export function HolidayPreferencesStep({ initial, onNext, onBack }: Props) {
  const { t, i18n } = useLingui()
  const { form, ref, onSubmit } = useStepForm({ initial, schema: HolidayPreferencesSchema, onValid: onNext })
  const bedrooms = [
    { value: '0', label: t`No preference` },
    ...Array.from({ length: 12 }, (_, i) => {
      const count = i + 1
      return { value: String(count), label: t`At least ${count}` }
    }),
  ]
  return (
    <form ref={ref} className="enquiry-step" noValidate onSubmit={onSubmit}>
      <div className="enquiry-grid enquiry-grid--three">
        <form.AppField name="propertyType">
          {(field) => (
            <field.SelectField
              label={t`Property type`}
              placeholder={t`No preference`}
              options={optionsOf(i18n, ENQUIRY_PROPERTY_TYPES)}
            />
          )}
        </form.AppField>
        <form.AppField name="serviceLevel">
          {(field) => (
            <field.SelectField
              label={t`Service level`}
              placeholder={t`No preference`}
              options={optionsOf(i18n, ENQUIRY_SERVICE_LEVELS)}
            />
          )}
        </form.AppField>
        <form.AppField name="bedrooms">
          {(field) => <field.SelectField label={t`Bedrooms`} options={bedrooms} />}
        </form.AppField>
      </div>
      <form.AppField name="activities">
        {(field) => (
          <field.CheckboxGroupField
            legend={t`Activities you enjoy`}
            options={optionsOf(i18n, ENQUIRY_ACTIVITIES)}
            columns={2}
          />
        )}
      </form.AppField>
      <form.AppField name="preferences">
        {(field) => (
          <field.CheckboxGroupField
            legend={t`Your wishes for the property`}
            options={optionsOf(i18n, ENQUIRY_PREFERENCES)}
            columns={2}
          />
        )}
      </form.AppField>
      <form.AppField name="services">
        {(field) => (
          <field.CheckboxGroupField
            legend={t`Services we may arrange`}
            options={optionsOf(i18n, ENQUIRY_SERVICES)}
            columns={2}
          />
        )}
      </form.AppField>
      <form.AppField name="message">
        {(field) => (
          <field.TextareaField
            label={t`Anything else we should know?`}
            hint={t`Special occasions, dietary wishes, arrival by private jet – whatever matters to you`}
            rows={4}
            maxLength={5000}
          />
        )}
      </form.AppField>
      <StepActions onBack={() => onBack(form.state.values)} />
    </form>
  )
}
