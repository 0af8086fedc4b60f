import { useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { maxPax } from '#domain/leads/lead-payload.ts'
import { sortServiceLevels } from '#domain/properties/catering.ts'
import { serviceLevelLabel } from '#lib/labels/domain-labels.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { FieldError } from '#ui/form/field-shell.tsx'
import type { BookingFormApi, BookingProperty } from './booking-form-types.ts'

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

const PAX_ERROR_ID = 'booking-pax-error'

/** The stay: period, service level, adults, children (pax within the beds), a pet where allowed. */
export function BookingStayFields({ form, property }: { form: BookingFormApi; property: BookingProperty }) {
  const { t } = useLingui()
  const label = useLabel()
  const today = localIsoDate()
  const checkIn = useStore(form.store, (s) => s.values.checkIn)
  const hasPet = useStore(form.store, (s) => s.values.hasPet)
  const pax = useStore(form.store, (s) => s.values.pax)
  // too many travelers is about adults and children together: the adults' select carries it
  const paxError = useStore(form.store, (s) => s.submissionAttempts > 0 && (s.fieldMeta.pax?.errors.length ?? 0) > 0)
    ? PAX_ERROR_ID
    : null
  const max = maxPax(property.beds)
  const levels = sortServiceLevels(property.serviceLevels).map((level) => ({
    value: level,
    label: label(serviceLevelLabel(level)),
  }))
  const setPax = (adults: string, children: string) => form.setFieldValue('pax', Number(adults) + Number(children))
  return (
    <fieldset className="booking-section">
      <legend className="booking-section__title">{t`Your stay`}</legend>
      <div className="booking-grid">
        <form.AppField name="checkIn">{(field) => <field.DateField label={t`Check-in`} min={today} />}</form.AppField>
        <form.AppField name="checkOut">
          {(field) => <field.DateField label={t`Check-out`} min={checkIn || today} />}
        </form.AppField>
      </div>
      <form.AppField name="serviceLevel">
        {(field) => <field.SelectField label={t`Service level`} placeholder={t`Please choose`} options={levels} />}
      </form.AppField>
      <div className="booking-grid">
        <form.AppField
          name="adults"
          listeners={{ onChange: ({ value }) => setPax(value, form.getFieldValue('children')) }}
        >
          {(field) => (
            <field.SelectField
              label={t`Adults`}
              options={range(1, 30).map((n) => ({ value: n, label: n }))}
              sharedError={paxError}
            />
          )}
        </form.AppField>
        <form.AppField
          name="children"
          listeners={{ onChange: ({ value }) => setPax(form.getFieldValue('adults'), value) }}
        >
          {(field) => (
            <field.SelectField label={t`Children`} options={range(0, 12).map((n) => ({ value: n, label: n }))} />
          )}
        </form.AppField>
      </div>
      <form.AppField name="pax">
        {() => (
          <div className="booking-pax">
            <p className="booking-pax__total">{t`Travelers: ${pax} (this property sleeps ${max})`}</p>
            <FieldError id={PAX_ERROR_ID} />
          </div>
        )}
      </form.AppField>
      {property.petsAllowed ? (
        <>
          <form.AppField name="hasPet">
            {(field) => <field.CheckboxField label={t`I bring a pet`} variant="switch" />}
          </form.AppField>
          {hasPet ? (
            <form.AppField name="petDetails">
              {(field) => (
                <field.TextareaField
                  label={t`Pet details`}
                  hint={t`Kind, size and how many`}
                  rows={2}
                  maxLength={500}
                />
              )}
            </form.AppField>
          ) : null}
        </>
      ) : null}
    </fieldset>
  )
}
