import { getAuthSnapshot } from '#lib/auth-store.ts'

/**
 * Where "/" sends someone (docs/product/sign-in-and-roles.md#landing-redirect): an old ?propertyId= link to
 * /legacy/{id}, a signed-in user to /hotels; null keeps the landing.
 */
export function landingRedirect(searchStr: string, signedIn: boolean): string | null {
  const propertyId = new URLSearchParams(searchStr).get('propertyId')?.trim()
  if (propertyId) return `/legacy/${encodeURIComponent(propertyId)}`
  return signedIn ? '/hotels' : null
}

/** The same, for the current sign-in state (the stored session is read synchronously). */
export function currentLandingRedirect(searchStr: string): string | null {
  return landingRedirect(searchStr, getAuthSnapshot().session !== null)
}
