/**
 * JSON with sorted keys, so equal content gives equal text whatever the key order (jsonb stores
 * objects in its own key order). The idempotent writes compare a repeat's body with the stored one
 * by it (docs/decisions/028-idempotency-keys.md). `omit` leaves keys out at every depth (a card's CVV).
 */
export function canonicalJson(value: unknown, omit: ReadonlySet<string> = NO_KEYS): string {
  if (Array.isArray(value)) return `[${value.map((v) => canonicalJson(v, omit)).join(',')}]`
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([k]) => !omit.has(k))
      .sort(([a], [b]) => (a < b ? -1 : 1))
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v, omit)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

const NO_KEYS: ReadonlySet<string> = new Set()
