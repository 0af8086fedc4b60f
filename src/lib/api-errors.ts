/** A non-2xx answer of the API. `body` is the parsed JSON (or text) the server sent. */
export class ApiError extends Error {
  readonly status: number
  readonly body: unknown

  constructor(status: number, body: unknown, message?: string) {
    super(message ?? messageFromBody(body) ?? `Request failed with status ${status}`)
    this.name = 'ApiError'
    this.status = status
    this.body = body
  }
}

/** The API answered 403: the caller is known but their role may not do this (server/auth/require-access.ts). */
export function isForbidden(error: unknown): boolean {
  return error instanceof ApiError && error.status === 403
}

/** No answer at all: offline, DNS, connection reset, or the 330 s time-out. */
export class NetworkError extends Error {
  readonly reason: 'offline' | 'timeout'

  constructor(reason: 'offline' | 'timeout', options?: { cause?: unknown }) {
    super(reason === 'timeout' ? 'The request timed out' : "The request didn't reach the server", options)
    this.name = 'NetworkError'
    this.reason = reason
  }
}

function messageFromBody(body: unknown): string | null {
  if (typeof body === 'string' && body.trim()) return body.trim().slice(0, 500)
  if (typeof body === 'object' && body !== null) {
    const { message, error } = body as { message?: unknown; error?: unknown }
    if (typeof message === 'string' && message) return message
    if (typeof error === 'string' && error) return error
  }
  return null
}

/**
 * How a failed call should be explained to a person (hotel search texts, docs/product/api.md#client):
 * no response, a server error (>= 500), a server message to quote, or a rejected request.
 */
export type ApiFailure =
  { kind: 'no-response' } | { kind: 'server-error' } | { kind: 'server-says'; text: string } | { kind: 'bad-request' }

export function classifyApiFailure(error: unknown): ApiFailure {
  if (error instanceof NetworkError) return { kind: 'no-response' }
  if (!(error instanceof ApiError)) return { kind: 'bad-request' }
  if (error.status >= 500) return { kind: 'server-error' }
  const text = messageFromBody(error.body)
  return text ? { kind: 'server-says', text } : { kind: 'bad-request' }
}
