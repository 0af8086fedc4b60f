import { hashToken, newToken } from '#server/lib/one-time-token.ts'
import { ALREADY_MEMBER_MESSAGE } from '#domain/onboarding/schemas.ts'
import {
  INVITATION_TTL_MS,
  OPEN_INVITATIONS_MAX,
  invitationState,
  mayManageTeam,
  mayViewTeam,
  memberChangeProblem,
} from '#domain/agency-team/rules.ts'
import { TEAM_MESSAGES, type AutoInviteOutput, type InvitationOutput } from '#domain/agency-team/schemas.ts'
import type {
  AgencyEventDto,
  AgencyTeamDto,
  InvitationDto,
  InvitationPreviewDto,
  MemberDto,
} from '#domain/agency-team/types.ts'
import type { CurrentUserAnswer, TravelAgencyDto } from '#domain/auth/current-user.ts'
import { displayName, isAdmin } from '#domain/auth/roles.ts'
import {
  AUTO_INVITE_MESSAGES,
  autoInviteDomainFor,
  isPublicEmailDomain,
} from '#domain/onboarding/public-email-domains.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { toTravelAgencyDto, toUserDto } from '#server/auth/dto.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { ConflictError, ForbiddenError, GoneError, NotFoundError, UnprocessableError } from '#server/lib/errors.ts'
import { invitationMail } from './mails.ts'
import type { AgencyTeamRepository, InvitationRow, MemberRow } from './repository.ts'

/** The invitee's page in the app; the token is the path's last part. */
export const JOIN_PATH = '/join'
const TOKEN = /^[A-Za-z0-9_-]{43}$/

const PROBLEM_MESSAGES = {
  self: TEAM_MESSAGES.self,
  'last-supervisor': TEAM_MESSAGES.lastSupervisor,
  'not-a-team-role': TEAM_MESSAGES.notATeamRole,
} as const

function toMemberDto(row: MemberRow): MemberDto {
  return {
    _id: row.id,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.disabledAt ? 'disabled' : 'active',
    lastSignInAt: row.lastSignInAt ? row.lastSignInAt.toISOString() : null,
  }
}

function toInvitationDto(row: InvitationRow, now: number): InvitationDto {
  return {
    _id: row.id,
    email: row.email,
    role: row.role,
    state: invitationState(row, now),
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  }
}

/**
 * The agency's people (docs/product/agency.md): who may see them (members and admins; any other agency's are 404),
 * who may change them (supervisors and admins; 403 for the agency's agents), invitations by one-time link, role
 * changes, disabling, the auto-invite domain, and the history of every change.
 */
export function createAgencyTeamService(
  repo: AgencyTeamRepository,
  opts: { publicUrl: string; now?: () => number; onUserChanged?: (id: string) => void },
) {
  const now = opts.now ?? Date.now
  const name = (actor: AccountRow) => displayName(actor)

  async function viewable(actor: AccountRow, actingAgencyId: string | null, agencyId: string) {
    if (!mayViewTeam({ ...actor, travelAgencyId: actor.travelAgencyId }, agencyId, actingAgencyId))
      throw new NotFoundError('Travel agency')
    const agency = await repo.agency(agencyId)
    if (!agency) throw new NotFoundError('Travel agency')
    return agency
  }
  async function manageable(actor: AccountRow, actingAgencyId: string | null, agencyId: string) {
    const agency = await viewable(actor, actingAgencyId, agencyId)
    if (!mayManageTeam(actor, agencyId)) throw new ForbiddenError()
    return agency
  }
  async function invitationOf(agencyId: string, id: string) {
    const row = await repo.invitation(agencyId, id)
    if (!row) throw new NotFoundError('Invitation')
    return row
  }
  const linkFor = (token: string) => `${opts.publicUrl}${JOIN_PATH}/${token}`

  return {
    async team(actor: AccountRow, acting: string | null, agencyId: string): Promise<AgencyTeamDto> {
      await viewable(actor, acting, agencyId)
      const [members, invitations] = await Promise.all([repo.members(agencyId), repo.invitations(agencyId)])
      return { members: members.map(toMemberDto), invitations: invitations.map((i) => toInvitationDto(i, now())) }
    },

    async history(actor: AccountRow, acting: string | null, agencyId: string): Promise<AgencyEventDto[]> {
      await viewable(actor, acting, agencyId)
      return (await repo.history(agencyId)).map((e) => ({
        _id: e.id,
        kind: e.kind,
        actor: e.actorEmail
          ? displayName({ firstName: e.actorFirstName, lastName: e.actorLastName, email: e.actorEmail })
          : null,
        subject: e.subject,
        detail: e.detail,
        at: e.createdAt.toISOString(),
      }))
    },

    async invite(
      actor: AccountRow,
      acting: string | null,
      agencyId: string,
      input: InvitationOutput,
    ): Promise<InvitationDto> {
      const agency = await manageable(actor, acting, agencyId)
      const at = new Date(now())
      const existing = await repo.userByEmail(input.email)
      if (existing?.travelAgencyId === agencyId) throw new ConflictError(TEAM_MESSAGES.alreadyMember)
      if (await repo.openInvitationFor(agencyId, input.email, at)) throw new ConflictError(TEAM_MESSAGES.alreadyInvited)
      if ((await repo.openCount(agencyId, at)) >= OPEN_INVITATIONS_MAX)
        throw new UnprocessableError(TEAM_MESSAGES.tooManyInvitations)
      const token = newToken()
      const expiresAt = new Date(at.getTime() + INVITATION_TTL_MS)
      const row = await repo.invite(
        {
          id: newObjectId(),
          travelAgencyId: agencyId,
          email: input.email,
          role: input.role,
          tokenHash: hashToken(token),
          invitedBy: actor.id,
          expiresAt,
        },
        { actorId: actor.id, kind: 'member-invited', subject: input.email, detail: input.role },
        invitationMail({
          email: input.email,
          agencyName: agency.name,
          inviter: name(actor),
          role: input.role,
          link: linkFor(token),
          expiresAt,
        }),
      )
      return toInvitationDto(row, now())
    },

    async resend(actor: AccountRow, acting: string | null, agencyId: string, id: string): Promise<InvitationDto> {
      const agency = await manageable(actor, acting, agencyId)
      const invitation = await invitationOf(agencyId, id)
      const state = invitationState(invitation, now())
      if (state !== 'sent' && state !== 'expired') throw new ConflictError(TEAM_MESSAGES.resend)
      const token = newToken()
      const expiresAt = new Date(now() + INVITATION_TTL_MS)
      const row = await repo.resend(
        invitation,
        { tokenHash: hashToken(token), expiresAt },
        { actorId: actor.id, kind: 'invitation-resent', subject: invitation.email },
        invitationMail({
          email: invitation.email,
          agencyName: agency.name,
          inviter: name(actor),
          role: invitation.role,
          link: linkFor(token),
          expiresAt,
        }),
      )
      return toInvitationDto(row, now())
    },

    async revoke(actor: AccountRow, acting: string | null, agencyId: string, id: string): Promise<InvitationDto> {
      await manageable(actor, acting, agencyId)
      const invitation = await invitationOf(agencyId, id)
      if (invitationState(invitation, now()) !== 'sent') throw new ConflictError(TEAM_MESSAGES.revoke)
      const row = await repo.revoke(invitation, new Date(now()), {
        actorId: actor.id,
        kind: 'invitation-revoked',
        subject: invitation.email,
      })
      return toInvitationDto(row, now())
    },

    /** A new role, disabled (every token refused from the next call on) or active again. */
    async changeMember(
      actor: AccountRow,
      acting: string | null,
      agencyId: string,
      userId: string,
      change: { role?: 'agent' | 'supervisorAgent'; status?: 'active' | 'disabled' },
    ): Promise<MemberDto> {
      await manageable(actor, acting, agencyId)
      const member = await repo.member(agencyId, userId)
      if (!member) throw new NotFoundError('Member')
      const status = member.disabledAt ? ('disabled' as const) : ('active' as const)
      const problem = memberChangeProblem(
        actor,
        { id: member.id, role: member.role, status },
        change,
        await repo.activeSupervisors(agencyId),
      )
      if (problem) throw new UnprocessableError(PROBLEM_MESSAGES[problem])
      const set: { role?: 'agent' | 'supervisorAgent'; disabledAt?: Date | null } = {}
      const events = []
      if (change.role && change.role !== member.role) {
        set.role = change.role
        events.push({ actorId: actor.id, kind: 'role-changed' as const, subject: member.email, detail: change.role })
      }
      if (change.status && change.status !== status) {
        set.disabledAt = change.status === 'disabled' ? new Date(now()) : null
        events.push({
          actorId: actor.id,
          kind: change.status === 'disabled' ? ('member-disabled' as const) : ('member-enabled' as const),
          subject: member.email,
        })
      }
      if (!events.length) return toMemberDto(member)
      const updated = await repo.changeMember(agencyId, userId, set, events)
      opts.onUserChanged?.(userId)
      return toMemberDto(updated)
    },

    /** The domain whose new accounts join the agency at once, or null; the rules of the registration. */
    async setAutoInvite(
      actor: AccountRow,
      acting: string | null,
      agencyId: string,
      input: AutoInviteOutput,
    ): Promise<TravelAgencyDto> {
      const agency = await manageable(actor, acting, agencyId)
      const domain = input.autoInviteEmailDomain
      if (domain) {
        if (isPublicEmailDomain(domain)) throw new UnprocessableError(AUTO_INVITE_MESSAGES.publicDomain(domain))
        const own = isAdmin(actor.role) ? (agency.emailDomain ?? domain) : autoInviteDomainFor(actor.email)
        if (domain !== own) throw new UnprocessableError(AUTO_INVITE_MESSAGES.otherDomain(own ?? domain))
        if (await repo.autoInviteTaken(domain, agencyId))
          throw new UnprocessableError(AUTO_INVITE_MESSAGES.taken(domain))
      }
      const row = await repo.setAutoInvite(agencyId, domain, {
        actorId: actor.id,
        kind: 'auto-invite-changed',
        subject: domain,
      })
      return toTravelAgencyDto(row)
    },

    /** No sign-in needed: the invitee's page, before an account exists. Unknown tokens are 404. */
    async preview(token: string): Promise<InvitationPreviewDto> {
      const found = TOKEN.test(token) ? await repo.byTokenHash(hashToken(token)) : undefined
      if (!found) throw new NotFoundError('Invitation')
      return {
        agencyName: found.agencyName,
        email: found.invitation.email,
        role: found.invitation.role,
        state: invitationState(found.invitation, now()),
      }
    },

    /** The signed-in invitee joins: only with the invited address, only outside any agency, once. */
    async accept(actor: AccountRow, token: string): Promise<CurrentUserAnswer> {
      const found = TOKEN.test(token) ? await repo.byTokenHash(hashToken(token)) : undefined
      if (!found) throw new NotFoundError('Invitation')
      const invitation = found.invitation
      const state = invitationState(invitation, now())
      if (state === 'accepted') throw new ConflictError(TEAM_MESSAGES.invitationUsed)
      if (state !== 'sent') throw new GoneError(TEAM_MESSAGES.invitationGone)
      if (actor.email.trim().toLowerCase() !== invitation.email.toLowerCase())
        throw new ForbiddenError(TEAM_MESSAGES.otherEmail(invitation.email))
      // the sign-up's auto-invite (the agency's domain) may have made them a member already: the invitation is used up
      if (actor.travelAgencyId === invitation.travelAgencyId) {
        await repo.markAccepted(invitation, actor.id, new Date(now()))
        const agency = await repo.agencyRow(invitation.travelAgencyId)
        return { user: toUserDto(actor), travelAgency: agency ? toTravelAgencyDto(agency) : null }
      }
      if (actor.travelAgencyId) throw new ConflictError(ALREADY_MEMBER_MESSAGE)
      const result = await repo.accept(invitation, actor.id, new Date(now()), {
        actorId: actor.id,
        kind: 'member-joined',
        subject: actor.email,
        detail: invitation.role,
      })
      if (!result.ok) {
        if (result.reason === 'member') throw new ConflictError(ALREADY_MEMBER_MESSAGE)
        throw new GoneError(TEAM_MESSAGES.invitationGone)
      }
      opts.onUserChanged?.(actor.id)
      const agency = await repo.agencyRow(invitation.travelAgencyId)
      return { user: toUserDto(result.user), travelAgency: agency ? toTravelAgencyDto(agency) : null }
    },
  }
}
export type AgencyTeamService = ReturnType<typeof createAgencyTeamService>
