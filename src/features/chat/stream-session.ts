/**
 * The stream's position and the blocked flag in session storage (docs/product/chat.md#client),
 * with an in-memory copy for when storage is disabled. Sign-out removes the keys
 * (src/lib/signed-in-storage.ts clears the 'lds.chat-' prefix).
 */
import { CHAT_STORAGE_PREFIX } from '#lib/signed-in-storage.ts'

type Name = 'lastEventId' | 'blocked'

const keys: Record<Name, string> = {
  lastEventId: `${CHAT_STORAGE_PREFIX}last-event-id`,
  blocked: `${CHAT_STORAGE_PREFIX}stream-blocked`,
}
const memory = new Map<Name, string>()

export function readSession(name: Name): string | null {
  try {
    const stored = sessionStorage.getItem(keys[name])
    if (stored !== null || memory.get(name) === undefined) return stored
  } catch {
    // storage disabled
  }
  return memory.get(name) ?? null
}

export function writeSession(name: Name, value: string): void {
  memory.set(name, value)
  try {
    sessionStorage.setItem(keys[name], value)
  } catch {
    // storage disabled: the memory copy is enough for this tab
  }
}

/** Sign-out: the memory copies go with the storage keys. */
export function forgetSession(): void {
  memory.clear()
}
