/**
 * One valibot schema per payload of the agency's people (docs/product/agency.md), shared by the forms and the server.
 */
import * as v from 'valibot'
import { requiredEmail } from '../enquiry/enquiry-fields.ts'
import { EmailDomainSchema } from '../onboarding/schemas.ts'
import { TEAM_ROLES } from './types.ts'

export const TEAM_MESSAGES = {
  role: "Please choose 'agent' or 'supervisorAgent'",
  status: "Please choose 'active' or 'disabled'",
  nothing: 'Please give a role or a status',
  self: 'You cannot change your own role or disable yourself',
  lastSupervisor: 'The agency needs at least one active supervisor',
  notATeamRole: 'Only agents and supervisors can be changed here',
  alreadyMember: 'This person is already a member of your agency',
  memberElsewhere: 'This person is already a member of another travel agency',
  alreadyInvited: 'This person is already invited',
  tooManyInvitations: 'Your agency has too many open invitations. Please revoke some first.',
  invitationGone: 'This invitation has expired or was withdrawn. Please ask for a new one.',
  invitationUsed: 'This invitation was already used',
  otherEmail: (email: string) => `This invitation is for ${email}. Please sign in with that address.`,
  resend: 'Only a waiting or expired invitation can be sent again',
  revoke: 'Only a waiting invitation can be withdrawn',
} as const

const TeamRoleSchema = v.picklist(TEAM_ROLES, TEAM_MESSAGES.role)

/** POST /api/travel-agencies/{id}/invitations */
export const InvitationSchema = v.object({
  email: v.pipe(requiredEmail, v.toLowerCase()),
  role: v.optional(TeamRoleSchema, 'agent'),
})
export type InvitationInput = v.InferInput<typeof InvitationSchema>
export type InvitationOutput = v.InferOutput<typeof InvitationSchema>

/** PATCH /api/travel-agencies/{id}/members/{userId}: a new role, disabled or active again. */
export const MemberChangeSchema = v.pipe(
  v.object({
    role: v.optional(TeamRoleSchema),
    status: v.optional(v.picklist(['active', 'disabled'], TEAM_MESSAGES.status)),
  }),
  v.check((c) => c.role !== undefined || c.status !== undefined, TEAM_MESSAGES.nothing),
)
export type MemberChangeOutput = v.InferOutput<typeof MemberChangeSchema>

/** PUT /api/travel-agencies/{id}/auto-invite: the domain, or null to stop inviting automatically. */
export const AutoInviteSchema = v.object({ autoInviteEmailDomain: v.nullable(EmailDomainSchema) })
export type AutoInviteOutput = v.InferOutput<typeof AutoInviteSchema>
