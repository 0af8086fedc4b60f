import * as v from 'valibot'
import { isSafeText, SAFE_TEXT_MESSAGE } from './safe-text.ts'

/** Bounds of a free-form JSON value that is stored (jsonb) or mailed. */
export type JsonBounds = {
  /** levels of arrays and objects; a scalar has depth 0 */
  maxDepth: number
  /** entries of one array or object */
  maxEntries: number
  /** characters of one string (keys included) */
  maxStringLength: number
}

type Found = { path: (string | number)[]; message: string }

/**
 * The first thing in `value` outside the bounds, with its path; undefined when it fits. Iterative,
 * so a value nested deeper than the stack allows is reported, not a crash. Strings and keys must
 * be safe text (src/domain/validation/safe-text.ts).
 */
export function jsonValueIssue(value: unknown, bounds: JsonBounds): Found | undefined {
  const stack: { value: unknown; path: (string | number)[] }[] = [{ value, path: [] }]
  while (stack.length) {
    const { value: node, path } = stack.pop()!
    if (typeof node === 'string') {
      if (!isSafeText(node)) return { path, message: SAFE_TEXT_MESSAGE }
      if (node.length > bounds.maxStringLength)
        return { path, message: `Please use at most ${bounds.maxStringLength} characters` }
      continue
    }
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) return { path, message: 'Numbers must be finite' }
      continue
    }
    if (node === null || typeof node === 'boolean') continue
    if (typeof node !== 'object') return { path, message: 'Expected a JSON value' }
    if (path.length >= bounds.maxDepth)
      return { path, message: `Nested too deeply (at most ${bounds.maxDepth} levels)` }
    const entries: [string | number, unknown][] = Array.isArray(node)
      ? node.map((x, i) => [i, x])
      : Object.entries(node)
    if (entries.length > bounds.maxEntries) return { path, message: `At most ${bounds.maxEntries} entries` }
    for (const [key, child] of entries) {
      if (typeof key === 'string' && (!isSafeText(key) || key.length > bounds.maxStringLength)) {
        return { path: [...path, key], message: isSafeText(key) ? 'The key is too long' : SAFE_TEXT_MESSAGE }
      }
      stack.push({ value: child, path: [...path, key] })
    }
  }
  return undefined
}

/**
 * A JSON value within `bounds` (depth, entries, string lengths, safe text); the issue names the
 * offending place, e.g. `data.items.3`.
 */
export function boundedJson(bounds: JsonBounds) {
  return v.pipe(
    v.unknown(),
    v.rawCheck(({ dataset, addIssue }) => {
      if (!dataset.typed) return
      const found = jsonValueIssue(dataset.value, bounds)
      if (!found) return
      const path = found.path.map((key) => ({
        type: 'unknown' as const,
        origin: 'value' as const,
        input: undefined,
        key,
        value: undefined,
      }))
      addIssue({
        message: found.message,
        ...(path.length ? { path: path as [(typeof path)[number], ...typeof path] } : {}),
      })
    }),
  )
}
