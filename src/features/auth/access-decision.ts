/**
 * The access guard (docs/product/sign-in-and-roles.md#access-guard) as one pure decision: while loading 'Loading
 * user...'; a failure other than 401 'Could not fetch user data.'; signed out (or 401) 'Redirecting to
 * sign-in...'; no travel agency 'You are not registered in a travel agency yet'; the login gate
 * (required onboarding unfinished, not admin, not under /partner/concierge-jobs/) /onboarding;
 * a role the access type does not allow: back to sign-in. Pages open to a hotel's team (`allowHotelTeam`,
 * the chat: docs/decisions/103-the-hotel-team-in-the-chat.md) let its members in without an agency.
 */
import type { AccessType } from '#domain/auth/roles.ts'
import { isAdmin, isAllowed, isHotelTeam, requiredOnboardingDone } from '#domain/auth/roles.ts'
import type { CurrentUser } from './types.ts'

export type AccessDecision =
  'loading' | 'no-agency' | 'fetch-failed' | 'redirect-signin' | 'redirect-onboarding' | 'allowed'

/** Where sign-in stands: no session, or a session whose GET /api/current_user is in some state. */
export type AuthState =
  { status: 'signed-out' } | { status: 'signed-in'; userQuery: 'pending' | 'success' | 'unauthorized' | 'error' }

const CONCIERGE_JOBS_PREFIX = '/partner/concierge-jobs/'
const ONBOARDING_PATH = '/onboarding'

/** The login gate: a user who must finish onboarding first (admins never; concierge jobs are open). */
export function needsOnboarding(currentUser: CurrentUser, pathname: string): boolean {
  if (isAdmin(currentUser.user.role)) return false
  if (pathname.startsWith(CONCIERGE_JOBS_PREFIX) || pathname === ONBOARDING_PATH) return false
  return !requiredOnboardingDone(currentUser.user)
}

export function decideAccess(
  authState: AuthState,
  currentUser: CurrentUser | undefined,
  pathname: string,
  accessType: AccessType = 'default',
  { allowHotelTeam = false }: { allowHotelTeam?: boolean } = {},
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
  if (!currentUser.travelAgency) return 'no-agency'
  if (needsOnboarding(currentUser, pathname)) return 'redirect-onboarding'
  return isAllowed(currentUser.user.role, accessType) ? 'allowed' : 'redirect-signin'
}
