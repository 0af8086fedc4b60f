import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { InvitationDto } from '#domain/agency-team/types.ts'
import { mayResend, mayRevoke } from '#domain/agency-team/rules.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useResendInvitation, useRevokeInvitation } from './mutations.ts'
import { failureText } from '#ui/failure-text.ts'
import { INVITATION_STATE_LABELS, TEAM_ROLE_LABELS } from './team-labels.ts'
import { useTeamMessageTranslator } from './team-messages.ts'

type Props = { agencyId: string; invitations: InvitationDto[]; manage: boolean }

/** The invitations with their state and expiry; managers resend a waiting or expired one and withdraw a waiting one. */
export function InvitationsList({ agencyId, invitations, manage }: Props) {
  return (
    <section className="agency-section" aria-labelledby="agency-invitations-title">
      <h2 id="agency-invitations-title" className="agency-section__title">
        <Trans>Invitations</Trans>
      </h2>
      {invitations.length === 0 ? (
        <p className="agency-section__empty">
          <Trans>No invitations yet.</Trans>
        </p>
      ) : (
        <ul className="invitations">
          {invitations.map((invitation) => (
            <InvitationRow key={invitation._id} agencyId={agencyId} invitation={invitation} manage={manage} />
          ))}
        </ul>
      )}
    </section>
  )
}

function InvitationRow({
  agencyId,
  invitation,
  manage,
}: {
  agencyId: string
  invitation: InvitationDto
  manage: boolean
}) {
  const { t, i18n } = useLingui()
  const { date } = useFormatDate()
  const translate = useTeamMessageTranslator()
  const resend = useResendInvitation(agencyId)
  const revoke = useRevokeInvitation(agencyId)
  const [failure, setFailure] = useState<string | null>(null)
  const email = invitation.email
  const act = async (call: () => Promise<unknown>, done: string) => {
    setFailure(null)
    try {
      await call()
      showToast(done, { tone: 'positive' })
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    }
  }
  const busy = resend.isPending || revoke.isPending
  return (
    <li className={`invitation invitation--${invitation.state}`}>
      <div className="invitation__who">
        <span className="invitation__email">{email}</span>
        <span className="invitation__role">{i18n._(TEAM_ROLE_LABELS[invitation.role])}</span>
      </div>
      <span className="invitation__state">{i18n._(INVITATION_STATE_LABELS[invitation.state])}</span>
      <span className="invitation__expiry">
        <Trans>
          Expires <time dateTime={invitation.expiresAt}>{date(invitation.expiresAt)}</time>
        </Trans>
      </span>
      {manage ? (
        <div className="invitation__actions">
          {mayResend(invitation.state) ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              aria-label={t`Resend the invitation to ${email}`}
              onClick={() => void act(() => resend.mutateAsync(invitation._id), t`Invitation sent again to ${email}`)}
            >
              <Trans>Resend</Trans>
            </button>
          ) : null}
          {mayRevoke(invitation.state) ? (
            <button
              type="button"
              className="button button--ghost"
              disabled={busy}
              aria-label={t`Withdraw the invitation to ${email}`}
              onClick={() => void act(() => revoke.mutateAsync(invitation._id), t`Invitation to ${email} withdrawn`)}
            >
              <Trans>Withdraw</Trans>
            </button>
          ) : null}
        </div>
      ) : null}
      {failure ? (
        <p className="agency-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </li>
  )
}
