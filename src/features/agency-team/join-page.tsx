import './agency-team.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import type { CurrentUserAnswer } from '#domain/auth/current-user.ts'
import { TEAM_MESSAGES } from '#domain/agency-team/schemas.ts'
import type { InvitationPreviewDto } from '#domain/agency-team/types.ts'
import { ApiError } from '#lib/api-errors.ts'
import { StatusPage } from '#ui/status-page.tsx'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { JoinAccept } from './join-accept.tsx'
import { invitationPreviewQueryOptions } from './queries.ts'
import { TEAM_ROLE_LABELS } from './team-labels.ts'
import { useTeamMessageTranslator } from './team-messages.ts'

export type JoinPageProps = {
  token: string
  signedIn: boolean
  signIn: (options: { returnTo: string; prompt?: 'create' }) => void
  signOut: () => void
  /** the accepted invitation's answer: the cached current user takes it */
  onJoined: (answer: CurrentUserAnswer) => void
}

/**
 * /join/$token (docs/product/agency.md#joining): the invitation's agency, role and address; signed out, create an
 * account or sign in and come back; signed in, the invitation is accepted at once and the new member lands on /hotels.
 */
export function JoinPage(props: JoinPageProps) {
  const { t } = useLingui()
  useDocumentMeta({
    title: t`Join an agency | LDS`,
    description: t`An invitation to a travel agency.`,
    robots: 'noindex',
  })
  const preview = useQuery(invitationPreviewQueryOptions(props.token))
  if (preview.isPending)
    return (
      <JoinSheet>
        <p role="status">
          <Trans>Loading the invitation...</Trans>
        </p>
      </JoinSheet>
    )
  if (preview.isError) {
    if (preview.error instanceof ApiError && preview.error.status === 404)
      return (
        <StatusPage
          code={404}
          title={<Trans>This invitation link is not valid</Trans>}
          text={<Trans>Please check the link in your e-mail, or ask your agency for a new invitation.</Trans>}
        />
      )
    return (
      <JoinSheet>
        <p role="alert">
          <Trans>The invitation could not be loaded.</Trans>
        </p>
        <button type="button" className="button button--primary" onClick={() => void preview.refetch()}>
          <Trans>Try again</Trans>
        </button>
      </JoinSheet>
    )
  }
  return <JoinState {...props} invitation={preview.data} />
}

function JoinState({ invitation, ...props }: JoinPageProps & { invitation: InvitationPreviewDto }) {
  const { i18n } = useLingui()
  const translate = useTeamMessageTranslator()
  const returnTo = `/join/${props.token}`
  const agencyName = invitation.agencyName
  const email = invitation.email
  const role = i18n._(TEAM_ROLE_LABELS[invitation.role])
  if (invitation.state === 'expired' || invitation.state === 'revoked')
    return (
      <JoinSheet title={<Trans>This invitation is no longer valid</Trans>}>
        <p>{translate(TEAM_MESSAGES.invitationGone)}</p>
        <a href="/contact" className="button button--primary">
          <Trans>Contact us</Trans>
        </a>
      </JoinSheet>
    )
  if (invitation.state === 'accepted')
    return (
      <JoinSheet title={translate(TEAM_MESSAGES.invitationUsed)}>
        {props.signedIn ? null : (
          <button
            type="button"
            className="button button--primary"
            onClick={() => props.signIn({ returnTo: '/hotels' })}
          >
            <Trans>Sign in</Trans>
          </button>
        )}
      </JoinSheet>
    )
  if (props.signedIn)
    return (
      <JoinSheet title={<Trans>Join {agencyName} on LDS</Trans>}>
        <JoinAccept token={props.token} agencyName={agencyName} onJoined={props.onJoined} signOut={props.signOut} />
      </JoinSheet>
    )
  return (
    <JoinSheet title={<Trans>Join {agencyName} on LDS</Trans>}>
      <p>
        <Trans>
          You are invited as {role} with {email}
        </Trans>
      </p>
      <div className="join__actions">
        <button
          type="button"
          className="button button--primary"
          onClick={() => props.signIn({ prompt: 'create', returnTo })}
        >
          <Trans>Create your account</Trans>
        </button>
        <button type="button" className="button button--ghost" onClick={() => props.signIn({ returnTo })}>
          <Trans>I already have an account: Sign in</Trans>
        </button>
      </div>
    </JoinSheet>
  )
}

function JoinSheet({ title, children }: { title?: React.ReactNode; children: React.ReactNode }) {
  return (
    <section className="join" aria-labelledby={title ? 'join-title' : undefined}>
      {title ? (
        <h1 id="join-title" className="join__title">
          {title}
        </h1>
      ) : null}
      {children}
    </section>
  )
}
