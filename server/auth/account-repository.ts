import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { travelAgencies, users } from '#server/db/schema.ts'
import type { ChangeBus } from '#server/lib/change-bus.ts'

export type AccountRow = typeof users.$inferSelect

/** How long a looked-up user row serves token checks (docs/decisions/048-account-lookup-cache.md). */
export const ACCOUNT_CACHE_MS = 5_000
const ACCOUNT_CACHE_MAX = 10_000

/**
 * The user rows sign-in and token checks need (the only Drizzle code of server/auth besides the adapter). With a
 * bus, a forgotten row is forgotten by every process (`accounts`, docs/decisions/146-per-process-state.md).
 */
export function createAccountRepository(db: Db, now: () => number = Date.now, bus?: ChangeBus) {
  // every signed-in call looks its user up: a row is kept a few seconds (a change in any process forgets it at once)
  const recent = new Map<string, { row: AccountRow; until: number }>()
  bus?.subscribe('accounts', () => recent.clear())
  return {
    async findById(id: string): Promise<AccountRow | undefined> {
      const hit = recent.get(id)
      if (hit && hit.until > now()) return hit.row
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      if (row) {
        if (recent.size >= ACCOUNT_CACHE_MAX) recent.delete(recent.keys().next().value as string)
        recent.set(id, { row, until: now() + ACCOUNT_CACHE_MS })
      } else recent.delete(id)
      return row
    },
    /** A user row changed (e.g. the name, the role, disabled): the next lookup in every process reads it again. */
    forget(id: string): void {
      recent.delete(id)
      bus?.publish('accounts')
    },
    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1)
      return row
    },
    /** Records a sign-in (the agency page's 'last sign-in'). */
    async signedIn(id: string): Promise<void> {
      await db
        .update(users)
        .set({ lastSignInAt: new Date(now()) })
        .where(eq(users.id, id))
      recent.delete(id)
    },
    async agencyExists(id: string): Promise<boolean> {
      const [row] = await db
        .select({ id: travelAgencies.id })
        .from(travelAgencies)
        .where(eq(travelAgencies.id, id))
        .limit(1)
      return Boolean(row)
    },
  }
}
export type AccountRepository = ReturnType<typeof createAccountRepository>
