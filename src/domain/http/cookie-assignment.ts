/**
 * What the app writes to `document.cookie` for a cookie of its own: the whole site, sent on
 * top-level navigations from other sites (`SameSite=Lax`: the server renders the first page with it),
 * `Secure` where the page itself came over HTTPS. A `maxAgeS` of 0 removes the cookie.
 */
export function cookieAssignment(name: string, value: string, maxAgeS: number, protocol: string): string {
  const secure = protocol === 'https:' ? '; Secure' : ''
  return `${name}=${encodeURIComponent(value)}; Path=/; Max-Age=${Math.max(0, Math.floor(maxAgeS))}; SameSite=Lax${secure}`
}
