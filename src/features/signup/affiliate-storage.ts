/**
 * The sign-up affiliate this browser came with (SPEC §3, docs/product/onboarding.md#signup): an `affiliateId` from
 * the query is kept in local storage under `affiliateId` only if none is stored yet, so the first affiliate that
 * brought the person keeps the credit.
 */
export const AFFILIATE_STORAGE_KEY = 'affiliateId'

const ID = /^[A-Za-z0-9_-]{1,80}$/

/** The id to store, or null to leave the storage as it is: a well-formed id from the query when none is stored. */
export function affiliateIdToStore(stored: string | null | undefined, fromQuery: unknown): string | null {
  if (stored) return null
  if (typeof fromQuery !== 'string') return null
  const id = fromQuery.trim()
  return ID.test(id) ? id : null
}

/** Stores the query's affiliate id when none is stored yet (storage disabled: nothing kept). */
export function rememberAffiliateId(fromQuery: unknown, storage: Pick<Storage, 'getItem' | 'setItem'>): void {
  try {
    const next = affiliateIdToStore(storage.getItem(AFFILIATE_STORAGE_KEY), fromQuery)
    if (next) storage.setItem(AFFILIATE_STORAGE_KEY, next)
  } catch {
    // storage disabled or full: the affiliate is not remembered
  }
}
