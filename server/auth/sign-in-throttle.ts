import { createHash } from 'node:crypto'
import { addressKey } from '#server/lib/client-address.ts'
import type { RateLimitStore } from '#server/lib/rate-limit.ts'

/**
 * Growing delays after failed sign-ins instead of a lock (docs/decisions/043-throttling-and-proxy.md,
 * docs/decisions/083-sign-in-throttle-per-account-and-source.md). The first `free` failures cost
 * nothing; after that each failure makes the next attempt wait `baseMs`, doubled per further failure
 * up to `capMs`. Attempts made while waiting are refused without counting; `forgetMs` after the last
 * failure the counter is gone.
 *
 * The counters, so that a guesser slows down only themselves:
 * - `source`: one e-mail address from one source. The source is the browser when it holds a device
 *   cookie from an earlier sign-in to that e-mail address (server/auth/device-cookie.ts), else the
 *   client address. A guesser elsewhere never delays the person at their own address or browser.
 * - `unknownSources`: one e-mail address from every source without its device cookie together, a
 *   backstop against a guesser spread over many addresses; a browser with the device cookie is not
 *   slowed by it.
 * - `address`: one client address, whatever e-mail address (not for a browser with the device cookie).
 */
export type BackOff = { free: number; baseMs: number; capMs: number; forgetMs: number }

export const SIGN_IN_BACK_OFF: { source: BackOff; unknownSources: BackOff; address: BackOff } = {
  // one e-mail address from one browser or address: 5 free, then 1 s, 2 s, 4 s … at most 1 minute
  source: { free: 5, baseMs: 1_000, capMs: 60_000, forgetMs: 15 * 60_000 },
  // one e-mail address from all sources without its device cookie: 50 free, then 1 s … at most 1 minute
  unknownSources: { free: 50, baseMs: 1_000, capMs: 60_000, forgetMs: 15 * 60_000 },
  // one client address, whatever e-mail: 20 free, then 1 s, 2 s, 4 s … at most 15 minutes
  address: { free: 20, baseMs: 1_000, capMs: 15 * 60_000, forgetMs: 60 * 60_000 },
}

/** The wait after `failures` failures in a row. */
export function backOffDelay(failures: number, p: BackOff): number {
  if (failures < p.free) return 0
  return Math.min(p.baseMs * 2 ** (failures - p.free), p.capMs)
}

/** `device`: the id of a valid device cookie for this e-mail address, if the browser sent one. */
export type SignInAttempt = { email: string; address: string; device?: string }

type Key = { key: string; p: BackOff }

/** The typed e-mail address as a key part: unknown and known addresses are counted alike, never by account id. */
export const emailKey = (email: string) => createHash('sha256').update(email.trim().toLowerCase()).digest('base64url')

export function createSignInThrottle(store: RateLimitStore, opts = SIGN_IN_BACK_OFF, now: () => number = Date.now) {
  const keysOf = (attempt: SignInAttempt): Key[] => {
    const email = emailKey(attempt.email)
    const address = addressKey(attempt.address)
    if (attempt.device) return [{ key: `sign-in:device:${email}:${attempt.device}`, p: opts.source }]
    return [
      { key: `sign-in:source:${email}:${address}`, p: opts.source },
      { key: `sign-in:account:${email}`, p: opts.unknownSources },
      { key: `sign-in:address:${address}`, p: opts.address },
    ]
  }
  const waitOf = async ({ key, p }: Key, t: number) => {
    const counter = await store.peek(key, t)
    return counter ? Math.max(0, counter.lastAt + backOffDelay(counter.count, p) - t) : 0
  }
  return {
    /** How long this attempt must wait (0: it may be checked now). */
    async waitMs(attempt: SignInAttempt): Promise<number> {
      const t = now()
      const waits = await Promise.all(keysOf(attempt).map((k) => waitOf(k, t)))
      return Math.max(0, ...waits)
    },
    async failed(attempt: SignInAttempt): Promise<void> {
      const t = now()
      await Promise.all(
        keysOf(attempt).map(({ key, p }) => store.hit(key, { windowMs: p.forgetMs, now: t, sliding: true })),
      )
    },
    /** The right password: this source's count starts again (the others keep theirs). */
    async succeeded(attempt: SignInAttempt): Promise<void> {
      await store.clear(keysOf(attempt)[0]!.key)
    },
  }
}
export type SignInThrottle = ReturnType<typeof createSignInThrottle>
