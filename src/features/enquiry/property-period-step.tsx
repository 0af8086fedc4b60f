import { Trans, useLingui } from '@lingui/react/macro'
import { useStore } from '@tanstack/react-form'
import { sortServiceLevels } from '#domain/properties/catering.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import { isValidPeriod } from '#domain/dates/period.ts'
import { stayAvailability, type StayLike } from '#domain/properties/stay-availability.ts'
import { propertyEnquiryPeriodSchema } from '#domain/enquiry/property-enquiry.ts'
import { optionLabel } from './option-labels.ts'
import { StepActions } from './step-actions.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'

export type PropertyPeriodForm = {
  checkIn: string
  checkOut: string
  serviceLevel: string
  adults: string
  children: string
  contactConsent: boolean
}

type Props = {
  initial: PropertyPeriodForm
  stays: readonly StayLike[]
  serviceLevels: readonly string[]
  onNext: (values: PropertyPeriodForm) => void
}

const range = (from: number, to: number) => Array.from({ length: to - from + 1 }, (_, i) => String(from + i))

/** Step 1 of the property enquiry: the period (checked against the stays), service level, guests, consent. */
export function PropertyPeriodStep({ initial, stays, serviceLevels, onNext }: Props) {
  const { t, i18n } = useLingui()
  const today = localIsoDate()
  const schema = propertyEnquiryPeriodSchema({ today, stays, serviceLevels })
  const { form, ref, onSubmit } = useStepForm({ initial, schema, onValid: onNext, revalidateOn: stays })
  const period = useStore(form.store, (s) => ({ checkIn: s.values.checkIn, checkOut: s.values.checkOut }))
  const availability = isValidPeriod(period) && period.checkIn >= today ? stayAvailability(stays, period) : null
  const levels = sortServiceLevels(serviceLevels).map((level) => ({ value: level, label: optionLabel(i18n, level) }))
  return (
    <form ref={ref} className="enquiry-step" noValidate onSubmit={onSubmit}>
      <div className="enquiry-grid">
        <form.AppField name="checkIn">{(field) => <field.DateField label={t`Check-in`} min={today} />}</form.AppField>
        <form.AppField name="checkOut">
          {(field) => <field.DateField label={t`Check-out`} min={period.checkIn || today} />}
        </form.AppField>
      </div>
      <p className={`enquiry-availability enquiry-availability--${availability ?? 'none'}`} aria-live="polite">
        {availability === 'available' ? <Trans>Available in your period.</Trans> : null}
        {availability === 'on request' ? (
          <Trans>On request – we check this period with the owner for you.</Trans>
        ) : null}
        {availability === 'sold' ? <Trans>Already booked in this period.</Trans> : null}
      </p>
      <form.AppField name="serviceLevel">
        {(field) => <field.SelectField label={t`Service level`} placeholder={t`Please choose`} options={levels} />}
      </form.AppField>
      <div className="enquiry-grid">
        <form.AppField name="adults">
          {(field) => (
            <field.SelectField
              label={t`Adults`}
              hint={t`Guests aged 14 or older`}
              options={range(1, 20).map((n) => ({ value: n, label: n }))}
            />
          )}
        </form.AppField>
        <form.AppField name="children">
          {(field) => (
            <field.SelectField
              label={t`Children`}
              hint={t`Guests under 14`}
              options={range(0, 10).map((n) => ({ value: n, label: n }))}
            />
          )}
        </form.AppField>
      </div>
      <form.AppField name="contactConsent">
        {(field) => (
          <field.CheckboxField label={t`I agree that LDS may contact me by e-mail or phone about this enquiry.`} />
        )}
      </form.AppField>
      <StepActions />
    </form>
  )
}
