import { and, asc, eq, ne, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { facilities } from '#server/db/schema.ts'
import type { FacilityKind } from '#domain/facilities/facility.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Names = { en: string; de: string }

/**
 * How many hotels, properties or rooms (by the facility's kind) refer to each facility id. Written out: drizzle leaves
 * the columns of a one-table select unqualified, which a subquery would read as its own table's.
 */
const usesSql = sql<number>`case "facilities"."kind"
  when 'property' then (select count(*) from "properties" p where p."facilities" @> array["facilities"."id"])
  when 'hotel' then (select count(*) from "hotels" h where h."facility_keys" @> array["facilities"."id"])
  else (select count(*) from "rooms" r where r."facilities" @> array["facilities"."id"]) end::int`

/** The admins' facility writes (docs/product/extranet.md#facilities-hotels-and-leads). */
export function createFacilityRepository(db: Db) {
  return {
    list: () =>
      db
        .select({ id: facilities.id, kind: facilities.kind, name: facilities.name, uses: usesSql })
        .from(facilities)
        .orderBy(asc(facilities.kind), asc(facilities.id)),

    async byId(id: string, tx: Db | Tx = db) {
      const [row] = await tx
        .select({ id: facilities.id, kind: facilities.kind, name: facilities.name, uses: usesSql })
        .from(facilities)
        .where(eq(facilities.id, id))
        .limit(1)
      return row
    },

    /** True when another facility of `kind` has this English or German name (case and spaces aside). */
    async nameTaken(kind: FacilityKind, name: Names, exceptId: string | null) {
      const [row] = await db
        .select({ id: facilities.id })
        .from(facilities)
        .where(
          and(
            eq(facilities.kind, kind),
            exceptId ? ne(facilities.id, exceptId) : undefined,
            sql`(lower(${facilities.name}->>'en') = lower(${name.en}) or lower(${facilities.name}->>'de') = lower(${name.de}))`,
          ),
        )
        .limit(1)
      return row !== undefined
    },

    async create(kind: FacilityKind, name: Names) {
      const id = newObjectId()
      await db.insert(facilities).values({ id, kind, name })
      return id
    },

    async rename(id: string, name: Names) {
      const rows = await db
        .update(facilities)
        .set({ name })
        .where(eq(facilities.id, id))
        .returning({ id: facilities.id })
      return rows.length > 0
    },

    /** Deletes the facility when nothing uses it (one transaction); answers what was found. */
    remove: (id: string) =>
      db.transaction(async (tx) => {
        const row = await createFacilityRepository(db).byId(id, tx)
        if (!row || row.uses > 0) return row
        await tx.delete(facilities).where(eq(facilities.id, id))
        return row
      }),
  }
}
export type FacilityRepository = ReturnType<typeof createFacilityRepository>
