import { createHash } from 'node:crypto'
import { eq, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { rateLimits } from '#server/db/schema.ts'
import { createMemoryStore, type Counter, type RateLimitStore } from './rate-limit.ts'

/** Expired counters are deleted at most this often. */
const CLEANUP_EVERY_MS = 5 * 60_000

/**
 * Rate-limit counters in the `rate_limits` table, shared by every server process on the database
 * (docs/decisions/043-throttling-and-proxy.md). A hit is one upsert, atomic per key. Keys are stored
 * hashed: they hold client addresses and e-mail addresses.
 */
export function createDatabaseStore(db: Db): RateLimitStore {
  let cleanedAt = 0
  const cleanup = (now: number) => {
    if (now - cleanedAt < CLEANUP_EVERY_MS) return
    cleanedAt = now
    db.delete(rateLimits)
      .where(lte(rateLimits.resetAt, now))
      .catch(() => (cleanedAt = 0)) // tried again on a later hit
  }
  return {
    async hit(key, { windowMs, now, sliding }) {
      const expired = sql`${rateLimits.resetAt} <= ${now}`
      const [row] = await db
        .insert(rateLimits)
        .values({ key: hashed(key), count: 1, resetAt: now + windowMs, lastAt: now })
        .onConflictDoUpdate({
          target: rateLimits.key,
          set: {
            count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
            resetAt: sliding
              ? sql`excluded.reset_at`
              : sql`case when ${expired} then excluded.reset_at else ${rateLimits.resetAt} end`,
            lastAt: sql`excluded.last_at`,
          },
        })
        .returning({ count: rateLimits.count, resetAt: rateLimits.resetAt, lastAt: rateLimits.lastAt })
      cleanup(now)
      return counter(row!)
    },
    async peek(key, now) {
      const [row] = await db
        .select({ count: rateLimits.count, resetAt: rateLimits.resetAt, lastAt: rateLimits.lastAt })
        .from(rateLimits)
        .where(eq(rateLimits.key, hashed(key)))
      return row && Number(row.resetAt) > now ? counter(row) : undefined
    },
    async clear(key) {
      await db.delete(rateLimits).where(eq(rateLimits.key, hashed(key)))
    },
  }
}

/**
 * The store of a run mode: the database's when DATABASE_URL is set (PostgreSQL, or PGlite in
 * memory for tests), so that processes sharing it share the counts; in memory for the embedded
 * database under DATA_DIR, which only one process can open.
 */
export function rateLimitStoreFor(db: Db, config: { databaseUrl: string | undefined }): RateLimitStore {
  return config.databaseUrl ? createDatabaseStore(db) : createMemoryStore()
}

function hashed(key: string): string {
  return createHash('sha256').update(key).digest('base64url')
}

/** bigint columns may come back as strings from node-postgres */
function counter(row: { count: number; resetAt: number | string; lastAt: number | string }): Counter {
  return { count: row.count, resetAt: Number(row.resetAt), lastAt: Number(row.lastAt) }
}
