import type { UseQueryResult } from '@tanstack/react-query'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { createContext, useCallback, useContext, useEffect, useMemo, useSyncExternalStore } from 'react'
import { NetworkError } from '#lib/api-errors.ts'
import { signIn as startSignIn } from '#lib/auth.ts'
import { onAuthBroadcast } from '#lib/auth-broadcast.ts'
import { setSignedInUser } from '#lib/signed-in-user.ts'
import type { AuthSnapshot } from '#lib/auth-store.ts'
import { getAuthSnapshot, subscribeToAuth } from '#lib/auth-store.ts'
import { readActingAgencyId, setActingAgencyId, subscribeToActingAgency } from './acting-agency.ts'
import type { AuthState } from './access-decision.ts'
import { readCachedCurrentUser, writeCachedCurrentUser } from './current-user-cache.ts'
import { currentUserQueryOptions } from './queries.ts'
import type { CacheClearer } from './sign-out.ts'
import { forgetSignedInData, signOut } from './sign-out.ts'
import type { CurrentUser, TravelAgency, User } from './types.ts'
import { isUnauthorized } from './unauthorized.ts'

export type AuthContextValue = {
  snapshot: AuthSnapshot
  /** sign-in is offered on this host (false on the consumer storefront) */
  isLoginEnabled: boolean
  authState: AuthState
  currentUser: UseQueryResult<CurrentUser>
  user: User | undefined
  travelAgency: TravelAgency | null | undefined
  actingAgencyId: string | null
  setActingAgencyId: (id: string | null) => void
  /** sends the browser to the provider; comes back to `returnTo` (default: the current location) */
  signIn: (options?: { returnTo?: string; prompt?: 'login' | 'create' }) => Promise<void>
  signOut: () => Promise<void>
}

const AuthContext = createContext<AuthContextValue | null>(null)

type Props = { isLoginEnabled: boolean; clearCaches: CacheClearer; language: () => string; children: ReactNode }

export function currentLocation(): string {
  return `${window.location.pathname}${window.location.search}${window.location.hash}`
}

/**
 * The guard's view of the sign-in. A user known from an earlier answer (this browser's cached one)
 * stays known when the refetch gets no answer at all (offline, time-out): the saved pages keep
 * working offline (docs/product/offline-and-pwa.md); a 401 or another answer still counts.
 */
export function toAuthState(
  snapshot: Pick<AuthSnapshot, 'session'>,
  query: Pick<UseQueryResult<CurrentUser>, 'isSuccess' | 'isError' | 'error' | 'data'>,
): AuthState {
  if (!snapshot.session) return { status: 'signed-out' }
  if (query.isSuccess) return { status: 'signed-in', userQuery: 'success' }
  if (query.isError && query.data !== undefined && query.error instanceof NetworkError)
    return { status: 'signed-in', userQuery: 'success' }
  if (query.isError) return { status: 'signed-in', userQuery: isUnauthorized(query.error) ? 'unauthorized' : 'error' }
  return { status: 'signed-in', userQuery: 'pending' }
}

/** Sign-in state, the current user (GET /api/current_user) and the admin's acting agency. */
export function AuthProvider({ isLoginEnabled, clearCaches, language, children }: Props) {
  const queryClient = useQueryClient()
  const snapshot = useSyncExternalStore(subscribeToAuth, getAuthSnapshot, getAuthSnapshot)
  const actingAgencyId = useSyncExternalStore(subscribeToActingAgency, readActingAgencyId, readActingAgencyId)
  const sub = snapshot.session?.profile.sub ?? ''
  const currentUser = useQuery({
    ...currentUserQueryOptions(sub, actingAgencyId),
    enabled: sub !== '',
    // the last answer of this browser as a first guess (theme at once, guarded pages offline)
    initialData: () => (sub ? readCachedCurrentUser(sub, actingAgencyId) : undefined),
    initialDataUpdatedAt: 0,
  })
  const fetched = currentUser.isSuccess && currentUser.dataUpdatedAt > 0 ? currentUser.data : undefined
  useEffect(() => {
    if (fetched && sub) writeCachedCurrentUser(sub, actingAgencyId, fetched)
  }, [fetched, sub, actingAgencyId])
  // features that tell the viewer's own records from others' read the user here (the chat)
  const knownUser = snapshot.session ? currentUser.data?.user : undefined
  useEffect(() => setSignedInUser(knownUser ?? null), [knownUser])

  // a revoked, forged or expired token (401): the session is over; say so, offer to sign in again
  const unauthorized = currentUser.isError && isUnauthorized(currentUser.error)
  useEffect(() => {
    if (unauthorized && getAuthSnapshot().session)
      void forgetSignedInData(queryClient, clearCaches, { kind: 'session-expired' })
  }, [unauthorized, queryClient, clearCaches])

  // an admin acting for an agency that no longer exists acts for their own agency again
  const unknownAgency =
    currentUser.isError && actingAgencyId !== null && (currentUser.error as { status?: number }).status === 404
  useEffect(() => {
    if (unknownAgency) setActingAgencyId(null)
  }, [unknownAgency])

  // sign-out in another tab signs this tab out too
  useEffect(
    () =>
      onAuthBroadcast((message) => {
        const kind = message.type === 'signed-out' ? 'signed-out' : 'session-expired'
        void forgetSignedInData(queryClient, clearCaches, { kind })
      }),
    [queryClient, clearCaches],
  )

  const signIn = useCallback<AuthContextValue['signIn']>(
    (options = {}) =>
      startSignIn({ returnTo: options.returnTo ?? currentLocation(), prompt: options.prompt, language: language() }),
    [language],
  )
  const signOutAll = useCallback(() => signOut(queryClient, clearCaches), [queryClient, clearCaches])

  const value = useMemo<AuthContextValue>(
    () => ({
      snapshot,
      isLoginEnabled,
      authState: toAuthState(snapshot, currentUser),
      currentUser,
      user: snapshot.session ? currentUser.data?.user : undefined,
      travelAgency: snapshot.session ? currentUser.data?.travelAgency : undefined,
      actingAgencyId,
      setActingAgencyId,
      signIn,
      signOut: signOutAll,
    }),
    [snapshot, isLoginEnabled, currentUser, actingAgencyId, signIn, signOutAll],
  )
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>
}

/**
 * The auth context; using it outside AuthProvider is a developer
 * error (docs/product/sign-in-and-roles.md#developer-errors).
 */
export function useAuth(): AuthContextValue {
  const value = useContext(AuthContext)
  if (!value) throw new Error('useAuth must be used within an AuthProvider')
  return value
}

/** The signed-in user, for components that only render for one (docs/product/sign-in-and-roles.md#developer-errors). */
export function useUser(): User {
  const { user } = useAuth()
  if (!user) throw new Error('Expected user to be defined')
  return user
}

/**
 * The user's travel agency (or the one an admin acts for), where one
 * must exist (docs/product/sign-in-and-roles.md#developer-errors).
 */
export function useTravelAgency(): TravelAgency {
  const { travelAgency } = useAuth()
  if (!travelAgency) throw new Error('Expected travelAgency to be defined')
  return travelAgency
}
