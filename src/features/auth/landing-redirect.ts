import type { QueryClient } from '@tanstack/react-query'
import { startPageFor } from '#domain/auth/roles.ts'
import { getAuthSnapshot } from '#lib/auth-store.ts'
import { readActingAgencyId } from './acting-agency.ts'
import { readCachedCurrentUser } from './current-user-cache.ts'
import { currentUserQueryOptions } from './queries.ts'

/**
 * Where "/" sends someone (docs/product/sign-in-and-roles.md#landing-redirect): an old ?propertyId= link to
 * /legacy/{id}, a signed-in user to the start page of their role (`startPageFor`; `role` undefined while
 * it is not known; a hotel's team to /chat); null keeps the landing.
 */
export function landingRedirect(
  searchStr: string,
  signedIn: boolean,
  role?: string | null,
  hotelAccess: { hotelId?: string | null; hasHotelAccess?: boolean } | null = null,
): string | null {
  const propertyId = new URLSearchParams(searchStr).get('propertyId')?.trim()
  if (propertyId) return `/legacy/${encodeURIComponent(propertyId)}`
  return signedIn ? startPageFor(role, hotelAccess) : null
}

/**
 * The same, for the current sign-in state: the stored session is read synchronously, the role from
 * this browser's last current-user answer or, right after a sign-in, from GET /api/current_user
 * (when that fails the role stays unknown and the guarded page decides).
 */
export async function currentLandingRedirect(searchStr: string, queryClient: QueryClient): Promise<string | null> {
  const sub = getAuthSnapshot().session?.profile.sub
  if (!sub || new URLSearchParams(searchStr).get('propertyId')?.trim()) return landingRedirect(searchStr, Boolean(sub))
  const acting = readActingAgencyId()
  const user =
    readCachedCurrentUser(sub, acting) ??
    (await queryClient.fetchQuery(currentUserQueryOptions(sub, acting)).catch(() => undefined))
  return landingRedirect(searchStr, true, user?.user.role, user?.user ?? null)
}
