import type { Context } from 'hono'
import { isSafeText, SAFE_TEXT_MESSAGE } from '#domain/validation/safe-text.ts'
import { ValidationError } from './errors.ts'

/**
 * The one reader of JSON request bodies (docs/decisions/038-edge-validation.md). The body's size is
 * bounded before (server/lib/body-limit.ts); here its nesting is counted on the raw text before
 * JSON.parse, so no parser, validator or serialiser recurses through thousands of levels, and every
 * string and key is checked for NUL characters and unpaired surrogates, which PostgreSQL cannot store.
 */
export const MAX_JSON_DEPTH = 32

const OPEN_BRACE = 0x7b
const OPEN_BRACKET = 0x5b
const CLOSE_BRACE = 0x7d
const CLOSE_BRACKET = 0x5d
const QUOTE = 0x22
const BACKSLASH = 0x5c

/** True when arrays and objects in the JSON text nest deeper than `max` (strings are skipped). */
export function nestsDeeperThan(text: string, max: number): boolean {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i++) {
    const ch = text.charCodeAt(i)
    if (inString) {
      if (ch === BACKSLASH) i++
      else if (ch === QUOTE) inString = false
    } else if (ch === QUOTE) inString = true
    else if (ch === OPEN_BRACE || ch === OPEN_BRACKET) {
      if (++depth > max) return true
    } else if (ch === CLOSE_BRACE || ch === CLOSE_BRACKET) depth--
  }
  return false
}

/** The dot path of the first string or key that is not safe text, or undefined. */
export function unsafeTextPath(value: unknown): string | undefined {
  const stack: { value: unknown; path: string[] }[] = [{ value, path: [] }]
  while (stack.length) {
    const { value: node, path } = stack.pop()!
    if (typeof node === 'string') {
      if (!isSafeText(node)) return path.join('.') || '_'
    } else if (node && typeof node === 'object') {
      for (const [key, child] of Object.entries(node)) {
        if (!isSafeText(key)) return [...path, key].join('.')
        stack.push({ value: child, path: [...path, key] })
      }
    }
  }
  return undefined
}

/** Parses a JSON body text within the limits above; anything else is a ValidationError (400). */
export function parseJsonBody(text: string): unknown {
  if (nestsDeeperThan(text, MAX_JSON_DEPTH)) {
    throw new ValidationError({ _: `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)` })
  }
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch {
    throw new ValidationError({ _: 'The request body must be valid JSON' })
  }
  const unsafe = unsafeTextPath(value)
  if (unsafe !== undefined) throw new ValidationError({ [unsafe]: SAFE_TEXT_MESSAGE })
  return value
}

/** The request body as JSON, read and checked as above. */
export async function readJsonBody(c: Context): Promise<unknown> {
  let text: string
  try {
    text = await c.req.text()
  } catch {
    throw new ValidationError({ _: 'The request body could not be read' })
  }
  return parseJsonBody(text)
}
