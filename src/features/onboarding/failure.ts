/**
 * Why an onboarding call failed, as a step says it: offline (the draft is kept on this device), not signed in any
 * more (the 'Not authenticated' toast, SPEC §8), forbidden, a conflict (409, e.g. already a member of an agency) or
 * a rejected request with the server's text.
 */
import { ApiError, NetworkError } from '#lib/api-errors.ts'

export type StepFailure =
  | { kind: 'offline' }
  | { kind: 'unauthenticated' }
  | { kind: 'forbidden' }
  | { kind: 'conflict'; text: string }
  | { kind: 'rejected'; text: string | null }

export function stepFailureOf(error: unknown): StepFailure {
  if (error instanceof NetworkError) return { kind: 'offline' }
  if (!(error instanceof ApiError)) return { kind: 'rejected', text: null }
  if (error.status === 401) return { kind: 'unauthenticated' }
  if (error.status === 403) return { kind: 'forbidden' }
  const text = error.message.startsWith('Request failed with status') ? null : error.message
  if (error.status === 409) return { kind: 'conflict', text: text ?? '' }
  return { kind: 'rejected', text: error.status >= 500 ? null : text }
}
