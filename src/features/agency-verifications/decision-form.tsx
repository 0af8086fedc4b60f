import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import type { AgencyVerificationDto } from '#domain/onboarding/types.ts'
import { VerificationDecisionSchema } from '#domain/onboarding/schemas.ts'
import { useOnboardingMessageTranslator } from '#lib/messages/onboarding-messages.ts'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useDecideVerification } from './mutations.ts'

type Decision = { decision: 'approve' | 'decline'; reason: string }

/** Approve, or decline with a reason ('Please give a reason for declining'); a request decided meanwhile says so. */
export function DecisionForm({ request }: { request: AgencyVerificationDto }) {
  const { t, i18n } = useLingui()
  const translate = useOnboardingMessageTranslator()
  const decide = useDecideVerification()
  const [declining, setDeclining] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const agency = request.agencyName
  const send = async (decision: Decision) => {
    setFailure(null)
    try {
      await decide.mutateAsync({ id: request._id, decision: v.parse(VerificationDecisionSchema, decision) })
      showToast(decision.decision === 'approve' ? t`${agency} is verified` : t`${agency} is declined`, {
        tone: 'positive',
      })
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    }
  }
  const { form, ref, onSubmit } = useStepForm<Decision>({
    initial: { decision: 'decline', reason: '' },
    schema: VerificationDecisionSchema,
    onValid: send,
  })
  const busy = decide.isPending
  return (
    <div className="verification-decision">
      {declining ? (
        <FieldMessagesProvider translate={translate}>
          <form ref={ref} className="verification-decision__form" noValidate onSubmit={onSubmit}>
            <form.AppField name="reason">
              {(field) => (
                <field.TextareaField
                  label={t`Reason for declining ${agency}`}
                  hint={t`The applicant reads it in the e-mail and on their onboarding page.`}
                  maxLength={1000}
                />
              )}
            </form.AppField>
            <div className="verification-decision__actions">
              <button type="submit" className="button button--primary" disabled={busy}>
                <Trans>Decline</Trans>
              </button>
              <button type="button" className="button button--ghost" onClick={() => setDeclining(false)}>
                <Trans>Cancel</Trans>
              </button>
            </div>
          </form>
        </FieldMessagesProvider>
      ) : (
        <div className="verification-decision__actions">
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            aria-label={t`Approve ${agency}`}
            onClick={() => void send({ decision: 'approve', reason: '' })}
          >
            <Trans>Approve</Trans>
          </button>
          <button
            type="button"
            className="button button--ghost"
            disabled={busy}
            aria-label={t`Decline ${agency}`}
            onClick={() => setDeclining(true)}
          >
            <Trans>Decline</Trans>
          </button>
        </div>
      )}
      {failure ? (
        <p className="verification-decision__failure" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
