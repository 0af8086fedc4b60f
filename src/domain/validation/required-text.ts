import * as v from 'valibot'
import { safeText } from './safe-text.ts'

/**
 * A required text field whose one message covers missing, non-string, blank and too long input,
 * so a form and the server show the same specification text (e.g. 'Please enter your name').
 * NUL characters and unpaired surrogates have their own message (safe-text.ts).
 */
export function requiredText(message: string, maxLength = 5000) {
  return v.optional(
    v.pipe(
      v.string(message),
      v.trim(),
      v.nonEmpty(message),
      v.maxLength(maxLength, `Please use at most ${maxLength} characters`),
      safeText(),
    ),
    '',
  )
}

/** An optional text field: '' when not given, trimmed, at most `maxLength` characters, safe text. */
export function optionalText(maxLength: number) {
  return v.optional(
    v.pipe(v.string(), v.trim(), v.maxLength(maxLength, `Please use at most ${maxLength} characters`), safeText()),
    '',
  )
}
