import * as v from 'valibot'
import { safeText } from '#domain/validation/safe-text.ts'

/**
 * Input checks of the embedded provider's endpoints (docs/decisions/038-edge-validation.md). The
 * provider stores request parameters (state, nonce, login_hint, ...) in jsonb and looks clients and
 * tokens up by them; a NUL character, which PostgreSQL refuses, would be a server error there. In
 * a URL a NUL can only come percent-encoded (%00): such a request is answered 400 before the
 * provider sees it. Unpaired surrogates cannot come through a URL or a form body (both decode
 * invalid UTF-8 to U+FFFD).
 */
export const UNSAFE_PARAMETER_MESSAGE = 'Parameters must not contain NUL characters'

/** True when the request URL (path or query) carries a NUL character. */
export function urlHasNul(url: string): boolean {
  return /%00/.test(url)
}

/** The endpoints a program calls (answered in JSON, RFC 6749 section 5.2); the others are pages. */
export function isProgrammaticEndpoint(path: string): boolean {
  return /^\/oidc\/(token|me|jwks|request|reg)(\/|$)/.test(path)
}

/** The sign-in form: an e-mail of at most 320 characters that is safe text, and a password. */
export const LoginFormSchema = v.object({
  email: v.pipe(v.string(), v.trim(), v.nonEmpty(), v.maxLength(320), safeText()),
  password: v.pipe(v.string(), v.nonEmpty(), v.maxLength(1024)),
})

export type LoginForm =
  { ok: true; email: string; password: string } | { ok: false; kind: 'missing' | 'invalid'; email: string }

/**
 * The parsed sign-in form: missing fields are `missing` (as before); an e-mail or password that
 * cannot belong to an account (too long, NUL) is `invalid`, answered like a wrong password but
 * without a database lookup. The e-mail is echoed into the page only when it is safe text.
 */
export function parseLoginForm(form: Record<string, unknown>): LoginForm {
  const rawEmail = typeof form.email === 'string' ? form.email.trim() : ''
  const rawPassword = typeof form.password === 'string' ? form.password : ''
  const parsed = v.safeParse(LoginFormSchema, { email: rawEmail, password: rawPassword })
  if (parsed.success) return { ok: true, email: parsed.output.email, password: parsed.output.password }
  const echo = v.is(v.pipe(v.string(), v.maxLength(320), safeText()), rawEmail) ? rawEmail : ''
  return { ok: false, kind: !rawEmail || !rawPassword ? 'missing' : 'invalid', email: echo }
}
