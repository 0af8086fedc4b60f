/**
 * Empty and blank values are dropped from lead payloads (docs/product/leads.md#payload): '' and
 * whitespace-only strings, null, undefined, and objects left empty by that, at any depth. Arrays keep
 * their length (their blank members are dropped). Numbers, booleans (also false) and 0 stay.
 */
export function dropBlankValues<T>(value: T): T {
  return prune(value) as T
}

function prune(value: unknown): unknown {
  if (value === null || value === undefined) return undefined
  if (typeof value === 'string') return value.trim() === '' ? undefined : value
  if (Array.isArray(value)) return value.map(prune).filter((x) => x !== undefined)
  if (typeof value === 'object') {
    const out: Record<string, unknown> = {}
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) {
      const pruned = prune(v)
      if (pruned !== undefined) out[k] = pruned
    }
    return Object.keys(out).length ? out : undefined
  }
  return value
}
