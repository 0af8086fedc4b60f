import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { MemberChangeOutput } from '#domain/agency-team/schemas.ts'
import type { MemberDto, TeamRole } from '#domain/agency-team/types.ts'
import { TEAM_ROLES } from '#domain/agency-team/types.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useChangeMember } from './mutations.ts'
import { failureText } from '#ui/failure-text.ts'
import { TEAM_ROLE_LABELS } from './team-labels.ts'
import { useTeamMessageTranslator } from './team-messages.ts'

/** A manager's controls of one member: the role, and Disable / Enable after a confirmation; the server's refusal. */
export function MemberControls({ agencyId, member, name }: { agencyId: string; member: MemberDto; name: string }) {
  const { t, i18n } = useLingui()
  const translate = useTeamMessageTranslator()
  const change = useChangeMember(agencyId)
  const [confirming, setConfirming] = useState(false)
  const [failure, setFailure] = useState<string | null>(null)
  const send = async (body: MemberChangeOutput, done: string) => {
    setFailure(null)
    setConfirming(false)
    try {
      await change.mutateAsync({ userId: member._id, change: body })
      showToast(done, { tone: 'positive' })
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    }
  }
  const disabling = member.status === 'active'
  const busy = change.isPending
  return (
    <div className="member-controls">
      <label className="member-controls__role">
        <span className="visually-hidden">
          <Trans>Role of {name}</Trans>
        </span>
        <select
          className="field__control"
          value={member.role}
          disabled={busy}
          onChange={(event) => {
            const role = event.target.value as TeamRole
            const roleName = i18n._(TEAM_ROLE_LABELS[role])
            void send({ role }, t`${name} is now ${roleName}`)
          }}
        >
          {TEAM_ROLES.map((role) => (
            <option key={role} value={role}>
              {i18n._(TEAM_ROLE_LABELS[role])}
            </option>
          ))}
        </select>
      </label>
      {confirming ? (
        <div className="member-controls__confirm" role="group" aria-label={t`Confirm`}>
          <p>
            {disabling ? (
              <Trans>Disable {name}? They can no longer sign in.</Trans>
            ) : (
              <Trans>Enable {name} again?</Trans>
            )}
          </p>
          <button
            type="button"
            className="button button--primary"
            disabled={busy}
            onClick={() =>
              void send(
                { status: disabling ? 'disabled' : 'active' },
                disabling ? t`${name} is disabled` : t`${name} is enabled again`,
              )
            }
          >
            {disabling ? <Trans>Yes, disable</Trans> : <Trans>Yes, enable</Trans>}
          </button>
          <button type="button" className="button button--ghost" onClick={() => setConfirming(false)}>
            <Trans>Cancel</Trans>
          </button>
        </div>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={busy}
          aria-label={disabling ? t`Disable ${name}` : t`Enable ${name}`}
          onClick={() => setConfirming(true)}
        >
          {disabling ? <Trans>Disable</Trans> : <Trans>Enable</Trans>}
        </button>
      )}
      {failure ? (
        <p className="agency-failure" role="alert">
          {failure}
        </p>
      ) : null}
    </div>
  )
}
