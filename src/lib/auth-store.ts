/**
 * The observable sign-in state (fits useSyncExternalStore): the stored session and, when something
 * went wrong, the problem to explain with a way forward ("Sign in again").
 */
import type { StoredSession } from './auth-config.ts'

type AuthProblemKind =
  /** the runtime configuration has no identity provider */
  | 'not-configured'
  /** the provider could not be reached (offline, down) */
  | 'provider-unreachable'
  /** the session ended: refresh failed, token expired, revoked or forged (the API answered 401) */
  | 'session-expired'
  /** the provider answered the sign-in with an error */
  | 'sign-in-failed'
  /** the person signed out (in this tab or another one) */
  | 'signed-out'

export type AuthProblem = { kind: AuthProblemKind; detail?: string }

export type AuthSnapshot = {
  session: StoredSession | null
  problem: AuthProblem | null
  /** sign-in is configured (the runtime configuration has an `oidc` block) */
  configured: boolean
}

type Listener = () => void

let snapshot: AuthSnapshot = { session: null, problem: null, configured: false }
const listeners = new Set<Listener>()

export function getAuthSnapshot(): AuthSnapshot {
  return snapshot
}

export function subscribeToAuth(listener: Listener): () => void {
  listeners.add(listener)
  return () => listeners.delete(listener)
}

/** Replaces parts of the snapshot; listeners run only when something changed. */
export function updateAuthSnapshot(patch: Partial<AuthSnapshot>): void {
  const next = { ...snapshot, ...patch }
  const changed = (Object.keys(next) as (keyof AuthSnapshot)[]).some((key) => !sameValue(next[key], snapshot[key]))
  if (!changed) return
  snapshot = next
  for (const listener of listeners) listener()
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  return JSON.stringify(a) === JSON.stringify(b)
}

/** Test helper. */
export function resetAuthSnapshot(): void {
  snapshot = { session: null, problem: null, configured: false }
}
