/**
 * Sign-in with oidc-client-ts (authorization code + PKCE, user kept in local storage). The library
 * is imported lazily: the session is read straight from storage, so a visitor who never signs in,
 * and a signed-in page whose token is still fresh, never wait for it. Renewal uses the refresh
 * token, once per expiry across tabs (Web Locks; the other tabs re-read the renewed session).
 */
import type { UserManager } from 'oidc-client-ts'
import type { OidcSettings, StoredSession } from './auth-config.ts'
import { isUsableSession, parseStoredSession, secondsLeft, userStorageKey } from './auth-config.ts'
import { classifyAuthError, safeReturnTo } from './auth-errors.ts'
import type { AuthProblem } from './auth-store.ts'
import { getAuthSnapshot, updateAuthSnapshot } from './auth-store.ts'

/** Renew this long before the access token expires. */
const RENEW_BEFORE_SECONDS = 60
/** A token with less life than this is renewed before a call uses it. */
const MIN_TOKEN_SECONDS = 10
const RETRY_UNREACHABLE_MS = 30_000
const LOCK_NAME = 'lds.auth.renew'

let settings: OidcSettings | null = null
let managerPromise: Promise<UserManager> | null = null
let renewing: Promise<StoredSession | null> | null = null
let renewTimer: ReturnType<typeof setTimeout> | undefined
/** the provider's answer as the browser opened /oidc-callback, before the router touches the URL */
let callbackUrl: string | null = null
/** the one exchange of this page load's sign-in answer (completeSignIn) */
let completion: Promise<string> | null = null

function storage(): Storage | null {
  try {
    return window.localStorage
  } catch {
    return null
  }
}

function readStoredSession(): StoredSession | null {
  return settings ? parseStoredSession(storage()?.getItem(userStorageKey(settings))) : null
}

/** Boot: reads the stored session (no library download) and plans its renewal. */
export function initAuth(oidc: OidcSettings | null): void {
  settings = oidc
  if (window.location.pathname === '/oidc-callback') callbackUrl = window.location.href
  updateAuthSnapshot({ configured: oidc !== null })
  const stored = readStoredSession()
  if (stored && !isUsableSession(stored)) clearSession({ kind: 'session-expired' })
  else updateAuthSnapshot({ session: stored })
  window.addEventListener('storage', onStorage)
  scheduleRenewal()
}

/** Another tab signed in, renewed or signed out: follow it. */
function onStorage(event: StorageEvent): void {
  if (!settings || (event.key !== null && event.key !== userStorageKey(settings))) return
  const before = getAuthSnapshot().session
  const after = readStoredSession()
  if (before && !after) updateAuthSnapshot({ session: null, problem: { kind: 'signed-out' } })
  else updateAuthSnapshot(after ? { session: after, problem: null } : { session: null })
  scheduleRenewal()
}

function loadManager(): Promise<UserManager> {
  const oidc = settings
  if (!oidc) return Promise.reject(new Error('Sign-in is not configured'))
  managerPromise ??= import('oidc-client-ts').then(({ UserManager, WebStorageStateStore }) => {
    const origin = window.location.origin
    const store = new WebStorageStateStore({ store: window.localStorage })
    return new UserManager({
      authority: oidc.authority,
      client_id: oidc.clientId,
      scope: oidc.scope,
      response_type: 'code',
      redirect_uri: `${origin}/oidc-callback`,
      post_logout_redirect_uri: `${origin}/`,
      userStore: store,
      stateStore: store,
      // renewal is ours (lazy library, one renewal across tabs); no session iframe, no userinfo
      automaticSilentRenew: false,
      monitorSession: false,
      loadUserInfo: false,
    })
  })
  managerPromise.catch(() => (managerPromise = null))
  return managerPromise
}

function scheduleRenewal(): void {
  clearTimeout(renewTimer)
  const session = getAuthSnapshot().session
  if (!session?.refreshToken || session.expiresAt === null) return
  const delayMs = Math.max(0, (secondsLeft(session) - RENEW_BEFORE_SECONDS) * 1000)
  renewTimer = setTimeout(() => void renewSession(), Math.min(delayMs, 2 ** 31 - 1))
}

function withLock<T>(task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks
  return locks ? locks.request(LOCK_NAME, task) : task()
}

/** Renews the access token with the refresh token; resolves with the session (null when it ended). */
function renewSession(): Promise<StoredSession | null> {
  renewing ??= withLock(async () => {
    const current = readStoredSession()
    if (!current) return null
    // another tab may have renewed while this one waited for the lock
    if (secondsLeft(current) > RENEW_BEFORE_SECONDS) return current
    if (!current.refreshToken) return expire(current)
    try {
      await (await loadManager()).signinSilent()
      const renewed = readStoredSession()
      updateAuthSnapshot({ session: renewed, problem: null })
      return renewed
    } catch (error) {
      if (classifyAuthError(error) !== 'provider-unreachable') return expire(current)
      updateAuthSnapshot({ problem: { kind: 'provider-unreachable' } })
      clearTimeout(renewTimer)
      renewTimer = setTimeout(() => void renewSession(), RETRY_UNREACHABLE_MS)
      return secondsLeft(current) > 0 ? current : null
    }
  }).finally(() => {
    renewing = null
    if (getAuthSnapshot().problem?.kind !== 'provider-unreachable') scheduleRenewal()
  })
  return renewing
}

function expire(session: StoredSession): null {
  if (readStoredSession()?.accessToken === session.accessToken) clearSession({ kind: 'session-expired' })
  return null
}

/** The bearer token for API calls: fresh from storage, renewed first when it is about to expire. */
export async function getAccessToken(): Promise<string | null> {
  const session = getAuthSnapshot().session
  if (!session) return null
  if (secondsLeft(session) > MIN_TOKEN_SECONDS) return session.accessToken
  return (await renewSession())?.accessToken ?? null
}

/** Forgets the session in this browser (all tabs see the storage change) and records why. */
export function clearSession(problem: AuthProblem | null): void {
  clearTimeout(renewTimer)
  if (settings) storage()?.removeItem(userStorageKey(settings))
  updateAuthSnapshot({ session: null, problem })
}

export type SignInOptions = { returnTo: string; prompt?: 'login' | 'create'; language?: string }

/**
 * Sends the browser to the provider's login page; `returnTo` comes back in the state. A sign-up also
 * tells the provider where it started (`return_to`): the verification link, opened later and maybe
 * elsewhere, signs the new account in there (docs/decisions/120-registration-and-email-verification.md).
 */
export async function signIn({ returnTo, prompt, language }: SignInOptions): Promise<void> {
  const manager = await loadManager()
  const extraQueryParams = prompt === 'create' ? { return_to: returnTo } : undefined
  await manager.signinRedirect({ state: { returnTo }, prompt, ui_locales: language, extraQueryParams })
}

/** Finishes the sign-in on /oidc-callback; resolves with the location to return to. */
/**
 * Finishes the sign-in the browser came back with. Once per page load: the callback page can mount
 * twice while the session it creates re-renders the shell, and a second exchange of the same answer
 * fails, so every caller shares the first exchange and goes to the same place.
 */
export function completeSignIn(url: string = callbackUrl ?? window.location.href): Promise<string> {
  callbackUrl = null
  completion ??= (async () => {
    const user = await (await loadManager()).signinRedirectCallback(url)
    updateAuthSnapshot({ session: readStoredSession(), problem: null })
    scheduleRenewal()
    const returnTo = safeReturnTo((user.state as { returnTo?: unknown } | undefined)?.returnTo)
    try {
      window.sessionStorage.setItem(RETURNED_TO_KEY, returnTo)
    } catch {
      // storage blocked: a reloaded callback page then goes to "/"
    }
    return returnTo
  })()
  return completion
}

const RETURNED_TO_KEY = 'lds.auth.returned-to'

/** Where this tab's last finished sign-in went: a reloaded callback page goes there again. */
export function lastReturnTo(): string {
  try {
    return safeReturnTo(window.sessionStorage.getItem(RETURNED_TO_KEY) ?? undefined)
  } catch {
    return '/'
  }
}

/** Ends the provider session (its page returns to the site's root). */
export async function endProviderSession(idToken: string | null): Promise<void> {
  const manager = await loadManager()
  await manager.signoutRedirect({ id_token_hint: idToken ?? undefined })
}

/** Test helper. */
export function resetAuth(): void {
  clearTimeout(renewTimer)
  window.removeEventListener('storage', onStorage)
  settings = null
  managerPromise = null
  renewing = null
  completion = null
}
