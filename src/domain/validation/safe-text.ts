import * as v from 'valibot'

/**
 * Text a person can type and PostgreSQL can store: no NUL character (text and jsonb refuse it) and
 * no UTF-16 surrogate without its pair (jsonb refuses the escape; UTF-8 cannot encode it).
 * docs/decisions/038-edge-validation.md
 */
export const SAFE_TEXT_MESSAGE = 'Must not contain NUL characters or unpaired surrogates'

// code units, not code points (no `u` flag): a high surrogate not followed by a low one, or a low one without a high one before it
const UNSAFE = /\0|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/

/** True when `s` has no NUL and no unpaired surrogate. */
export function isSafeText(s: string): boolean {
  return !UNSAFE.test(s)
}

/** A pipe action: the string is safe text (see above). */
export function safeText(message: string = SAFE_TEXT_MESSAGE) {
  return v.check<string, string>(isSafeText, message)
}

/** Any string that is safe text. */
export const SafeStringSchema = v.pipe(v.string(), safeText())
