/**
 * The last GET /api/current_user answer of this browser, so a returning agent sees their theme at
 * once and a guarded page opens offline. It is only a first guess: the query refetches it at once,
 * and a 401 or sign-out forgets it.
 */
import type { CurrentUser } from './types.ts'

const STORAGE_KEY = 'lds.current-user'

type Entry = { sub: string; actingAgencyId: string | null; data: CurrentUser }

export function readCachedCurrentUser(sub: string, actingAgencyId: string | null): CurrentUser | undefined {
  try {
    const entry = JSON.parse(localStorage.getItem(STORAGE_KEY) ?? 'null') as Entry | null
    if (!entry || entry.sub !== sub || entry.actingAgencyId !== actingAgencyId) return undefined
    return entry.data?.user && 'travelAgency' in entry.data ? entry.data : undefined
  } catch {
    return undefined
  }
}

export function writeCachedCurrentUser(sub: string, actingAgencyId: string | null, data: CurrentUser): void {
  try {
    localStorage.setItem(STORAGE_KEY, JSON.stringify({ sub, actingAgencyId, data } satisfies Entry))
  } catch {
    // storage full or disabled: no first guess next time
  }
}

export function clearCachedCurrentUser(): void {
  try {
    localStorage.removeItem(STORAGE_KEY)
  } catch {
    // nothing kept
  }
}
