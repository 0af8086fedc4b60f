/**
 * Sign-out (docs/product/sign-in-and-roles.md#sign-out): forget the session, the acting agency,
 * every query and the persisted query cache, clear the API caches of the service worker, tell the
 * other tabs, then end the provider session (its page comes back to "/").
 */
import type { QueryClient } from '@tanstack/react-query'
import { clearSession, endProviderSession } from '#lib/auth.ts'
import { broadcastAuth } from '#lib/auth-broadcast.ts'
import type { AuthProblem } from '#lib/auth-store.ts'
import { getAuthSnapshot } from '#lib/auth-store.ts'
import { clearPersistedQueryCache } from '#lib/query-client.ts'
import { clearSignedInStorage } from '#lib/signed-in-storage.ts'
import { setSignedInUser } from '#lib/signed-in-user.ts'
import { setActingAgencyId } from './acting-agency.ts'
import { clearCachedCurrentUser } from './current-user-cache.ts'

export type CacheClearer = () => Promise<void>

/** Everything a signed-in person left in this browser, gone; `problem` says why (shown to them). */
export async function forgetSignedInData(
  queryClient: QueryClient,
  clearCaches: CacheClearer,
  problem: AuthProblem | null,
): Promise<void> {
  clearSession(problem)
  clearCachedCurrentUser()
  setActingAgencyId(null)
  queryClient.clear()
  clearPersistedQueryCache()
  clearSignedInStorage()
  setSignedInUser(null)
  await clearCaches().catch(() => undefined)
}

/** `clearCaches` empties the service worker's API caches (the app passes clearApiCaches). */
export async function signOut(queryClient: QueryClient, clearCaches: CacheClearer): Promise<void> {
  const idToken = getAuthSnapshot().session?.idToken ?? null
  await forgetSignedInData(queryClient, clearCaches, { kind: 'signed-out' })
  broadcastAuth({ type: 'signed-out' })
  try {
    await endProviderSession(idToken)
  } catch {
    // the provider cannot be reached: this browser is signed out all the same
    window.location.assign('/')
  }
}
