/**
 * Who may do what with an agency's people, and an invitation's state (docs/product/agency.md). Pure: the client hides
 * what the server refuses, with the same rules.
 */
import { isAdmin } from '../auth/roles.ts'
import type { InvitationState, MemberStatus } from './types.ts'

/** How long an invitation link works. */
export const INVITATION_TTL_MS = 7 * 24 * 60 * 60 * 1000
/** At most this many open invitations per agency (a supervisor's typo loop or a leaked account cannot mail the world). */
export const OPEN_INVITATIONS_MAX = 50

type Actor = { id: string; role: string; travelAgencyId: string | null }

/** Reads the agency page: its members and admins. */
export function mayViewTeam(actor: Actor, agencyId: string, actingAgencyId: string | null = null): boolean {
  return isAdmin(actor.role) || actor.travelAgencyId === agencyId || actingAgencyId === agencyId
}

/** Invites, resends, revokes, changes roles, disables, sets the auto-invite domain: its supervisors and admins. */
export function mayManageTeam(actor: Actor, agencyId: string): boolean {
  return isAdmin(actor.role) || (actor.role === 'supervisorAgent' && actor.travelAgencyId === agencyId)
}

export type MemberChange = { role?: 'agent' | 'supervisorAgent'; status?: MemberStatus }

/**
 * Why a change of `member` is refused, or null. Nobody changes their own role or disables themselves (an agency
 * would lose its last supervisor, or a supervisor lock themselves out); the last active supervisor keeps the role.
 */
export function memberChangeProblem(
  actor: Actor,
  member: { id: string; role: string; status: MemberStatus },
  change: MemberChange,
  activeSupervisors: number,
): 'self' | 'last-supervisor' | 'not-a-team-role' | null {
  if (member.id === actor.id) return 'self'
  if (member.role !== 'agent' && member.role !== 'supervisorAgent') return 'not-a-team-role'
  const losesSupervisor =
    member.role === 'supervisorAgent' &&
    member.status === 'active' &&
    ((change.role !== undefined && change.role !== 'supervisorAgent') || change.status === 'disabled')
  if (losesSupervisor && activeSupervisors <= 1) return 'last-supervisor'
  return null
}

/** The state an invitation row is in at `now`. */
export function invitationState(
  row: { acceptedAt: Date | null; revokedAt: Date | null; expiresAt: Date },
  now: number,
): InvitationState {
  if (row.acceptedAt) return 'accepted'
  if (row.revokedAt) return 'revoked'
  return row.expiresAt.getTime() <= now ? 'expired' : 'sent'
}

/** Resend: a waiting or expired invitation; revoke: a waiting one. */
export function mayResend(state: InvitationState): boolean {
  return state === 'sent' || state === 'expired'
}
export function mayRevoke(state: InvitationState): boolean {
  return state === 'sent'
}
