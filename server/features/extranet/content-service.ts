import { isAdmin } from '#domain/auth/roles.ts'
import { CONTENT_MESSAGES, changedFields, type HotelContent, type HotelContentPatch } from '#domain/extranet/content.ts'
import { SECTION_MESSAGES } from '#domain/extranet/content-sections.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import { isUploadedImageUrl } from './images-file.ts'
import type { ContentRepository } from './content-repository.ts'

type Tx = Parameters<Parameters<ContentRepository['transaction']>[0]>[0]
type Deps = {
  /** the hotel if `user` may change it (admins any, the hotel's team its own; 404 / 403 otherwise) */
  allowed: (user: AccountRow, hotelId: string) => Promise<unknown>
  onChanged: () => void
}

const sameList = (a: string[], b: string[]) => [...a].sort().join() === [...b].sort().join()

/**
 * The hotel page's content (docs/product/extranet.md#hotel-page): read with its versions; saved as a new version
 * from the latest one only (409 otherwise; the page keeps what was typed); a section left out of a save keeps what is
 * stored (so PATCH /api/hotels/{id} is the same save); programs are our admins' (a team's change of them is 403);
 * restorable. The content before the first save is kept as version 0.
 */
export function createContentService(repo: ContentRepository, deps: Deps) {
  /** The fixed lists and the page's own images: anything else is a 400 with the field (read in `tx`: one connection). */
  async function check(tx: Tx, user: AccountRow, stored: HotelContent, next: HotelContent) {
    const errors: Record<string, string> = {}
    const facilityIds = new Set((await repo.hotelFacilities(tx)).map((f) => f.id))
    next.facilities.forEach((f, i) => {
      if (!facilityIds.has(f.facilityId)) errors[`facilities.${i}.facilityId`] = SECTION_MESSAGES.facility
    })
    const ownImages = new Set(stored.images.map((i) => i.url))
    next.images.forEach((image, i) => {
      if (!ownImages.has(image.url) && !isUploadedImageUrl(image.url)) errors[`images.${i}.url`] = SECTION_MESSAGES.url
    })
    if (!sameList(stored.programIds, next.programIds)) {
      if (!isAdmin(user.role)) throw new ForbiddenError(SECTION_MESSAGES.programs)
      const known = new Set(await repo.programIds(tx))
      if (next.programIds.some((id) => !known.has(id))) errors.programIds = SECTION_MESSAGES.program
    }
    if (Object.keys(errors).length > 0) throw new ValidationError(errors, Object.values(errors)[0])
  }

  return {
    /** The hotel page's content, its version, and the versions with who saved them and what each changed. */
    async content(user: AccountRow, hotelId: string) {
      await deps.allowed(user, hotelId)
      const [content, rows] = await Promise.all([repo.content(hotelId), repo.versions(hotelId)])
      const versions = rows.map((row, i) => {
        const before = (rows[i + 1]?.content as Partial<HotelContent> | undefined) ?? null
        const by = [row.firstName, row.lastName].filter(Boolean).join(' ') || row.email || null
        return {
          version: row.version,
          savedAt: row.savedAt.toISOString(),
          by,
          revertOf: row.revertOf,
          changed: i === rows.length - 1 && row.version === 0 ? [] : changedFields(before, row.content as HotelContent),
        }
      })
      return { content: content!, version: rows[0]?.version ?? 0, versions }
    },

    /** `baseVersion` undefined: saved over the latest version (PATCH without one); else it must be the latest. */
    async saveContent(
      user: AccountRow,
      hotelId: string,
      body: HotelContentPatch & { baseVersion?: number | undefined },
      revertOf?: number,
    ) {
      await deps.allowed(user, hotelId)
      const { baseVersion, ...patch } = body
      const version = await repo.transaction(async (tx) => {
        const stored = await repo.contentForUpdate(tx, hotelId)
        if (!stored) throw new NotFoundError('Hotel')
        const latest = await repo.latestVersion(tx, hotelId)
        if (baseVersion !== undefined && baseVersion !== latest) throw new ConflictError(CONTENT_MESSAGES.conflict)
        const given = Object.fromEntries(Object.entries(patch).filter(([, value]) => value !== undefined))
        const content = { ...stored, ...given } as HotelContent
        // a team restoring a version keeps the programs our admins gave the hotel
        if (revertOf !== undefined && !isAdmin(user.role)) content.programIds = stored.programIds
        content.programIds = [...content.programIds].sort()
        await check(tx, user, stored, content)
        if (latest === 0 && !(await repo.version(hotelId, 0, tx)))
          await repo.addVersion(tx, { hotelId, version: 0, content: stored, userId: null })
        await repo.saveContent(tx, hotelId, content)
        await repo.addVersion(tx, { hotelId, version: latest + 1, content, userId: user.id, revertOf })
        return latest + 1
      })
      deps.onChanged()
      return { version }
    },

    /** Restores a version's content as a new version (a version from before a section existed keeps that section). */
    async revertContent(user: AccountRow, hotelId: string, version: number, baseVersion: number) {
      await deps.allowed(user, hotelId)
      const old = await repo.version(hotelId, version)
      if (!old) throw new NotFoundError('Version', CONTENT_MESSAGES.version)
      return this.saveContent(user, hotelId, { ...(old.content as HotelContentPatch), baseVersion }, version)
    },
  }
}
