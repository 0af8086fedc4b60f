/**
 * A room row as the hotel calls answer it (docs/product/hotels.md#api): GET /api/hotels/:id/rooms
 * and GET /api/hotelrooms/:roomId share this shape. Facility ids become names in the answer
 * language; image and floor-plan paths become `{ url }` objects.
 */
import type { Language, LocalizedText } from '#domain/catalogue/types.ts'
import type { HotelRoom, RoomCategory } from '#domain/hotels/types.ts'
import type { rooms } from '#server/db/schema.ts'

export type RoomRow = typeof rooms.$inferSelect
/** Facility id -> name in both languages (the facilities table). */
export type FacilityNames = ReadonlyMap<string, LocalizedText>

/** the German text where the hotel wrote one, else the English one (docs/decisions/135-hotel-content.md) */
const local = (en: string, de: string | null | undefined, lang: Language) => (lang === 'de' && de?.trim() ? de : en)
const urls = (paths: readonly string[]) => paths.map((url) => ({ url }))

export function toHotelRoom(row: RoomRow, names: FacilityNames, lang: Language): HotelRoom {
  return {
    _id: row.id,
    _hotel: row.hotelId,
    name: local(row.name, row.nameDe, lang),
    category: row.category as RoomCategory,
    descriptionMarkdown: local(row.descriptionMarkdown, row.descriptionMarkdownDe, lang),
    beds: row.beds,
    sizeSqmMin: row.sizeSqmMin,
    sizeSqmMax: row.sizeSqmMax,
    outdoorSpaceSqmMin: row.outdoorSpaceSqmMin,
    outdoorSpaceSqmMax: row.outdoorSpaceSqmMax,
    numBedrooms: row.numBedrooms,
    numBathrooms: row.numBathrooms,
    viewsFromRoom: row.viewsFromRoom.map((en, i) => local(en, row.viewsFromRoomDe?.[i], lang)),
    facilities: row.facilities.flatMap((id) => {
      const name = names.get(id)
      return name ? [name[lang] || name.en] : []
    }),
    facilitiesMarkdown: row.facilitiesMarkdown?.trim() ? row.facilitiesMarkdown : null,
    videos: urls(row.videos),
    interactiveRenderings: urls(row.interactiveRenderings),
    petsAllowed: row.petsAllowed,
    images: row.images.map((url) => {
      const alt = local(row.imageAlts?.[url]?.en ?? '', row.imageAlts?.[url]?.de, lang)
      return alt ? { url, alt } : { url }
    }),
    floorplans: urls(row.floorplans),
    thumbnail: row.thumbnail,
  }
}
