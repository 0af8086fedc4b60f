import './agency-team.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import { mayManageTeam } from '#domain/agency-team/rules.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { AgencySummary } from './agency-summary.tsx'
import { AutoInviteForm } from './auto-invite-form.tsx'
import { HistoryList } from './history-list.tsx'
import { InvitationsList } from './invitations-list.tsx'
import { InviteForm } from './invite-form.tsx'
import { MembersTable } from './members-table.tsx'
import { agencyTeamQueryOptions } from './queries.ts'

type Props = { user: UserDto; agency: TravelAgencyDto; onAgencyChanged: (agency: TravelAgencyDto) => void }

/**
 * /partner/agency (docs/product/agency.md): the agency, its members, invitations and history. Everyone of the
 * agency reads it; its supervisors and admins invite, change roles, disable and set the automatic invitations.
 */
export function AgencyPage({ user, agency, onAgencyChanged }: Props) {
  const { t } = useLingui()
  useDocumentMeta({ title: t`Your agency | LDS`, description: t`The people of your travel agency.`, robots: 'noindex' })
  const manage = mayManageTeam({ id: user._id, role: user.role, travelAgencyId: user.travelAgencyId }, agency._id)
  const team = useQuery(agencyTeamQueryOptions(agency._id))
  return (
    <section className="agency" aria-labelledby="agency-title">
      <header className="agency__header">
        <p className="eyebrow">
          <Trans>Your agency</Trans>
        </p>
        <h1 id="agency-title" className="agency__title">
          {agency.name}
        </h1>
      </header>
      <AgencySummary agency={agency} manage={manage} />
      {team.isPending ? (
        <p role="status" className="agency-section__empty">
          <Trans>Loading the team...</Trans>
        </p>
      ) : team.isError ? (
        <p role="alert" className="agency-section__empty">
          <Trans>The team could not be loaded.</Trans>{' '}
          <button type="button" className="button button--ghost" onClick={() => void team.refetch()}>
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : (
        <>
          <MembersTable agencyId={agency._id} members={team.data.members} manage={manage} selfId={user._id} />
          <InvitationsList agencyId={agency._id} invitations={team.data.invitations} manage={manage} />
        </>
      )}
      {manage ? (
        <div className="agency__forms">
          <InviteForm agencyId={agency._id} />
          <AutoInviteForm key={agency._id} agency={agency} ownEmail={user.email} onAgencyChanged={onAgencyChanged} />
        </div>
      ) : null}
      <HistoryList agencyId={agency._id} />
    </section>
  )
}
