/**
 * The pages the server renders (docs/decisions/045-server-rendering.md): the public storefront and
 * the sign-up landings (an agency's first page; a signed-in person is sent on after hydration).
 * The signed-in business pages, the sign-in and onboarding steps and the tab-scoped flag switches
 * depend on the browser's own state (session, session storage) and stay rendered in the browser
 * from the shell.
 */
const BROWSER_ONLY = [
  '/hotels',
  '/onboarding',
  '/admin',
  '/user',
  '/signin',
  '/oidc-callback',
  '/fflags',
  '/partner',
  '/join',
]
const BROWSER_ONLY_ENDINGS = ['/book-now', '/take-option', '/save-interest']

export function isServerRendered(pathname: string): boolean {
  const path = pathname.replace(/\/+$/, '') || '/'
  if (BROWSER_ONLY.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))) return false
  return !BROWSER_ONLY_ENDINGS.some((ending) => path.endsWith(ending))
}
