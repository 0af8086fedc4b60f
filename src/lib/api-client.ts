import { ApiError, NetworkError } from './api-errors.ts'
import { readStoredLanguage } from './language-storage.ts'

/** The HTTP client (docs/product/api.md#client): base '/api', bearer token, 330000 ms time-out, JSON in and out. */
const API_BASE = '/api'
export const API_TIMEOUT_MS = 330_000

type TokenGetter = () => string | null | undefined | Promise<string | null | undefined>

let getAccessToken: TokenGetter = () => null

/** Sign-in plugs its token source in here; until then calls go without a token. */
export function setAccessTokenGetter(getter: TokenGetter): void {
  getAccessToken = getter
}

let getExtraHeaders: () => Record<string, string> = () => ({})

/**
 * Headers every call carries, e.g. the admin's X-Acting-Travel-Agency
 * (docs/product/sign-in-and-roles.md#acting-for-an-agency).
 */
export function setExtraHeadersGetter(getter: () => Record<string, string>): void {
  getExtraHeaders = getter
}

/**
 * Where calls go: the browser's fetch, or on the server the app itself in-process (the server
 * render, docs/decisions/045-server-rendering.md), which also names the page's language.
 */
export type ApiTransport = { fetch: typeof fetch; language?: () => string }

let transport: ApiTransport = { fetch: (input, init) => fetch(input, init) }

export function setApiTransport(next: ApiTransport): void {
  transport = next
}

export type QueryValue = string | number | boolean | null | undefined | readonly (string | number)[]

export type ApiRequestOptions = {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE'
  /** sent as JSON; a FormData is sent as multipart/form-data (a file upload) */
  body?: unknown
  query?: Record<string, QueryValue>
  headers?: Record<string, string>
  /** entity list calls carry an accept-language header from the stored language */
  entityList?: boolean
  signal?: AbortSignal
  timeoutMs?: number
}

/**
 * Path plus query string; null and undefined values are left out, arrays repeat the key.
 * Spaces are sent as %20 (never '+'), e.g. projection=name%20city.
 */
export function buildApiUrl(path: string, query?: Record<string, QueryValue>): string {
  const url = `${API_BASE}${path.startsWith('/') ? path : `/${path}`}`
  const pairs: string[] = []
  const add = (key: string, value: string | number | boolean) =>
    pairs.push(`${encodeURIComponent(key)}=${encodeURIComponent(String(value))}`)
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue
    if (Array.isArray(value)) for (const item of value) add(key, item)
    else add(key, value as string | number | boolean)
  }
  if (!pairs.length) return url
  return `${url}${url.includes('?') ? '&' : '?'}${pairs.join('&')}`
}

function isFormData(body: unknown): body is FormData {
  return typeof FormData !== 'undefined' && body instanceof FormData
}

async function buildHeaders(options: ApiRequestOptions): Promise<Headers> {
  const headers = new Headers({ accept: 'application/json', ...getExtraHeaders(), ...options.headers })
  // multipart: the browser writes the content type with its boundary
  if (options.body !== undefined && !isFormData(options.body)) headers.set('content-type', 'application/json')
  if (options.entityList) headers.set('accept-language', transport.language?.() ?? readStoredLanguage() ?? 'en')
  const token = await getAccessToken()
  if (token) headers.set('authorization', `Bearer ${token}`)
  return headers
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204 || response.status === 205) return undefined
  const text = await response.text()
  if (!text) return undefined
  const type = response.headers.get('content-type') ?? ''
  if (!type.includes('json')) return text
  try {
    return JSON.parse(text)
  } catch {
    return text
  }
}

async function send(url: string, init: RequestInit, timeout: AbortSignal, caller?: AbortSignal): Promise<Response> {
  try {
    return await transport.fetch(url, init)
  } catch (error) {
    if (caller?.aborted) throw error
    if (timeout.aborted) throw new NetworkError('timeout', { cause: error })
    throw new NetworkError('offline', { cause: error })
  }
}

/** One API call. Resolves with the parsed body; throws ApiError (non-2xx) or NetworkError (no answer). */
export async function apiRequest<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const timeout = AbortSignal.timeout(options.timeoutMs ?? API_TIMEOUT_MS)
  const signal = options.signal ? AbortSignal.any([options.signal, timeout]) : timeout
  const init: RequestInit = {
    method: options.method ?? 'GET',
    headers: await buildHeaders(options),
    body:
      options.body === undefined ? undefined : isFormData(options.body) ? options.body : JSON.stringify(options.body),
    signal,
    credentials: 'same-origin',
  }
  const response = await send(buildApiUrl(path, options.query), init, timeout, options.signal)
  let body: unknown
  try {
    body = await readBody(response)
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new NetworkError(timeout.aborted ? 'timeout' : 'offline', { cause: error })
  }
  if (!response.ok) throw new ApiError(response.status, body)
  return body as T
}

type Shortcut = Omit<ApiRequestOptions, 'method' | 'body'>

export const api = {
  get: <T>(path: string, options?: Shortcut) => apiRequest<T>(path, { ...options, method: 'GET' }),
  post: <T>(path: string, body?: unknown, options?: Shortcut) =>
    apiRequest<T>(path, { ...options, method: 'POST', body }),
  patch: <T>(path: string, body?: unknown, options?: Shortcut) =>
    apiRequest<T>(path, { ...options, method: 'PATCH', body }),
  put: <T>(path: string, body?: unknown, options?: Shortcut) =>
    apiRequest<T>(path, { ...options, method: 'PUT', body }),
  delete: <T>(path: string, options?: Shortcut) => apiRequest<T>(path, { ...options, method: 'DELETE' }),
}

/**
 * A streamed GET (the chat's Server-Sent Events, docs/product/chat.md#client): the same headers and
 * transport as every call, no time-out, and the Response handed back unread for its body stream.
 * Throws ApiError for a non-2xx answer (body read) and NetworkError when no answer came.
 */
export async function apiStream(
  path: string,
  options: { headers?: Record<string, string>; signal?: AbortSignal } = {},
): Promise<Response> {
  const headers = await buildHeaders({ headers: options.headers })
  let response: Response
  try {
    response = await transport.fetch(buildApiUrl(path), {
      method: 'GET',
      headers,
      signal: options.signal,
      credentials: 'same-origin',
      cache: 'no-store',
    })
  } catch (error) {
    if (options.signal?.aborted) throw error
    throw new NetworkError('offline', { cause: error })
  }
  if (!response.ok) throw new ApiError(response.status, await readBody(response).catch(() => undefined))
  return response
}
