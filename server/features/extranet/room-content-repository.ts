import { and, desc, eq, sql } from 'drizzle-orm'
import type { RoomContent } from '#domain/extranet/room-content.ts'
import type { Db } from '#server/db/client.ts'
import { facilities, roomContentVersions, rooms, users } from '#server/db/schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type RoomRow = typeof rooms.$inferSelect

/** A room's content from its row: `{ en, de }` texts from the English column and the German one beside it. */
export function roomRowToContent(row: RoomRow): RoomContent {
  return {
    name: { en: row.name, de: row.nameDe ?? '' },
    description: { en: row.descriptionMarkdown, de: row.descriptionMarkdownDe ?? '' },
    beds: row.beds,
    sizeSqmMin: row.sizeSqmMin,
    sizeSqmMax: row.sizeSqmMax,
    outdoorSpaceSqmMin: row.outdoorSpaceSqmMin,
    outdoorSpaceSqmMax: row.outdoorSpaceSqmMax,
    numBedrooms: row.numBedrooms,
    numBathrooms: row.numBathrooms,
    views: row.viewsFromRoom.map((en, i) => ({ en, de: row.viewsFromRoomDe[i] ?? '' })),
    facilityIds: row.facilities,
    images: row.images.map((url) => ({ url, alt: row.imageAlts[url] ?? { en: '', de: '' } })),
    floorplans: row.floorplans,
  }
}

/** The row's columns for `content`; the thumbnail follows a new first image. */
export function roomContentToRow(content: RoomContent, before: RoomContent, thumbnail: string) {
  const alts: Record<string, { en: string; de: string }> = {}
  for (const image of content.images) if (image.alt.en || image.alt.de) alts[image.url] = image.alt
  const first = content.images[0]?.url
  return {
    name: content.name.en,
    nameDe: content.name.de || null,
    descriptionMarkdown: content.description.en,
    descriptionMarkdownDe: content.description.de || null,
    beds: content.beds,
    sizeSqmMin: content.sizeSqmMin,
    sizeSqmMax: content.sizeSqmMax,
    outdoorSpaceSqmMin: content.outdoorSpaceSqmMin,
    outdoorSpaceSqmMax: content.outdoorSpaceSqmMax,
    numBedrooms: content.numBedrooms,
    numBathrooms: content.numBathrooms,
    viewsFromRoom: content.views.map((view) => view.en),
    viewsFromRoomDe: content.views.map((view) => view.de),
    facilities: content.facilityIds,
    images: content.images.map((image) => image.url),
    imageAlts: alts,
    floorplans: content.floorplans,
    thumbnail: first && first !== before.images[0]?.url ? first : thumbnail,
  }
}

/** A hotel's rooms' content and their versions (docs/product/extranet.md#rooms). */
export function createRoomContentRepository(db: Db) {
  return {
    async roomFacilityIds(tx: Tx | Db = db): Promise<string[]> {
      return (await tx.select({ id: facilities.id }).from(facilities).where(eq(facilities.kind, 'room'))).map(
        (f) => f.id,
      )
    },
    /** The room of `hotelId` as stored, locked for the rest of `tx`; undefined for another hotel's room. */
    async roomForUpdate(tx: Tx, hotelId: string, roomId: string) {
      const [row] = await tx
        .select()
        .from(rooms)
        .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId)))
        .for('update')
      return row
    },
    async roomContent(hotelId: string, roomId: string) {
      const [row] = await db
        .select()
        .from(rooms)
        .where(and(eq(rooms.id, roomId), eq(rooms.hotelId, hotelId)))
      return row ? roomRowToContent(row) : undefined
    },
    async saveRoomContent(tx: Tx, row: RoomRow, content: RoomContent) {
      await tx
        .update(rooms)
        .set(roomContentToRow(content, roomRowToContent(row), row.thumbnail))
        .where(eq(rooms.id, row.id))
    },
    async latestRoomVersion(tx: Tx | Db, roomId: string): Promise<number> {
      const [row] = await tx
        .select({ version: sql<number | null>`max(${roomContentVersions.version})` })
        .from(roomContentVersions)
        .where(eq(roomContentVersions.roomId, roomId))
      return row?.version ?? 0
    },
    async addRoomVersion(
      tx: Tx,
      values: { roomId: string; version: number; content: RoomContent; userId: string | null; revertOf?: number },
    ) {
      await tx.insert(roomContentVersions).values({ ...values, content: values.content as never })
    },
    async roomVersion(roomId: string, version: number, tx: Tx | Db = db) {
      const [row] = await tx
        .select()
        .from(roomContentVersions)
        .where(and(eq(roomContentVersions.roomId, roomId), eq(roomContentVersions.version, version)))
      return row
    },
    async roomVersions(roomId: string, limit = 50) {
      return db
        .select({
          version: roomContentVersions.version,
          content: roomContentVersions.content,
          revertOf: roomContentVersions.revertOf,
          savedAt: roomContentVersions.savedAt,
          firstName: users.firstName,
          lastName: users.lastName,
          email: users.email,
        })
        .from(roomContentVersions)
        .leftJoin(users, eq(users.id, roomContentVersions.userId))
        .where(eq(roomContentVersions.roomId, roomId))
        .orderBy(desc(roomContentVersions.version))
        .limit(limit)
    },
  }
}
export type RoomContentRepository = ReturnType<typeof createRoomContentRepository>
