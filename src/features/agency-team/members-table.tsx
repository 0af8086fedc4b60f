import { Trans, useLingui } from '@lingui/react/macro'
import type { MemberDto } from '#domain/agency-team/types.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import { MemberControls } from './member-controls.tsx'
import { MEMBER_STATUS_LABELS, formatDateTime, roleLabel } from './team-labels.ts'

type Props = { agencyId: string; members: MemberDto[]; manage: boolean; selfId: string }

export function memberName(member: Pick<MemberDto, 'firstName' | 'lastName' | 'email'>): string {
  return [member.firstName, member.lastName].filter(Boolean).join(' ').trim() || member.email
}

/** The members: name, e-mail, role, status, last sign-in; a manager's controls beside everyone but themself. */
export function MembersTable({ agencyId, members, manage, selfId }: Props) {
  const { t, i18n } = useLingui()
  const language = useLanguage()
  return (
    <section className="agency-section" aria-labelledby="agency-members-title">
      <h2 id="agency-members-title" className="agency-section__title">
        <Trans>Members</Trans>
      </h2>
      <table className="team-table">
        <thead>
          <tr>
            <th scope="col">
              <Trans>Name</Trans>
            </th>
            <th scope="col">
              <Trans>E-mail</Trans>
            </th>
            <th scope="col">
              <Trans>Role</Trans>
            </th>
            <th scope="col">
              <Trans>Status</Trans>
            </th>
            <th scope="col">
              <Trans>Last sign-in</Trans>
            </th>
            {manage ? (
              <th scope="col">
                <Trans>Changes</Trans>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {members.map((member) => {
            const name = memberName(member)
            const changeable = member._id !== selfId && (member.role === 'agent' || member.role === 'supervisorAgent')
            return (
              <tr key={member._id} className={`team-table__row team-table__row--${member.status}`}>
                <th scope="row" data-label={t`Name`}>
                  {name}
                  {member._id === selfId ? (
                    <span className="team-table__you">
                      {' '}
                      <Trans>(you)</Trans>
                    </span>
                  ) : null}
                </th>
                <td data-label={t`E-mail`}>{member.email}</td>
                <td data-label={t`Role`}>{roleLabel(i18n, member.role)}</td>
                <td data-label={t`Status`}>{i18n._(MEMBER_STATUS_LABELS[member.status])}</td>
                <td data-label={t`Last sign-in`}>
                  {member.lastSignInAt ? (
                    <time dateTime={member.lastSignInAt}>{formatDateTime(member.lastSignInAt, language)}</time>
                  ) : (
                    <Trans>Never</Trans>
                  )}
                </td>
                {manage ? (
                  <td data-label={t`Changes`}>
                    {changeable ? <MemberControls agencyId={agencyId} member={member} name={name} /> : null}
                  </td>
                ) : null}
              </tr>
            )
          })}
        </tbody>
      </table>
    </section>
  )
}
