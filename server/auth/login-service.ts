import type { AccountRepository, AccountRow } from './account-repository.ts'
import { verifyPassword } from './passwords.ts'

/** Failed passwords in a row before the account is locked, and for how long. */
export const MAX_FAILED_LOGINS = 5
export const LOCK_MS = 5 * 60_000

export type LoginResult =
  | { ok: true; account: AccountRow }
  | { ok: false; reason: 'invalid' }
  | { ok: false; reason: 'locked'; retryAfterMs: number }

/**
 * Checks an e-mail and password. After MAX_FAILED_LOGINS wrong passwords in a row the account is
 * locked for LOCK_MS; while locked even the right password is refused (no hint either way).
 * Unknown e-mail addresses cost the same work as known ones and get the same answer.
 */
export function createLoginService(repo: AccountRepository, now: () => number = Date.now) {
  return {
    async authenticate(email: string, password: string): Promise<LoginResult> {
      const account = email.trim() ? await repo.findByEmail(email) : undefined
      if (!account || !account.passwordHash) {
        await verifyPassword(password, null)
        return { ok: false, reason: 'invalid' }
      }
      const lockedFor = (account.lockedUntil?.getTime() ?? 0) - now()
      if (lockedFor > 0) return { ok: false, reason: 'locked', retryAfterMs: lockedFor }
      if (await verifyPassword(password, account.passwordHash)) {
        if (account.failedLoginCount > 0 || account.lockedUntil) await repo.recordSuccess(account.id)
        return { ok: true, account }
      }
      const failures = await repo.recordFailure(account.id)
      if (failures >= MAX_FAILED_LOGINS) {
        await repo.lock(account.id, new Date(now() + LOCK_MS))
        return { ok: false, reason: 'locked', retryAfterMs: LOCK_MS }
      }
      return { ok: false, reason: 'invalid' }
    },
  }
}
export type LoginService = ReturnType<typeof createLoginService>
