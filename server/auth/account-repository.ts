import { eq, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { travelAgencies, users } from '#server/db/schema.ts'

export type AccountRow = typeof users.$inferSelect

/** The user rows sign-in and token checks need (the only Drizzle code of server/auth besides the adapter). */
export function createAccountRepository(db: Db) {
  return {
    async findById(id: string): Promise<AccountRow | undefined> {
      const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1)
      return row
    },
    async findByEmail(email: string): Promise<AccountRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1)
      return row
    },
    async agencyExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: travelAgencies.id }).from(travelAgencies).where(eq(travelAgencies.id, id)).limit(1)
      return Boolean(row)
    },
  }
}
export type AccountRepository = ReturnType<typeof createAccountRepository>
