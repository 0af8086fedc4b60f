import { and, eq, gt, isNull, or } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { oidcPayloads } from '#server/db/schema.ts'
import type { ChangeBus } from '#server/lib/change-bus.ts'

/** How long a grant found alive serves token checks; the account row's time (docs/decisions/082-sign-out-revokes-access-tokens.md). */
export const GRANT_CACHE_MS = 5_000
const GRANT_CACHE_MAX = 10_000

/**
 * Whether the grant an embedded access token was issued under still exists. Sign-out (and a
 * refresh-token replay) deletes the grant from the provider's storage, which every server process
 * shares, so its access tokens stop working before their `exp`. A grant found alive is kept
 * `GRANT_CACHE_MS`; one revoked in any process is forgotten at once (`grants` on the bus,
 * docs/decisions/146-per-process-state.md), and a missing grant never comes back, so a refusal is final.
 */
export function createGrantStatus(db: Db, now: () => number = Date.now, bus?: ChangeBus) {
  const alive = new Map<string, number>()
  bus?.subscribe('grants', () => alive.clear())
  return {
    async isActive(grantId: string): Promise<boolean> {
      const until = alive.get(grantId)
      if (until !== undefined && until > now()) return true
      alive.delete(grantId)
      const [row] = await db
        .select({ id: oidcPayloads.id })
        .from(oidcPayloads)
        .where(
          and(
            eq(oidcPayloads.type, 'Grant'),
            eq(oidcPayloads.id, grantId),
            or(isNull(oidcPayloads.expiresAt), gt(oidcPayloads.expiresAt, new Date(now()))),
          ),
        )
        .limit(1)
      if (!row) return false
      if (alive.size >= GRANT_CACHE_MAX) alive.delete(alive.keys().next().value as string)
      alive.set(grantId, now() + GRANT_CACHE_MS)
      return true
    },
    /** The grant was revoked in this process: its tokens are refused by every process from the next call on. */
    forget(grantId: string): void {
      alive.delete(grantId)
      bus?.publish('grants')
    },
  }
}
export type GrantStatus = ReturnType<typeof createGrantStatus>
