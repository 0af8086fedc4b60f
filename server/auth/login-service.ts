import type { AccountRepository, AccountRow } from './account-repository.ts'
import { verifyPassword } from './passwords.ts'
import type { SignInAttempt, SignInThrottle } from './sign-in-throttle.ts'

export type LoginResult =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'invalid' }
  /** the right password of a member their agency disabled (docs/product/agency.md) */
  | { ok: false; reason: 'disabled' }
  | { ok: false; reason: 'throttled'; retryAfterMs: number }

/**
 * Checks an e-mail and password. Failed attempts slow down further attempts for that e-mail
 * address from that browser or client address (docs/decisions/083-sign-in-throttle-per-account-and-source.md);
 * nothing locks an account. Unknown addresses get the same answers at the same cost as known ones: the throttle
 * counts typed addresses, and a dummy hash is checked when there is no account.
 */
export function createLoginService(repo: AccountRepository, throttle: SignInThrottle) {
  return {
    async authenticate(attempt: SignInAttempt & { password: string }): Promise<LoginResult> {
      const retryAfterMs = await throttle.waitMs(attempt)
      if (retryAfterMs > 0) return { ok: false, reason: 'throttled', retryAfterMs }
      const account = attempt.email.trim() ? await repo.findByEmail(attempt.email) : undefined
      // without an account (or its password) the dummy hash costs the same as a real check
      const valid = await verifyPassword(attempt.password, account?.passwordHash ?? null)
      if (account && valid) {
        await throttle.succeeded(attempt)
        if (account.disabledAt) return { ok: false, reason: 'disabled' }
        await repo.signedIn(account.id)
        return { ok: true, account }
      }
      await throttle.failed(attempt)
      return { ok: false, reason: 'invalid' }
    },
  }
}
export type LoginService = ReturnType<typeof createLoginService>
