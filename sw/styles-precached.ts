import { STYLES_PRECACHED_HEADER } from './sw-contract.ts'

/**
 * The navigation with the header that says the stylesheet is precached (a navigation request
 * copied with new headers becomes a same-origin request; redirects still reach the browser).
 */
export function withStylesPrecached(request: Request): Request {
  const headers = new Headers(request.headers)
  headers.set(STYLES_PRECACHED_HEADER, '1')
  return new Request(request, { headers })
}
