/**
 * Browser storage written for a signed-in person, which sign-out removes with the rest of their
 * data (docs/product/sign-in-and-roles.md#sign-out): the save-interest drafts and their keys
 * (client names, session storage), the property booking and interest drafts (client names, never
 * the card number or CVV; docs/product/leads.md#booking-wizard) and the hotel selection (the
 * agency's offers, local storage).
 */
import { SELECTION_STORAGE_PREFIX } from '#domain/hotels/selection.ts'

export const INTEREST_DRAFT_PREFIX = 'lds.interest-draft:'
export const INTEREST_KEY_PREFIX = 'lds.interest-key:'
export const LEAD_DRAFT_PREFIX = 'lds.lead-draft:'

function removeByPrefix(storage: Storage, prefixes: readonly string[]): void {
  const doomed: string[] = []
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i)
    if (key && prefixes.some((prefix) => key.startsWith(prefix))) doomed.push(key)
  }
  for (const key of doomed) storage.removeItem(key)
}

export function clearSignedInStorage(): void {
  if (typeof window === 'undefined') return
  try {
    removeByPrefix(window.sessionStorage, [INTEREST_DRAFT_PREFIX, INTEREST_KEY_PREFIX, LEAD_DRAFT_PREFIX])
    removeByPrefix(window.localStorage, [SELECTION_STORAGE_PREFIX])
  } catch {
    // storage disabled: nothing was kept
  }
}
