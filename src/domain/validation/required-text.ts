import * as v from 'valibot'

/**
 * A required text field whose one message covers missing, non-string, blank and too long input,
 * so a form and the server show the same specification text (e.g. 'Please enter your name').
 */
export function requiredText(message: string, maxLength = 5000) {
  return v.optional(v.pipe(v.string(message), v.trim(), v.nonEmpty(message), v.maxLength(maxLength, `Please use at most ${maxLength} characters`)), '')
}
