/**
 * Who may do what with leads (docs/product/leads.md#access): writing and the caller's own list need
 * an agency and a partners role (admin, agent, supervisorAgent, lifestyle agent); the team's list
 * needs the supervisor dashboard (supervisorAgent, admin); every agency's and the operator's
 * decisions (status, card reveal) need an admin. A lead of another agency is not found (404).
 */
import { isAdmin, isAllowed } from '#domain/auth/roles.ts'
import type { LeadScope } from '#domain/leads/lead-list-query.ts'
import { ForbiddenError, NO_AGENCY_MESSAGE } from '#server/lib/errors.ts'

/** The signed-in user and the agency the request acts for (an admin's chosen one, else the user's). */
export type LeadCaller = {
  user: {
    id: string
    role: string
    company: string | null
    email: string
    firstName: string | null
    lastName: string | null
  }
  agencyId: string | null
}

const ROLE_MESSAGE = 'Your role does not give access to leads'

/** The caller's agency; 403 without one or without a partners role. */
export function agencyOf(caller: LeadCaller): string {
  if (!caller.agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
  if (!isAllowed(caller.user.role, 'partners')) throw new ForbiddenError(ROLE_MESSAGE)
  return caller.agencyId
}

export function requireAdmin(caller: LeadCaller): void {
  if (!isAdmin(caller.user.role)) throw new ForbiddenError('Only an administrator may do this')
}

/** A lead of `leadAgencyId` is visible to its agency's users and to admins. */
export function canSee(caller: LeadCaller, leadAgencyId: string | null): boolean {
  return isAdmin(caller.user.role) || (caller.agencyId !== null && caller.agencyId === leadAgencyId)
}

/** Which leads a list or report covers: an agency (or every one) and optionally one agent. */
export type ListScope = { agencyId: string | null; userId: string | null }

/**
 * own: the caller's leads in the agency acted for; team: the agency's (supervisors, admins), one
 * agent with `agentId`; all: admins, every agency or `agencyId`.
 */
export function listScope(caller: LeadCaller, q: { scope: LeadScope; agencyId?: string; agentId?: string }): ListScope {
  if (q.scope === 'all') {
    requireAdmin(caller)
    return { agencyId: q.agencyId ?? null, userId: q.agentId ?? null }
  }
  const agencyId = agencyOf(caller)
  if (q.agencyId && q.agencyId !== agencyId) throw new ForbiddenError('You may only see the leads of your agency')
  if (q.scope === 'own') return { agencyId, userId: caller.user.id }
  if (!isAllowed(caller.user.role, 'supervisorAgentDashboard'))
    throw new ForbiddenError('Only supervisors see the team’s leads')
  return { agencyId, userId: q.agentId ?? null }
}
