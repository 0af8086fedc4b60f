import { eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { travelAgencies, users } from '#server/db/schema.ts'

export function createUserRepository(db: Db) {
  return {
    async findAgency(id: string) {
      const [row] = await db.select().from(travelAgencies).where(eq(travelAgencies.id, id)).limit(1)
      return row
    },
    async updateName(id: string, name: { firstName: string; lastName: string | null }) {
      const [row] = await db.update(users).set(name).where(eq(users.id, id)).returning()
      return row
    },
  }
}
export type UserRepository = ReturnType<typeof createUserRepository>
