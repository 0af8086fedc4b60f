import { useRef } from 'react'

/** A random key; crypto.randomUUID needs a secure context, getRandomValues does not. */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

type Last = { json: string; key: string }

function readStored(storageKey: string | undefined): Last | null {
  if (!storageKey) return null
  try {
    const value = JSON.parse(window.sessionStorage.getItem(storageKey) ?? 'null') as Last | null
    return value && typeof value.json === 'string' && typeof value.key === 'string' ? value : null
  } catch {
    return null
  }
}

function store(storageKey: string | undefined, last: Last): void {
  if (!storageKey) return
  try {
    window.sessionStorage.setItem(storageKey, JSON.stringify(last))
  } catch {
    // blocked storage: the key lives as long as the form
  }
}

/**
 * The Idempotency-Key of a form: the same key while the same enquiry is sent again (a retry after
 * a lost answer stores it once), a new key as soon as the content changes. Shared by the enquiry
 * and the save-interest forms (docs/decisions/028-idempotency-keys.md). With `storageKey` the key
 * is kept in session storage, so a retry after closing the form or reloading the tab keeps it too.
 */
export function useIdempotencyKey(storageKey?: string): (payload: unknown) => string {
  const last = useRef<Last | null>(null)
  return (payload) => {
    const json = JSON.stringify(payload)
    last.current ??= readStored(storageKey)
    if (last.current?.json !== json) {
      last.current = { json, key: newIdempotencyKey() }
      store(storageKey, last.current)
    }
    return last.current.key
  }
}
