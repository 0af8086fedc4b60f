/**
 * What My network keeps on the device, per signed-in user (docs/product/my-network.md#offline): the last answer of
 * GET /api/my-network with the time it was fetched (removed at sign-out with the other signed-in data,
 * src/lib/signed-in-storage.ts), and the queue of invitations written offline (kept until sent, like the chat's
 * outbox: only the same person's session reads it).
 */
import { getAuthSnapshot } from '#lib/auth-store.ts'
import { NETWORK_COPY_PREFIX } from '#lib/signed-in-storage.ts'

export const NETWORK_OUTBOX_PREFIX = 'lds.network-outbox:'

/** The signed-in person's key (their session's subject), or null. */
export function networkUserKey(): string | null {
  const sub = getAuthSnapshot().session?.profile.sub
  return sub ? encodeURIComponent(sub) : null
}

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage
  } catch {
    return null
  }
}

export function readJson<T>(key: string): T | undefined {
  try {
    const raw = storage()?.getItem(key)
    return raw ? (JSON.parse(raw) as T) : undefined
  } catch {
    return undefined
  }
}

export function writeJson(key: string, value: unknown): void {
  try {
    if (value === undefined) storage()?.removeItem(key)
    else storage()?.setItem(key, JSON.stringify(value))
  } catch {
    // storage full or disabled: this tab goes on without the copy
  }
}

export const copyKey = (user: string) => `${NETWORK_COPY_PREFIX}${user}`
export const outboxKey = (user: string) => `${NETWORK_OUTBOX_PREFIX}${user}`
