/**
 * One tab leads (docs/decisions/107-chat-stream-shared-by-a-leader-tab.md): the holder of a Web
 * Lock does the work while it lives or until it resigns; the next tab waiting for the lock takes
 * over when it closes. Without the Web Locks API (or BroadcastChannel to share the work) every
 * tab leads for itself.
 */
export type LockManagerLike = Pick<LockManager, 'request'>

export type Election = {
  /** gives the lead up (or stops waiting for it) */
  resign: () => void
}

/**
 * Waits for the lock `name` and calls `lead` once it is held; `lead` answers the function that ends
 * the lead (called on resign). `locks` null: leads at once.
 */
export function electLeader(name: string, locks: LockManagerLike | null, lead: () => () => void): Election {
  if (!locks) {
    const end = lead()
    return { resign: end }
  }
  const waiting = new AbortController()
  let release: (() => void) | null = null
  let end: (() => void) | null = null
  let resigned = false
  locks
    .request(name, { signal: waiting.signal }, () => {
      if (resigned) return undefined
      end = lead()
      return new Promise<void>((resolve) => (release = resolve))
    })
    .catch(() => undefined) // the wait was aborted
  return {
    resign: () => {
      resigned = true
      waiting.abort()
      end?.()
      release?.()
    },
  }
}

/** The browser's lock manager when tabs can also talk to each other, else null (each tab on its own). */
export function sharedLocks(): LockManagerLike | null {
  if (typeof navigator === 'undefined' || typeof BroadcastChannel === 'undefined') return null
  return navigator.locks ?? null
}
