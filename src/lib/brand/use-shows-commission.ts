import { useSyncExternalStore } from 'react'
import { getAuthSnapshot, subscribeToAuth } from '#lib/auth-store.ts'
import { useBrand } from './brand-context.tsx'

/** True while somebody is signed in (the stored session of the auth store). */
export function useIsSignedIn(): boolean {
  return useSyncExternalStore(
    subscribeToAuth,
    () => getAuthSnapshot().session !== null,
    () => false,
  )
}

/**
 * Commission and the 'Commissionable' label: only for commission-display
 * brands with a signed-in user (docs/product/property-pages.md#commission).
 */
export function useShowsCommission(): boolean {
  const brand = useBrand()
  const signedIn = useIsSignedIn()
  return brand.isCommissionDisplayed && !brand.isB2C && signedIn
}
