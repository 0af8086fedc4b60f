/**
 * The access guard (docs/product/sign-in-and-roles.md#access-guard) as one pure decision: while loading 'Loading
 * user...'; a failure other than 401 'Could not fetch user data.'; signed out (or 401) 'Redirecting to
 * sign-in...'; no travel agency 'You are not registered in a travel agency yet' (the guard sends all but admins
 * and a hotel's team on to /onboarding, `registersOnOnboarding`); the login gate (a required onboarding step of
 * src/domain/onboarding/steps.ts unfinished, e.g. an agency not verified yet; not admin, not under
 * /partner/concierge-jobs/) /onboarding;
 * a role the access type does not allow: back to sign-in. Pages open to a hotel's team (`allowHotelTeam`,
 * the chat: docs/decisions/103-the-hotel-team-in-the-chat.md) let its members in without an agency.
 */
import type { AccessType } from '#domain/auth/roles.ts'
import { isAdmin, isAllowed, isHotelTeam } from '#domain/auth/roles.ts'
import { REQUIRED_STEPS, isStepComplete } from '#domain/onboarding/steps.ts'
import type { CurrentUser } from './types.ts'

export type AccessDecision =
  'loading' | 'no-agency' | 'fetch-failed' | 'redirect-signin' | 'redirect-onboarding' | 'allowed'

/** Where sign-in stands: no session, or a session whose GET /api/current_user is in some state. */
export type AuthState =
  { status: 'signed-out' } | { status: 'signed-in'; userQuery: 'pending' | 'success' | 'unauthorized' | 'error' }

const CONCIERGE_JOBS_PATH = '/partner/concierge-jobs'
const ONBOARDING_PATH = '/onboarding'

/**
 * The login gate (docs/product/onboarding.md#vetting): a user who must finish onboarding first, i.e. whose name or
 * agency step is incomplete (no first name, no agency, or an agency whose vetting is not 'verified'). Admins never;
 * concierge jobs are open.
 */
export function needsOnboarding(currentUser: CurrentUser, pathname: string): boolean {
  if (isAdmin(currentUser.user.role)) return false
  if (isConciergeJobsPath(pathname) || pathname === ONBOARDING_PATH) return false
  const facts = { user: currentUser.user, agency: currentUser.travelAgency }
  return !REQUIRED_STEPS.every((step) => isStepComplete(step, facts))
}

/** The concierge jobs' list and everything under it (SPEC §2's /partner/concierge-jobs/, with or without the slash). */
function isConciergeJobsPath(pathname: string): boolean {
  return pathname === CONCIERGE_JOBS_PATH || pathname.startsWith(`${CONCIERGE_JOBS_PATH}/`)
}

/**
 * Where a user without an agency ('no-agency') goes: everyone registers one on /onboarding, except admins (they
 * choose an agency to act for) and a hotel's team (they have no agency to register), who see the message.
 */
export function registersOnOnboarding(currentUser: CurrentUser): boolean {
  return !isAdmin(currentUser.user.role) && !isHotelTeam(currentUser.user)
}

export function decideAccess(
  authState: AuthState,
  currentUser: CurrentUser | undefined,
  pathname: string,
  accessType: AccessType = 'default',
  {
    allowHotelTeam = false,
    anySignedIn = false,
  }: {
    allowHotelTeam?: boolean
    /** every signed-in user: the page shows its API's answer (a 403 says who may; the properties' back-office) */
    anySignedIn?: boolean
  } = {},
): AccessDecision {
  if (authState.status === 'signed-out') return 'redirect-signin'
  switch (authState.userQuery) {
    case 'pending':
      return 'loading'
    case 'unauthorized':
      return 'redirect-signin'
    case 'error':
      return 'fetch-failed'
  }
  if (!currentUser) return 'loading'
  if (allowHotelTeam && isHotelTeam(currentUser.user)) return 'allowed'
  if (anySignedIn) return 'allowed'
  if (!currentUser.travelAgency) return 'no-agency'
  if (needsOnboarding(currentUser, pathname)) return 'redirect-onboarding'
  return isAllowed(currentUser.user.role, accessType) ? 'allowed' : 'redirect-signin'
}
