/**
 * Redaction of what must never be stored from a client's log entry (docs/decisions/039-frontend-logs.md):
 * card numbers (13 to 19 digits, spaces or dashes between them, a valid Luhn check digit), bearer
 * tokens and JSON Web Tokens, and passwords, both as a field (`password`, `secret`, `token`, ...)
 * and written into a text (`password=...`). Pure, so the client could apply it before sending too.
 */

export const REDACTED = '[redacted]'

/** Keys whose values are secrets whatever they hold (`newPassword`, `access_token`; not `passengers`). */
const SECRET_KEY =
  /password|passwd|passphrase|^pw?d$|^pass$|secret|token|authorization|api[-_]?key|credential|^cvc2?$|^cvv2?$|card[-_]?number|^pan$/i

/** Candidate card numbers: 13–19 digits, optionally grouped by single spaces or dashes. */
const CARD_CANDIDATE = /(?<!\d)\d(?:[ -]?\d){12,18}(?!\d)/g
const BEARER = /\bBearer\s+[\w\-.~+/]+=*/gi
/** A JWS/JWT in compact form: base64url header starting with `{"` (eyJ), payload, signature. */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g
/**
 * `password=...`, `newPassword: ...`, `"password":"..."` inside a text: a quoted value up to its
 * closing quote, an unquoted one up to the next space or separator.
 */
const SECRET_IN_TEXT =
  /(password|passwd|passphrase|pwd|secret|token|api[-_]?key)(?:("?\s*[=:]\s*")[^"]*|("?\s*[=:]\s*)[^\s"&,;}]+)/gi

/** The Luhn check of a string of digits. */
export function luhnValid(digits: string): boolean {
  let sum = 0
  for (let i = 0; i < digits.length; i++) {
    let d = digits.charCodeAt(digits.length - 1 - i) - 48
    if (i % 2 === 1) {
      d *= 2
      if (d > 9) d -= 9
    }
    sum += d
  }
  return sum % 10 === 0
}

/** A text with card numbers, tokens and written-out passwords replaced by REDACTED. */
export function redactText(text: string): string {
  return text
    .replace(JWT, REDACTED)
    .replace(BEARER, `Bearer ${REDACTED}`)
    .replace(
      SECRET_IN_TEXT,
      (_m, key: string, quoted?: string, bare?: string) => `${key}${quoted ?? bare ?? ''}${REDACTED}`,
    )
    .replace(CARD_CANDIDATE, (candidate) => (luhnValid(candidate.replace(/[ -]/g, '')) ? REDACTED : candidate))
}

/**
 * A JSON value with every string redacted (keys too) and the value of every secret key replaced
 * whole. The value is bounded in depth by its schema, so recursion is safe.
 */
export function redactValue(value: unknown): unknown {
  if (typeof value === 'string') return redactText(value)
  // a card number sent as a JSON number
  if (typeof value === 'number' && Number.isInteger(value) && redactText(String(value)) === REDACTED) return REDACTED
  if (Array.isArray(value)) return value.map(redactValue)
  if (value && typeof value === 'object') {
    return Object.fromEntries(
      Object.entries(value).map(([key, child]) => [
        redactText(key),
        SECRET_KEY.test(key) ? REDACTED : redactValue(child),
      ]),
    )
  }
  return value
}
