import { ApiError } from '#lib/api-errors.ts'

/** The API answered 401: the token is missing, expired, revoked or forged. */
export function isUnauthorized(error: unknown): boolean {
  return error instanceof ApiError && error.status === 401
}
