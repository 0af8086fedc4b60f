import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import { InvitationSchema } from '#domain/agency-team/schemas.ts'
import type { TeamRole } from '#domain/agency-team/types.ts'
import { TEAM_ROLES } from '#domain/agency-team/types.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useInvite } from './mutations.ts'
import { failureText } from '#ui/failure-text.ts'
import { TEAM_ROLE_LABELS } from './team-labels.ts'
import { useTeamMessageTranslator } from './team-messages.ts'

type Invite = { email: string; role: TeamRole }
const EMPTY: Invite = { email: '', role: 'agent' }

/** Invite a colleague by e-mail as agent or supervisor; the form clears after 'Invitation sent to …'. */
export function InviteForm({ agencyId }: { agencyId: string }) {
  const { t, i18n } = useLingui()
  const translate = useTeamMessageTranslator()
  const invite = useInvite(agencyId)
  const [failure, setFailure] = useState<string | null>(null)
  const { form, ref, onSubmit } = useStepForm<Invite>({
    initial: EMPTY,
    schema: InvitationSchema,
    onValid: async (values) => {
      setFailure(null)
      try {
        const sent = await invite.mutateAsync(v.parse(InvitationSchema, values))
        const email = sent.email
        showToast(t`Invitation sent to ${email}`, { tone: 'positive' })
        form.reset(EMPTY)
      } catch (error) {
        setFailure(failureText(error, i18n, translate))
      }
    },
  })
  const roles = TEAM_ROLES.map((role) => ({ value: role, label: i18n._(TEAM_ROLE_LABELS[role]) }))
  return (
    <section className="agency-section" aria-labelledby="agency-invite-title">
      <h2 id="agency-invite-title" className="agency-section__title">
        <Trans>Invite a colleague</Trans>
      </h2>
      <FieldMessagesProvider translate={translate}>
        <form ref={ref} className="agency-form" noValidate onSubmit={onSubmit}>
          <form.AppField name="email">
            {(field) => <field.TextField label={t`E-mail address`} type="email" autoComplete="off" maxLength={320} />}
          </form.AppField>
          <form.AppField name="role">{(field) => <field.SelectField label={t`Role`} options={roles} />}</form.AppField>
          <div className="agency-form__actions">
            <button type="submit" className="button button--primary" disabled={invite.isPending}>
              <Trans>Send invitation</Trans>
            </button>
          </div>
          {failure ? (
            <p className="agency-failure" role="alert">
              {failure}
            </p>
          ) : null}
        </form>
      </FieldMessagesProvider>
    </section>
  )
}
