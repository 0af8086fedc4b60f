import { CONTENT_MESSAGES } from '#domain/extranet/content.ts'
import { SECTION_MESSAGES } from '#domain/extranet/content-sections.ts'
import { changedRoomFields, type RoomContent, type RoomContentPatch } from '#domain/extranet/room-content.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { ConflictError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import type { ContentRepository } from './content-repository.ts'
import { isUploadedImageUrl } from './images-file.ts'
import { roomRowToContent, type RoomContentRepository } from './room-content-repository.ts'

type Repo = RoomContentRepository & Pick<ContentRepository, 'transaction'>
type Deps = { allowed: (user: AccountRow, hotelId: string) => Promise<unknown>; onChanged: () => void }

/**
 * A room's content (docs/product/extranet.md#rooms), versioned as the hotel page: read with its versions, saved from
 * the latest version only (409 otherwise), a section left out kept, restorable; version 0 is the room before the
 * first save. Access as the hotel's (a room of another hotel is 404).
 */
export function createRoomContentService(repo: Repo, deps: Deps) {
  return {
    async roomContent(user: AccountRow, hotelId: string, roomId: string) {
      await deps.allowed(user, hotelId)
      const content = await repo.roomContent(hotelId, roomId)
      if (!content) throw new NotFoundError('Room')
      const rows = await repo.roomVersions(roomId)
      const versions = rows.map((row, i) => ({
        version: row.version,
        savedAt: row.savedAt.toISOString(),
        by: [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || null,
        revertOf: row.revertOf,
        changed:
          i === rows.length - 1 && row.version === 0
            ? []
            : changedRoomFields(
                (rows[i + 1]?.content as Partial<RoomContent> | undefined) ?? null,
                row.content as Partial<RoomContent>,
              ),
      }))
      return { content, version: rows[0]?.version ?? 0, versions }
    },

    async saveRoomContent(
      user: AccountRow,
      hotelId: string,
      roomId: string,
      body: RoomContentPatch & { baseVersion?: number | undefined },
      revertOf?: number,
    ) {
      await deps.allowed(user, hotelId)
      const { baseVersion, ...patch } = body
      const version = await repo.transaction(async (tx) => {
        const row = await repo.roomForUpdate(tx, hotelId, roomId)
        if (!row) throw new NotFoundError('Room')
        const stored = roomRowToContent(row)
        const latest = await repo.latestRoomVersion(tx, roomId)
        if (baseVersion !== undefined && baseVersion !== latest) throw new ConflictError(CONTENT_MESSAGES.conflict)
        const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
        const content = { ...stored, ...given } as RoomContent
        const errors: Record<string, string> = {}
        const known = new Set(await repo.roomFacilityIds(tx))
        content.facilityIds.forEach((id, i) => {
          if (!known.has(id)) errors[`facilityIds.${i}`] = SECTION_MESSAGES.facility
        })
        const own = new Set([...stored.images.map((i) => i.url), ...stored.floorplans])
        content.images.forEach((image, i) => {
          if (!own.has(image.url) && !isUploadedImageUrl(image.url)) errors[`images.${i}.url`] = SECTION_MESSAGES.url
        })
        content.floorplans.forEach((url, i) => {
          if (!own.has(url) && !isUploadedImageUrl(url)) errors[`floorplans.${i}`] = SECTION_MESSAGES.url
        })
        if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors)[0])
        if (latest === 0 && !(await repo.roomVersion(roomId, 0, tx)))
          await repo.addRoomVersion(tx, { roomId, version: 0, content: stored, userId: null })
        await repo.saveRoomContent(tx, row, content)
        await repo.addRoomVersion(tx, { roomId, version: latest + 1, content, userId: user.id, revertOf })
        return latest + 1
      })
      deps.onChanged()
      return { version }
    },

    async revertRoomContent(user: AccountRow, hotelId: string, roomId: string, version: number, baseVersion: number) {
      await deps.allowed(user, hotelId)
      const old = await repo.roomVersion(roomId, version)
      if (!old) throw new NotFoundError('Version', CONTENT_MESSAGES.version)
      return this.saveRoomContent(user, hotelId, roomId, { ...(old.content as RoomContentPatch), baseVersion }, version)
    },
  }
}
