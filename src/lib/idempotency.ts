import { useRef } from 'react'

/** A random key; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID()
  const bytes = crypto.getRandomValues(new Uint8Array(16))
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('')
}

/**
 * The Idempotency-Key of a form: the same key while the same enquiry is sent again (a retry after
 * a lost answer stores it once), a new key as soon as the content changes. Shared by the enquiry
 * and the save-interest forms (docs/decisions/028-idempotency-keys.md).
 */
export function useIdempotencyKey(): (payload: unknown) => string {
  const last = useRef<{ json: string; key: string } | null>(null)
  return (payload) => {
    const json = JSON.stringify(payload)
    if (last.current?.json !== json) last.current = { json, key: newIdempotencyKey() }
    return last.current.key
  }
}
