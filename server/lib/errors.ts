import type { Context } from 'hono'
import type { ContentfulStatusCode } from 'hono/utils/http-status'
import { HTTPException } from 'hono/http-exception'
import { errorLogFields } from './error-log.ts'
import type { Logger } from './logger.ts'

/**
 * The typed errors of the server. Services, middleware and routes throw them; they say what went
 * wrong, never how it is answered: `errorAnswer` below is the one place that turns them into HTTP.
 */

/** One message per field (dot path; `_` for the whole body). */
export type FieldErrors = Record<string, string>

/** Something asked for does not exist: `new NotFoundError('Property')` reads "Property not found". */
export class NotFoundError extends Error {
  constructor(what?: string, message = what ? `${what} not found` : 'Not found') {
    super(message)
    this.name = 'NotFoundError'
  }
}

/** The 403 message of a signed-in user without a travel agency (docs/product/sign-in-and-roles.md#roles). */
export const NO_AGENCY_MESSAGE = 'You are not registered in a travel agency yet'

/** The caller may not do or see this. */
export class ForbiddenError extends Error {
  constructor(message = 'Forbidden') {
    super(message)
    this.name = 'ForbiddenError'
  }
}

/** No valid credentials (no token, a bad one, or an unknown user). */
export class UnauthenticatedError extends Error {
  constructor(message = 'Not authenticated') {
    super(message)
    this.name = 'UnauthenticatedError'
  }
}

/** Bad input, with a message per field. */
export class ValidationError extends Error {
  // plain fields, not parameter properties: the server's sources also run under Node's type stripping
  readonly errors: FieldErrors
  constructor(errors: FieldErrors, message = 'Invalid request') {
    super(message)
    this.errors = errors
    this.name = 'ValidationError'
  }
}

/** The request conflicts with what is stored. */
export class ConflictError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ConflictError'
  }
}

/**
 * An Idempotency-Key sent again with a different request: a conflict that the IETF Idempotency-Key
 * header draft answers with 422, not 409.
 */
export class IdempotencyKeyReusedError extends ConflictError {
  constructor(message = 'This Idempotency-Key was already used for a different request') {
    super(message)
    this.name = 'IdempotencyKeyReusedError'
  }
}

/** The request body is larger than the server accepts. */
export class PayloadTooLargeError extends Error {
  constructor(message = 'The request is too large') {
    super(message)
    this.name = 'PayloadTooLargeError'
  }
}

/** The request body is not of a type the endpoint accepts (public writes take JSON only). */
export class UnsupportedMediaTypeError extends Error {
  constructor(message = 'The request body must be JSON (Content-Type: application/json)') {
    super(message)
    this.name = 'UnsupportedMediaTypeError'
  }
}

/** Well-formed input the server cannot use (an unknown program, an SVG with nothing safe left): 422. */
export class UnprocessableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnprocessableError'
  }
}

/** What the request names existed but is no more (an expired or withdrawn invitation): 410. */
export class GoneError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'GoneError'
  }
}

/** Too many requests from this client; it may try again after `retryAfterSeconds`. */
export class TooManyRequestsError extends Error {
  readonly retryAfterSeconds: number
  constructor(retryAfterSeconds: number, message = 'Too many requests. Please try again in a few minutes.') {
    super(message)
    this.retryAfterSeconds = retryAfterSeconds
    this.name = 'TooManyRequestsError'
  }
}

/** A service the request needs cannot be reached or is not there. */
export class UnavailableError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'UnavailableError'
  }
}

/** A service behind us (the payment service) answered wrongly or not at all: 502. */
export class BadGatewayError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'BadGatewayError'
  }
}

type ErrorAnswer = {
  status: ContentfulStatusCode
  body: { message: string; errors?: FieldErrors }
  headers?: Record<string, string>
}

/** The HTTP answer of a thrown error; undefined for an unexpected one (a 500, logged). */
function errorAnswer(err: Error): ErrorAnswer | undefined {
  const message = { message: err.message }
  if (err instanceof ValidationError) return { status: 400, body: { message: err.message, errors: err.errors } }
  if (err instanceof UnauthenticatedError)
    return { status: 401, body: message, headers: { 'WWW-Authenticate': 'Bearer' } }
  if (err instanceof ForbiddenError) return { status: 403, body: message }
  if (err instanceof NotFoundError) return { status: 404, body: message }
  if (err instanceof IdempotencyKeyReusedError) return { status: 422, body: message }
  if (err instanceof UnprocessableError) return { status: 422, body: message }
  if (err instanceof ConflictError) return { status: 409, body: message }
  if (err instanceof GoneError) return { status: 410, body: message }
  if (err instanceof PayloadTooLargeError) return { status: 413, body: message }
  if (err instanceof UnsupportedMediaTypeError) return { status: 415, body: message }
  if (err instanceof TooManyRequestsError)
    return { status: 429, body: message, headers: { 'Retry-After': String(err.retryAfterSeconds) } }
  if (err instanceof UnavailableError) return { status: 503, body: message }
  if (err instanceof BadGatewayError) return { status: 502, body: message }
  // thrown by Hono itself (e.g. a malformed request in its own middleware)
  if (err instanceof HTTPException) return { status: err.status, body: { message: err.message || 'Request failed' } }
  return undefined
}

/**
 * The app's `onError`: typed errors get their answer; unexpected errors are logged (a failed query
 * with its code and name only, see error-log.ts) and answered with 500.
 */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    const answer = errorAnswer(err)
    if (answer) {
      for (const [name, value] of Object.entries(answer.headers ?? {})) c.header(name, value)
      return c.json(answer.body, answer.status)
    }
    logger.error('unhandled', { path: c.req.path, method: c.req.method, ...errorLogFields(err) })
    return c.json({ message: 'Internal server error' }, 500)
  }
}
