import { timingSafeEqual } from 'node:crypto'
import * as v from 'valibot'
import { isSafeText } from '#domain/validation/safe-text.ts'

/**
 * The rules of the create-account form (docs/product/onboarding.md#registration), pure: the
 * password's strength score comes from server/auth/password-strength.ts.
 */
export const MIN_PASSWORD_LENGTH = 10
/** zxcvbn's score from 0 (too guessable) to 4; below this the password is refused */
export const MIN_PASSWORD_SCORE = 3
const MAX_PASSWORD_LENGTH = 1024
const MAX_EMAIL_LENGTH = 254
const MAX_NAME_LENGTH = 100
const MAX_CODE_LENGTH = 200

export type SignupField = 'email' | 'password' | 'firstName' | 'lastName' | 'invitationCode'
export type SignupProblem =
  | 'emailInvalid'
  | 'passwordShort'
  | 'passwordWeak'
  | 'passwordLong'
  | 'firstNameMissing'
  | 'nameTooLong'
  | 'invitationInvalid'
export type SignupProblems = Partial<Record<SignupField, SignupProblem>>

/** The form as typed (trimmed), safe to echo into the page; the password is never echoed. */
export type SignupValues = {
  email: string
  password: string
  firstName: string
  lastName: string
  invitationCode: string
}

const text = (value: unknown, max: number): string => {
  const s = typeof value === 'string' ? value.trim() : ''
  return s.length <= max * 4 && isSafeText(s) ? s : ''
}

/** The posted form's fields (anything else, unsafe text or absurd lengths become ''). */
export function readSignupForm(form: Record<string, unknown>): SignupValues {
  const password = typeof form.password === 'string' && isSafeText(form.password) ? form.password : ''
  return {
    email: text(form.email, MAX_EMAIL_LENGTH),
    password: password.length <= MAX_PASSWORD_LENGTH * 4 ? password : '',
    firstName: text(form.firstName, MAX_NAME_LENGTH),
    lastName: text(form.lastName, MAX_NAME_LENGTH),
    invitationCode: text(form.invitationCode, MAX_CODE_LENGTH),
  }
}

const EmailSchema = v.pipe(v.string(), v.nonEmpty(), v.maxLength(MAX_EMAIL_LENGTH), v.email())

export function emailValid(email: string): boolean {
  return v.is(EmailSchema, email)
}

/** Length first (no dictionary needed), then the strength score (when known). */
export function passwordProblem(password: string, score: number | undefined): SignupProblem | undefined {
  const length = [...password].length
  if (length < MIN_PASSWORD_LENGTH) return 'passwordShort'
  if (length > MAX_PASSWORD_LENGTH) return 'passwordLong'
  if (score !== undefined && score < MIN_PASSWORD_SCORE) return 'passwordWeak'
  return undefined
}

/** Whether a password needs a strength score (it passed the length rules). */
export const needsScore = (password: string): boolean => passwordProblem(password, undefined) === undefined

/** What the strength check must not let a password be built from: the person's own data and ours. */
export function passwordUserInputs(values: Pick<SignupValues, 'email' | 'firstName' | 'lastName'>): string[] {
  const email = values.email.toLowerCase()
  const [local = '', domain = ''] = email.split('@')
  const names = [values.firstName, values.lastName].map((n) => n.toLowerCase())
  const parts = [email, local, local.replace(/[._+-]+/g, ''), ...local.split(/[._+-]+/), domain, ...domain.split('.')]
  const inputs = [...parts, ...names, names.join(''), 'lds', 'luxury']
  return [...new Set(inputs.filter((s) => s.length >= 2))]
}

/** The code matches the deployment's (timing-safe); no code configured: always true. */
export function invitationCodeValid(given: string, required: string | undefined): boolean {
  if (!required) return true
  const a = Buffer.from(given.trim().normalize('NFC'))
  const b = Buffer.from(required.normalize('NFC'))
  return a.length === b.length && timingSafeEqual(a, b)
}

/** Every problem of the form; empty when it can be accepted. */
export function signupProblems(
  values: SignupValues,
  opts: { passwordScore: number | undefined; invitationCode: string | undefined },
): SignupProblems {
  const problems: SignupProblems = {}
  if (!emailValid(values.email)) problems.email = 'emailInvalid'
  const password = passwordProblem(values.password, opts.passwordScore)
  if (password) problems.password = password
  if (!values.firstName) problems.firstName = 'firstNameMissing'
  else if (values.firstName.length > MAX_NAME_LENGTH) problems.firstName = 'nameTooLong'
  if (values.lastName.length > MAX_NAME_LENGTH) problems.lastName = 'nameTooLong'
  if (!invitationCodeValid(values.invitationCode, opts.invitationCode)) problems.invitationCode = 'invitationInvalid'
  return problems
}

/**
 * A path on the app to come back to after sign-up: `/…`, not `//…` or `/\…`, not the callback or
 * sign-in pages or the provider, at most 2,000 characters; undefined otherwise.
 */
export function safeAppPath(value: unknown): string | undefined {
  if (typeof value !== 'string' || value.length > 2000 || !isSafeText(value)) return undefined
  if (!value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return undefined
  if (/[\s\\]/.test(value)) return undefined
  const path = value.split(/[?#]/)[0]!
  if (path === '/oidc-callback' || path === '/silent-renew' || path === '/signin') return undefined
  if (path === '/oidc' || path.startsWith('/oidc/')) return undefined
  return value
}
