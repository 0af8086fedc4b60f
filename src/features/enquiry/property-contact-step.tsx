import { Trans, useLingui } from '@lingui/react/macro'
import { PropertyEnquiryContactSchema } from '#domain/enquiry/property-enquiry.ts'
import { StepActions } from './step-actions.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'

export type PropertyContactForm = { fullname: string; email: string; phone: string; city: string; text: string }

type Props = {
  initial: PropertyContactForm
  sending: boolean
  onSend: (values: PropertyContactForm) => void
  onBack: (values: PropertyContactForm) => void
}

/** Step 2 of the property enquiry: full name, e-mail, phone, city of origin and a message. */
export function PropertyContactStep({ initial, sending, onSend, onBack }: Props) {
  const { t } = useLingui()
  const { form, ref, onSubmit } = useStepForm({ initial, schema: PropertyEnquiryContactSchema, onValid: onSend })
  return (
    <form ref={ref} className="enquiry-step" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      <form.AppField name="fullname">
        {(field) => <field.TextField label={t`Full name`} autoComplete="name" />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" />}
      </form.AppField>
      <form.AppField name="phone">
        {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="tel" inputMode="tel" />}
      </form.AppField>
      <form.AppField name="city">
        {(field) => (
          <field.TextField
            label={t`City of origin`}
            autoComplete="address-level2"
            hint={t`Where you will travel from`}
          />
        )}
      </form.AppField>
      <form.AppField name="text">
        {(field) => <field.TextareaField label={t`Message (optional)`} rows={3} maxLength={5000} />}
      </form.AppField>
      <StepActions onBack={() => onBack(form.state.values)} submitLabel={<Trans>Send enquiry</Trans>} busy={sending} />
    </form>
  )
}
