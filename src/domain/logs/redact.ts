/**
 * The one redaction rule (docs/decisions/087-one-redaction-rule.md) for everything stored from a
 * client or mailed to the team: frontend logs, crash reports and every other outbox mail. Card
 * numbers (13 to 19 digits, spaces or dashes between them, a valid Luhn check digit, not starting
 * with 0 or after a `+` as phone numbers do), bearer tokens and JSON Web Tokens, and the product's
 * card, token and password fields (SECRET_FIELD_NAMES), both as a field and written into a text
 * (`password=...`, `ccCvv: 123`). Pure, so the client could apply it before sending too.
 */

export const REDACTED = '[redacted]'

/**
 * Every card, token and password field name the product has (the booking wizard's card fields, the
 * identity provider's tokens, the users' passwords): each is redacted whole by SECRET_KEY or CARD_FIELD. The
 * tests check every one; a new secret field belongs here.
 */
export const SECRET_FIELD_NAMES = [
  // the booking wizard's and the lead payload's card fields (src/domain/leads/card.ts)
  'ccNumber',
  'ccName',
  'ccExpirationMonth',
  'ccExpirationYearShort',
  'ccCvv',
  'cardNumber',
  'cardNumberEncrypted',
  'cvv',
  'cvc',
  // tokens of the identity provider and the API
  'token',
  'access_token',
  'accessToken',
  'refresh_token',
  'refreshToken',
  'id_token',
  'idToken',
  'id_token_hint',
  'authorization',
  'Authorization',
  'cookie',
  'apiKey',
  'secret',
  'client_secret',
  // passwords
  'password',
  'newPassword',
  'currentPassword',
  'passwordHash',
  'pwd',
] as const

/** Keys whose values are secrets whatever they hold (`newPassword`, `access_token`, `ccCvv`; not `passengers`). */
const SECRET_KEY =
  /password|passwd|passphrase|^pw?d$|^pass$|secret|token|authorization|^cookie$|api[-_]?key|credential|cvc|cvv|card[-_]?number|^pan$/i
/** The card fields of the lead payload: `cc` and a capital (`ccNumber`, `ccCvv`); not a mail's `cc`. */
const CARD_FIELD = /^cc[A-Z]/

/**
 * Candidate card numbers: 13–19 digits, optionally grouped by single spaces or dashes. A card
 * number starts with 1 to 9; a run after `+` or starting with 0 is a phone number (+41 ..., 0041 ...).
 */
const CARD_CANDIDATE = /(?<![\d+])[1-9](?:[ -]?\d){12,18}(?!\d)/g
const BEARER = /\bBearer\s+[\w\-.~+/]+=*/gi
/** A JWS/JWT in compact form: base64url header starting with `{"` (eyJ), payload, signature. */
const JWT = /\beyJ[\w-]*\.[\w-]+\.[\w-]*/g
/**
 * `password=...`, `newPassword: ...`, `"password":"..."` inside a text: a quoted value up to its
 * closing quote, an unquoted one up to the next space or separator.
 */
const SECRET_IN_TEXT =
  /(password|passwd|passphrase|pwd|secret|token|api[-_]?key|cvv|cvc|cc[-_]?number|card[-_]?number)(?:("?\s*[=:]\s*")[^"]*|("?\s*[=:]\s*)[^\s"&,;}]+)/gi

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
        SECRET_KEY.test(key) || CARD_FIELD.test(key) ? REDACTED : redactValue(child),
      ]),
    )
  }
  return value
}
