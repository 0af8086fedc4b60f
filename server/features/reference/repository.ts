import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { countryNames, facilities } from '#server/db/schema.ts'
import type { Facility } from '#domain/catalogue/types.ts'

export function createReferenceRepository(db: Db) {
  return {
    facilities: (kind?: Facility['kind']) =>
      db
        .select()
        .from(facilities)
        .where(kind ? eq(facilities.kind, kind) : undefined)
        .orderBy(asc(facilities.kind), asc(facilities.id)),
    countryNames: () => db.select().from(countryNames),
  }
}
export type ReferenceRepository = ReturnType<typeof createReferenceRepository>
