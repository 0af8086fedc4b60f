import { asc, eq, or, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { travelAgencies } from '#server/db/schema.ts'

export function createTravelAgencyRepository(db: Db) {
  return {
    list() {
      return db
        .select({ id: travelAgencies.id, name: travelAgencies.name })
        .from(travelAgencies)
        .orderBy(asc(travelAgencies.name))
    },
    async findById(id: string) {
      const [row] = await db.select().from(travelAgencies).where(eq(travelAgencies.id, id)).limit(1)
      return row
    },
    /** The agency whose e-mail domain (or auto-invite domain) is `domain` (lower case). */
    async findByEmailDomain(domain: string) {
      const [row] = await db
        .select({ name: travelAgencies.name, isLuxuryTravelAgency: travelAgencies.isLuxuryTravelAgency })
        .from(travelAgencies)
        .where(
          or(
            sql`lower(${travelAgencies.emailDomain}) = ${domain}`,
            sql`lower(${travelAgencies.autoInviteEmailDomain}) = ${domain}`,
          ),
        )
        .orderBy(asc(travelAgencies.createdAt))
        .limit(1)
      return row
    },
  }
}
export type TravelAgencyRepository = ReturnType<typeof createTravelAgencyRepository>
