import { and, desc, eq, sql } from 'drizzle-orm'
import type { HotelContent } from '#domain/extranet/content.ts'
import type { Db } from '#server/db/client.ts'
import { facilities, hotelContentVersions, hotelPrograms, hotels, programs, users } from '#server/db/schema.ts'
import { contentToRow, rowToContent, type HotelFacilityRef } from './content-row.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

/** The hotel page's content and its versions (docs/product/extranet.md#hotel-page). */
export function createContentRepository(db: Db) {
  const hotelFacilities = (tx: Tx | Db = db): Promise<HotelFacilityRef[]> =>
    tx.select({ id: facilities.id, name: facilities.name }).from(facilities).where(eq(facilities.kind, 'hotel'))
  return {
    transaction: <T>(run: (tx: Tx) => Promise<T>) => db.transaction(run),
    /** The fixed list of hotel facilities (SPEC §10: 13 options). */
    hotelFacilities,
    async programIds(tx: Tx | Db = db): Promise<string[]> {
      return (await tx.select({ id: programs.id }).from(programs)).map((p) => p.id)
    },
    /** The page content as stored, locked for the rest of `tx` (one save at a time per hotel). */
    async contentForUpdate(tx: Tx, hotelId: string): Promise<HotelContent | undefined> {
      const [row] = await tx.select().from(hotels).where(eq(hotels.id, hotelId)).for('update')
      if (!row) return undefined
      const [list, member] = await Promise.all([
        hotelFacilities(tx),
        tx.select({ id: hotelPrograms.programId }).from(hotelPrograms).where(eq(hotelPrograms.hotelId, hotelId)),
      ])
      return rowToContent(
        row,
        list,
        member.map((m) => m.id),
      )
    },
    async content(hotelId: string) {
      return db.transaction((tx) => this.contentForUpdate(tx, hotelId))
    },
    async saveContent(tx: Tx, hotelId: string, content: HotelContent) {
      await tx
        .update(hotels)
        .set(contentToRow(content, await hotelFacilities(tx)))
        .where(eq(hotels.id, hotelId))
      await tx.delete(hotelPrograms).where(eq(hotelPrograms.hotelId, hotelId))
      if (content.programIds.length > 0)
        await tx.insert(hotelPrograms).values(content.programIds.map((programId) => ({ hotelId, programId })))
    },
    async latestVersion(tx: Tx | Db, hotelId: string): Promise<number> {
      const [row] = await tx
        .select({ version: sql<number | null>`max(${hotelContentVersions.version})` })
        .from(hotelContentVersions)
        .where(eq(hotelContentVersions.hotelId, hotelId))
      return row?.version ?? 0
    },
    async addVersion(
      tx: Tx,
      values: { hotelId: string; version: number; content: HotelContent; userId: string | null; revertOf?: number },
    ) {
      await tx.insert(hotelContentVersions).values({ ...values, content: values.content as never })
    },
    async version(hotelId: string, version: number, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(hotelContentVersions)
        .where(and(eq(hotelContentVersions.hotelId, hotelId), eq(hotelContentVersions.version, version)))
      return row
    },
    /** The versions, newest first, with who saved them. */
    async versions(hotelId: string, limit = 50) {
      return db
        .select({
          version: hotelContentVersions.version,
          content: hotelContentVersions.content,
          revertOf: hotelContentVersions.revertOf,
          savedAt: hotelContentVersions.savedAt,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(hotelContentVersions)
        .leftJoin(users, eq(users.id, hotelContentVersions.userId))
        .where(eq(hotelContentVersions.hotelId, hotelId))
        .orderBy(desc(hotelContentVersions.version))
        .limit(limit)
    },
  }
}
export type ContentRepository = ReturnType<typeof createContentRepository>
