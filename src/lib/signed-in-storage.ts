/**
 * Browser storage written for a signed-in person, which sign-out removes with the rest of their
 * data (docs/product/sign-in-and-roles.md#sign-out): the save-interest drafts and their keys
 * (client names, session storage), the property booking and interest drafts (client names, never
 * the card number or CVV; docs/product/leads.md#booking-wizard), the hotel selection (the
 * agency's offers, local storage) and the chat's drafts, stream position and the channels and
 * messages it keeps for offline reading (docs/decisions/109-chat-kept-offline-per-user.md), and My network's copy
 * of the agency's hotels (docs/decisions/125-my-network.md). The
 * chat's outbox of unsent messages is not here: it stays in its author's own store.
 */
import { SELECTION_STORAGE_PREFIX } from '#domain/hotels/selection.ts'

export const INTEREST_DRAFT_PREFIX = 'lds.interest-draft:'
export const INTEREST_KEY_PREFIX = 'lds.interest-key:'
export const LEAD_DRAFT_PREFIX = 'lds.lead-draft:'
/** the chat's keys in local storage (drafts) and session storage (stream position, blocked flag) */
export const CHAT_STORAGE_PREFIX = 'lds.chat-'
/** the IndexedDB database and store of the chat's offline copies, keyed by user inside */
export const CHAT_CACHE_DB = 'lds-chat-cache'
export const CHAT_CACHE_STORE = 'kv'
/** My network's copy of the last answer, per user (docs/product/my-network.md#offline) */
export const NETWORK_COPY_PREFIX = 'lds.my-network:'

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
    removeByPrefix(window.sessionStorage, [
      INTEREST_DRAFT_PREFIX,
      INTEREST_KEY_PREFIX,
      LEAD_DRAFT_PREFIX,
      CHAT_STORAGE_PREFIX,
    ])
    removeByPrefix(window.localStorage, [SELECTION_STORAGE_PREFIX, CHAT_STORAGE_PREFIX, NETWORK_COPY_PREFIX])
  } catch {
    // storage disabled: nothing was kept
  }
  clearIndexedDbStore(CHAT_CACHE_DB, CHAT_CACHE_STORE)
}

/**
 * Empties one IndexedDB object store without loading any library (the store's contents, not the
 * database: deleting it would wait for every other tab to close its connection).
 */
function clearIndexedDbStore(dbName: string, storeName: string): void {
  try {
    if (typeof indexedDB === 'undefined') return
    const request = indexedDB.open(dbName)
    request.onupgradeneeded = () => request.result.createObjectStore(storeName)
    request.onsuccess = () => {
      const db = request.result
      if (!db.objectStoreNames.contains(storeName)) return db.close()
      const transaction = db.transaction(storeName, 'readwrite')
      transaction.objectStore(storeName).clear()
      transaction.oncomplete = transaction.onerror = () => db.close()
    }
  } catch {
    // IndexedDB disabled: nothing was kept
  }
}
