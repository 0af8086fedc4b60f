import { hashToken, newToken } from '#server/lib/one-time-token.ts'
import type { RateLimitStore } from '#server/lib/rate-limit.ts'
import { SIGNUP_TEXTS } from './pages/signup-texts.ts'
import type { AuthLang } from './pages/texts.ts'
import { hashPassword } from './passwords.ts'
import type { RegistrationRepository } from './registration-repository.ts'
import { emailKey } from './sign-in-throttle.ts'
import type { SignupValues } from './signup-rules.ts'

/** How long a verification link works */
export const LINK_TTL_MS = 24 * 60 * 60_000
/** How long the one-time sign-in after the confirmation waits for the browser's sign-in to start */
export const SIGNUP_LOGIN_TTL_MS = 10 * 60_000
/** Sign-up mails (links or "you already have an account") per e-mail address and hour; more are not sent */
export const SIGNUP_MAILS_PER_HOUR = 5
/** The browser's one-time sign-in after the confirmation (HttpOnly, SameSite=Lax, path /oidc, 10 minutes) */
export const SIGNUP_LOGIN_COOKIE = 'lds_signup_login'
export const VERIFY_PATH = '/oidc/verify-email'

const HOUR_MS = 60 * 60_000
const TOKEN = /^[A-Za-z0-9_-]{43}$/

export { hashToken }

export type SignUp = { values: SignupValues; lang: AuthLang; returnTo: string | null }
export type Confirmed = { ok: true; loginToken: string; returnTo: string | null } | { ok: false; reason: LinkProblem }
/** gone: unknown, used or expired (410); malformed: cannot be a link of ours (400) */
export type LinkProblem = 'gone' | 'malformed'

/**
 * Sign-up with e-mail verification (docs/decisions/120-registration-and-email-verification.md). The
 * person always gets the same answer: whether the address is new, pending or an account's, the
 * password is hashed (the same work) and at most one mail is queued; past the hourly cap of an
 * address nothing is sent, and the answer is still the same.
 */
export function createRegistrationService(
  repo: RegistrationRepository,
  deps: { store: RateLimitStore; publicUrl: string; now?: () => number },
) {
  const now = deps.now ?? Date.now
  const signInUrl = `${deps.publicUrl}/signin`

  return {
    async signUp({ values, lang, returnTo }: SignUp): Promise<void> {
      const t = SIGNUP_TEXTS[lang]
      const passwordHash = await hashPassword(values.password)
      const sent = await deps.store.hit(`sign-up:${emailKey(values.email)}`, { windowMs: HOUR_MS, now: now() })
      if (sent.count > SIGNUP_MAILS_PER_HOUR) return
      const email = values.email
      if (await repo.accountExists(email)) {
        await repo.queueMail({
          kind: 'signup-existing-account',
          subject: t.existingSubject,
          recipient: email,
          payload: { lang, text: t.existingMail(signInUrl) },
        })
        return
      }
      const token = newToken()
      const link = `${deps.publicUrl}${VERIFY_PATH}/${token}${lang === 'de' ? '?ui_locales=de' : ''}`
      await repo.savePending(
        {
          email,
          passwordHash,
          firstName: values.firstName,
          lastName: values.lastName || null,
          tokenHash: hashToken(token),
          returnTo,
          expiresAt: new Date(now() + LINK_TTL_MS),
        },
        {
          kind: 'signup-verification',
          subject: t.verifySubject,
          recipient: email,
          payload: { lang, link, text: t.verifyMail(values.firstName, link) },
        },
      )
    },

    /** Whether the link can still be confirmed (nothing changes). */
    async check(token: string): Promise<LinkProblem | undefined> {
      if (!TOKEN.test(token)) return 'malformed'
      return (await repo.usable(hashToken(token), new Date(now()))) ? undefined : 'gone'
    },

    /** Confirms the link: the account exists afterwards, and a one-time sign-in token for this browser. */
    async confirm(token: string): Promise<Confirmed> {
      if (!TOKEN.test(token)) return { ok: false, reason: 'malformed' }
      const loginToken = newToken()
      const t = now()
      const done = await repo.complete(
        hashToken(token),
        hashToken(loginToken),
        new Date(t),
        new Date(t + SIGNUP_LOGIN_TTL_MS),
      )
      return done ? { ok: true, loginToken, returnTo: done.returnTo } : { ok: false, reason: 'gone' }
    },

    /** The account the one-time sign-in token belongs to, once; undefined otherwise. */
    async redeemLogin(loginToken: string | undefined): Promise<string | undefined> {
      if (!loginToken || !TOKEN.test(loginToken)) return undefined
      return repo.redeemLogin(hashToken(loginToken), new Date(now()))
    },
  }
}
export type RegistrationService = ReturnType<typeof createRegistrationService>
