/**
 * The agency's people (docs/product/agency.md): members, invitations and the history of changes, as the API answers
 * them. Pure types, shared by the client and the server.
 */
import type { Role } from '../auth/roles.ts'

/** The two roles a supervisor hands out inside the agency. */
export const TEAM_ROLES = ['agent', 'supervisorAgent'] as const satisfies readonly Role[]
export type TeamRole = (typeof TEAM_ROLES)[number]

export type MemberStatus = 'active' | 'disabled'

export type MemberDto = {
  _id: string
  email: string
  firstName: string | null
  lastName: string | null
  role: Role
  status: MemberStatus
  /** ISO time of the last sign-in, null before the first one */
  lastSignInAt: string | null
}

/** sent: waiting; accepted: the invitee joined; revoked: withdrawn; expired: not accepted in time */
export type InvitationState = 'sent' | 'accepted' | 'revoked' | 'expired'

export type InvitationDto = {
  _id: string
  email: string
  role: TeamRole
  state: InvitationState
  invitedBy: string | null
  createdAt: string
  expiresAt: string
}

export const AGENCY_EVENT_KINDS = [
  'member-invited',
  'invitation-resent',
  'invitation-revoked',
  'member-joined',
  'role-changed',
  'member-disabled',
  'member-enabled',
  'auto-invite-changed',
] as const
export type AgencyEventKind = (typeof AGENCY_EVENT_KINDS)[number]

export type AgencyEventDto = {
  _id: string
  kind: AgencyEventKind
  /** who made the change (display name), null for the system */
  actor: string | null
  /** whom or what it concerns: an e-mail address, a domain */
  subject: string | null
  /** e.g. the new role */
  detail: string | null
  at: string
}

export type AgencyTeamDto = {
  members: MemberDto[]
  invitations: InvitationDto[]
}

/** GET /api/agency-invitations/{token}: what the invitee sees before joining (no account needed). */
export type InvitationPreviewDto = {
  agencyName: string
  email: string
  role: TeamRole
  state: InvitationState
}
