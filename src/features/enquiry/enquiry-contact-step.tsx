import { Trans, useLingui } from '@lingui/react/macro'
import { EnquiryContactSchema } from '#domain/enquiry/general-enquiry.ts'
import type { EnquiryContactForm } from './general-enquiry-model.ts'
import { StepActions } from './step-actions.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'

type Props = {
  initial: EnquiryContactForm
  sending: boolean
  sent: boolean
  onSend: (values: EnquiryContactForm) => void
  onBack: (values: EnquiryContactForm) => void
}

/** Step 3 of the consumer enquiry: how we reach the guest, privacy confirmation and contact consent. */
export function EnquiryContactStep({ initial, sending, sent, onSend, onBack }: Props) {
  const { t } = useLingui()
  const { form, ref, onSubmit } = useStepForm({ initial, schema: EnquiryContactSchema, onValid: onSend })
  return (
    <form ref={ref} className="enquiry-step" noValidate onSubmit={onSubmit} aria-busy={sending || undefined}>
      <form.AppField name="name">
        {(field) => <field.TextField label={t`Full name`} autoComplete="name" />}
      </form.AppField>
      <div className="enquiry-grid">
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" />}
        </form.AppField>
        <form.AppField name="phone">
          {(field) => <field.TextField label={t`Phone`} type="tel" autoComplete="tel" inputMode="tel" />}
        </form.AppField>
      </div>
      <form.AppField name="originCity">
        {(field) => (
          <field.TextField
            label={t`City of origin`}
            autoComplete="address-level2"
            hint={t`Optional – helps us plan your journey`}
          />
        )}
      </form.AppField>
      <div className="enquiry-consents">
        <form.AppField name="privacy">
          {(field) => (
            <field.CheckboxField
              label={
                <Trans>
                  I have read the{' '}
                  <a href="/privacy-policy" target="_blank" rel="noopener">
                    privacy policy
                  </a>{' '}
                  and accept it.
                </Trans>
              }
            />
          )}
        </form.AppField>
        <form.AppField name="contactConsent">
          {(field) => (
            <field.CheckboxField label={t`I agree that LDS may contact me by e-mail or phone about this enquiry.`} />
          )}
        </form.AppField>
      </div>
      <StepActions
        onBack={() => onBack(form.state.values)}
        submitLabel={<Trans>Send enquiry</Trans>}
        busy={sending}
        disabled={sent}
      />
    </form>
  )
}
