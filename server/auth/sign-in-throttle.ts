import { createHash } from 'node:crypto'
import { addressKey } from '#server/lib/client-address.ts'
import type { RateLimitStore } from '#server/lib/rate-limit.ts'

/**
 * Growing delays after failed sign-ins, by account and by client address, instead of a lock
 * (docs/decisions/043-throttling-and-proxy.md). The first `free` failures cost nothing; after that
 * each failure makes the next attempt wait `baseMs`, doubled per further failure up to `capMs`.
 * Attempts made while waiting are refused without counting, so an outsider can delay an account by
 * at most `capMs`, never lock it; `forgetMs` after the last failure the counter is gone.
 */
export type BackOff = { free: number; baseMs: number; capMs: number; forgetMs: number }

export const SIGN_IN_BACK_OFF: { account: BackOff; address: BackOff } = {
  // one e-mail address, from anywhere: 5 free, then 1 s, 2 s, 4 s … at most 1 minute
  account: { free: 5, baseMs: 1_000, capMs: 60_000, forgetMs: 15 * 60_000 },
  // one client address, whatever e-mail: 20 free, then 1 s, 2 s, 4 s … at most 15 minutes
  address: { free: 20, baseMs: 1_000, capMs: 15 * 60_000, forgetMs: 60 * 60_000 },
}

/** The wait after `failures` failures in a row. */
export function backOffDelay(failures: number, p: BackOff): number {
  if (failures < p.free) return 0
  return Math.min(p.baseMs * 2 ** (failures - p.free), p.capMs)
}

export type SignInAttempt = { email: string; address: string }

export function createSignInThrottle(store: RateLimitStore, opts = SIGN_IN_BACK_OFF, now: () => number = Date.now) {
  // unknown and known addresses are counted alike: the key is the typed address, never an account id
  const accountKey = (email: string) =>
    `sign-in:account:${createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')}`
  const addressKeyOf = (address: string) => `sign-in:address:${addressKey(address)}`
  const waitOf = async (key: string, p: BackOff, t: number) => {
    const counter = await store.peek(key, t)
    return counter ? Math.max(0, counter.lastAt + backOffDelay(counter.count, p) - t) : 0
  }
  return {
    /** How long this attempt must wait (0: it may be checked now). */
    async waitMs(attempt: SignInAttempt): Promise<number> {
      const t = now()
      const [account, address] = await Promise.all([
        waitOf(accountKey(attempt.email), opts.account, t),
        waitOf(addressKeyOf(attempt.address), opts.address, t),
      ])
      return Math.max(account, address)
    },
    async failed(attempt: SignInAttempt): Promise<void> {
      const t = now()
      await Promise.all([
        store.hit(accountKey(attempt.email), { windowMs: opts.account.forgetMs, now: t, sliding: true }),
        store.hit(addressKeyOf(attempt.address), { windowMs: opts.address.forgetMs, now: t, sliding: true }),
      ])
    },
    /** The right password: the account's count starts again (the address keeps its count). */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      await store.clear(accountKey(attempt.email))
    },
  }
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>
