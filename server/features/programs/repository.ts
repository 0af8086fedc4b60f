import { asc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { programs } from '#server/db/schema.ts'

export function createProgramRepository(db: Db) {
  return {
    /** The programs by name; only those shown in the hotel search (or only the others) when asked. */
    list: (visibleInHotelSearch?: boolean) =>
      db
        .select({
          id: programs.id,
          name: programs.name,
          logoInline: programs.logoInline,
          isVisibleInHotelSearch: programs.isVisibleInHotelSearch,
        })
        .from(programs)
        .where(
          visibleInHotelSearch === undefined ? undefined : eq(programs.isVisibleInHotelSearch, visibleInHotelSearch),
        )
        .orderBy(asc(programs.name), asc(programs.id)),
  }
}
export type ProgramRepository = ReturnType<typeof createProgramRepository>
