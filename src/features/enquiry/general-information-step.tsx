import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { RESORT_COUNTRIES, RESORTS } from '#domain/catalogue/resorts.ts'
import { CHILD_MAX_AGE } from '#domain/enquiry/enquiry-fields.ts'
import { generalInformationSchema } from '#domain/enquiry/general-enquiry.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { FieldError } from '#ui/form/field-shell.tsx'
import type { GeneralInformationForm } from './general-enquiry-model.ts'
import { destinationChoices, resizeAges } from './general-enquiry-model.ts'
import { countryLabel } from './option-labels.ts'
import { StepActions } from './step-actions.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'

type Props = { initial: GeneralInformationForm; onNext: (values: GeneralInformationForm) => void }

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

/** Step 1 of the consumer enquiry: where, when, and who travels (children are guests under 14). */
export function GeneralInformationStep({ initial, onNext }: Props) {
  const { t, i18n } = useLingui()
  const today = localIsoDate()
  const { form, ref, onSubmit } = useStepForm({ initial, schema: generalInformationSchema(today), onValid: onNext })
  const checkIn = useStore(form.store, (s) => s.values.checkIn)
  const asAssistance = useStore(form.store, (s) => s.values.asAssistance)
  const destinations = destinationChoices(
    RESORT_COUNTRIES.map((country) => ({
      label: countryLabel(i18n, country),
      options: RESORTS.filter((r) => r.country === country).map((r) => ({ value: r.name, label: r.name })),
    })),
    initial.destination,
  )
  const adultOptions = range(1, 20).map((n) => ({ value: n, label: n }))
  const childOptions = range(0, 10).map((n) => ({ value: n, label: n }))
  const ageOptions = range(0, CHILD_MAX_AGE).map((n) => ({
    value: n,
    label: n === '0' ? t`Under 1 year` : n === '1' ? t`1 year` : t`${n} years`,
  }))

  return (
    <form ref={ref} className="enquiry-step" noValidate onSubmit={onSubmit}>
      <form.AppField name="destination">
        {(field) => (
          <field.SelectField
            label={t`Destination`}
            placeholder={t`Not decided yet – please advise me`}
            options={destinations}
            hint={t`Our resorts in France, Switzerland, Austria and Italy`}
          />
        )}
      </form.AppField>
      <fieldset className="enquiry-fieldset">
        <legend className="enquiry-fieldset__legend">
          <Trans>Travel period</Trans>
        </legend>
        <p className="enquiry-fieldset__hint">
          <Trans>Optional. Most chalets are rented from Saturday to Saturday.</Trans>
        </p>
        <div className="enquiry-grid">
          <form.AppField name="checkIn">{(field) => <field.DateField label={t`Check-in`} min={today} />}</form.AppField>
          <form.AppField name="checkOut">
            {(field) => <field.DateField label={t`Check-out`} min={checkIn || today} />}
          </form.AppField>
        </div>
      </fieldset>
      <fieldset className="enquiry-fieldset">
        <legend className="enquiry-fieldset__legend">
          <Trans>Guests</Trans>
        </legend>
        <div className="enquiry-grid">
          <form.AppField name="adults">
            {(field) => (
              <field.SelectField
                label={t`Adults`}
                hint={t`Guests aged 14 or older`}
                placeholder={t`Please choose`}
                options={adultOptions}
              />
            )}
          </form.AppField>
          <form.AppField
            name="children"
            listeners={{
              onChange: ({ value }) =>
                form.setFieldValue('childAges', resizeAges(form.getFieldValue('childAges'), Number(value))),
            }}
          >
            {(field) => <field.SelectField label={t`Children`} hint={t`Guests under 14`} options={childOptions} />}
          </form.AppField>
        </div>
        <form.AppField name="childAges" mode="array">
          {(agesField) =>
            agesField.state.value.length ? (
              <div className="enquiry-ages">
                <div className="enquiry-grid enquiry-grid--ages">
                  {agesField.state.value.map((_, index) => {
                    const number = index + 1
                    return (
                      <form.AppField key={index} name={`childAges[${index}]`}>
                        {(field) => (
                          <field.SelectField
                            label={t`Age of child ${number}`}
                            placeholder={t`Age`}
                            options={ageOptions}
                          />
                        )}
                      </form.AppField>
                    )
                  })}
                </div>
                <FieldError id="child-ages-error" />
              </div>
            ) : null
          }
        </form.AppField>
      </fieldset>
      <form.AppField name="asAssistance">
        {(field) => (
          <field.CheckboxField
            label={t`I am enquiring on behalf of someone else (as an assistant, concierge or family member)`}
          />
        )}
      </form.AppField>
      {asAssistance ? (
        <form.AppField name="bookingForWhom">
          {(field) => (
            <field.TextField
              label={t`For whom are you enquiring?`}
              autoComplete="off"
              hint={t`A name or a short description is enough`}
            />
          )}
        </form.AppField>
      ) : null}
      <StepActions />
    </form>
  )
}
