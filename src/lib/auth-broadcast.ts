/**
 * Cross-tab sign-out (docs/product/sign-in-and-roles.md#sign-out): a cross-tab sign-out message signs the user out in
 * every tab. BroadcastChannel where it exists, else a storage event on a dedicated key.
 */
export type AuthBroadcast = { type: 'signed-out' } | { type: 'session-expired' }

const CHANNEL_NAME = 'lds.auth'
const FALLBACK_KEY = 'lds.auth.broadcast'

let channel: BroadcastChannel | null | undefined

function getChannel(): BroadcastChannel | null {
  if (channel === undefined)
    channel = typeof BroadcastChannel === 'undefined' ? null : new BroadcastChannel(CHANNEL_NAME)
  return channel
}

function isAuthBroadcast(value: unknown): value is AuthBroadcast {
  const type = (value as { type?: unknown } | null)?.type
  return type === 'signed-out' || type === 'session-expired'
}

/** Tells every other tab of this site. */
export function broadcastAuth(message: AuthBroadcast): void {
  const open = getChannel()
  if (open) {
    open.postMessage(message)
    return
  }
  try {
    localStorage.setItem(FALLBACK_KEY, JSON.stringify({ ...message, at: Date.now() }))
    localStorage.removeItem(FALLBACK_KEY)
  } catch {
    // storage disabled: the other tabs still notice the removed session (storage event)
  }
}

/** Calls `handler` for every message from another tab; returns the unsubscribe function. */
export function onAuthBroadcast(handler: (message: AuthBroadcast) => void): () => void {
  const open = getChannel()
  if (open) {
    const listener = (event: MessageEvent) => {
      if (isAuthBroadcast(event.data)) handler(event.data)
    }
    open.addEventListener('message', listener)
    return () => open.removeEventListener('message', listener)
  }
  const listener = (event: StorageEvent) => {
    if (event.key !== FALLBACK_KEY || !event.newValue) return
    try {
      const message: unknown = JSON.parse(event.newValue)
      if (isAuthBroadcast(message)) handler(message)
    } catch {
      // not ours
    }
  }
  window.addEventListener('storage', listener)
  return () => window.removeEventListener('storage', listener)
}
