import { eq } from 'drizzle-orm'
import type { SalesInformation } from '#domain/catalogue/types.ts'
import { propertyById } from '#server/db/catalogue-queries.ts'
import type { Db } from '#server/db/client.ts'
import { travelAgencies } from '#server/db/schema.ts'

/** The reads behind a property's commission levels (docs/decisions/041-session-and-exposure.md). */
export function createCommissionRepository(db: Db) {
  return {
    /** The stored sales information (null when the property has none), undefined for an unknown property. */
    async salesInformationOf(propertyId: string): Promise<SalesInformation | null | undefined> {
      const row = await propertyById(db, propertyId, ['salesInformation'] as const)
      return row ? row.salesInformation : undefined
    },
    async agencyName(agencyId: string): Promise<string | undefined> {
      const [row] = await db
        .select({ name: travelAgencies.name })
        .from(travelAgencies)
        .where(eq(travelAgencies.id, agencyId))
        .limit(1)
      return row?.name
    },
  }
}
export type CommissionRepository = ReturnType<typeof createCommissionRepository>
