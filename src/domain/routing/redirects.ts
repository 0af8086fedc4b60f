/**
 * The permanent redirects (docs/product/routes-and-redirects.md#redirects). Used by the server (HTTP 301) and the
 * client router (so an in-app link to an old path lands on the same page). Paths are compared decoded.
 */
export const ALPS_PAGE = '/die-luxuriösesten-chalets-der-alpen'

type RedirectRule = { from: RegExp; to: (match: RegExpMatchArray) => string }

const rules: RedirectRule[] = [
  { from: /^\/anfrage$/, to: () => '/enquire-now' },
  { from: /^\/jetzt-anfragen$/, to: () => '/enquire-now' },
  { from: /^\/events$/, to: () => '/' },
  { from: /^\/über-uns$/, to: () => '/about' },
  { from: /^\/instagram$/, to: () => '/lds/general' },
  { from: /^\/linkedin$/, to: () => '/lds/general' },
  { from: /^\/chalets\/österreich\/sonstige$/, to: () => '/chalets/oesterreich' },
  { from: /^\/die-besten-chalets-der-alpen(\/.*)?$/, to: (m) => `${ALPS_PAGE}${m[1] ?? ''}` },
  { from: /^\/chalets$/, to: () => ALPS_PAGE },
  { from: /^\/luxus-ski-hotels(\/[^/]+)?$/, to: (m) => `${ALPS_PAGE}${m[1] ?? ''}` },
]

/** Decodes a URL path safely (a malformed escape is kept as it is). */
export function decodePath(pathname: string): string {
  try {
    return decodeURIComponent(pathname)
  } catch {
    return pathname
  }
}

/** Strips one trailing slash (except for the root). */
export function normalizePath(pathname: string): string {
  const decoded = decodePath(pathname)
  return decoded.length > 1 && decoded.endsWith('/') ? decoded.slice(0, -1) : decoded
}

/** The target of a permanent redirect for this path, or null. */
export function findRedirect(pathname: string): string | null {
  const path = normalizePath(pathname)
  for (const rule of rules) {
    const match = path.match(rule.from)
    if (match) {
      const target = rule.to(match)
      return target === path ? null : target
    }
  }
  return null
}
