import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import type { UserDto } from '#domain/auth/current-user.ts'
import { UserNameSchema } from '#domain/auth/current-user.ts'
import type { OnboardingDraftValues } from '#domain/onboarding/types.ts'
import { useOnboardingMessageTranslator } from '#lib/messages/onboarding-messages.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import type { StepFailure } from './failure.ts'
import { stepFailureOf } from './failure.ts'
import { useSaveName } from './mutations.ts'
import { StepFailureNotice } from './step-failure-notice.tsx'

type NameValues = { firstName: string; lastName: string }

type Props = {
  user: UserDto
  draft: OnboardingDraftValues['name']
  onChange: (values: NameValues) => void
  onSaved: (user: UserDto) => void
}

/** The name step: first name required ('Please enter your first name'), last name optional; PATCH /api/users/{id}. */
export function NameStep({ user, draft, onChange, onSaved }: Props) {
  const { t } = useLingui()
  const translate = useOnboardingMessageTranslator()
  const save = useSaveName(user._id)
  const [failure, setFailure] = useState<StepFailure | null>(null)
  const [initial] = useState<NameValues>(() => ({
    firstName: draft?.firstName ?? user.firstName ?? '',
    lastName: draft?.lastName ?? user.lastName ?? '',
  }))
  const { form, ref, onSubmit } = useStepForm<NameValues>({
    initial,
    schema: UserNameSchema,
    onChange,
    onValid: async (values) => {
      setFailure(null)
      try {
        const { user: saved } = await save.mutateAsync(v.parse(UserNameSchema, values))
        onSaved(saved)
      } catch (error) {
        const reason = stepFailureOf(error)
        if (reason.kind === 'unauthenticated') showToast(t`Not authenticated`, { tone: 'negative' })
        setFailure(reason)
      }
    },
  })
  return (
    <FieldMessagesProvider translate={translate}>
      <form ref={ref} className="onboarding-step" noValidate onSubmit={onSubmit} aria-labelledby="name-step-title">
        <h2 id="name-step-title" className="onboarding-step__title">
          <Trans>How may we address you?</Trans>
        </h2>
        <p className="onboarding-step__intro">
          <Trans>Hotels and our concierge team see your name on your enquiries and bookings.</Trans>
        </p>
        <div className="onboarding-step__fields onboarding-step__fields--two">
          <form.AppField name="firstName">
            {(field) => <field.TextField label={t`First name`} autoComplete="given-name" maxLength={100} />}
          </form.AppField>
          <form.AppField name="lastName">
            {(field) => <field.TextField label={t`Last name (optional)`} autoComplete="family-name" maxLength={100} />}
          </form.AppField>
        </div>
        <StepFailureNotice failure={failure} />
        <div className="onboarding-step__actions">
          <button type="submit" className="button button--primary" disabled={save.isPending}>
            {save.isPending ? <Trans>Saving...</Trans> : <Trans>Save and continue</Trans>}
          </button>
        </div>
      </form>
    </FieldMessagesProvider>
  )
}
