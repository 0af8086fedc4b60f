/**
 * A room's content as the hotel's team and our admins edit it (docs/product/extranet.md#rooms): name and description
 * in English and German, beds with their sleeps, sizes, bedrooms and bathrooms, views (English and German), room
 * facilities from the fixed list, images with alt texts, floor plans. Versioned like the hotel page (one history per
 * room, saved from the latest version only, restorable); a section left out of a save keeps what is stored.
 */
import * as v from 'valibot'
import type { RoomBed } from '../catalogue/types.ts'
import { CONTENT_MESSAGES } from './content.ts'
import {
  ImageSchema,
  ImageUrl,
  LIST_MAX,
  MARKDOWN_MAX,
  SECTION_MESSAGES,
  TEXT_MAX,
  type HotelImage,
  type Texts,
} from './content-sections.ts'

export const ROOM_MESSAGES = {
  bedType: 'Please choose a bed type of the list',
  sleeps: 'Please enter how many guests and adults (adults at most the guests)',
  size: 'Please enter square metres from 0 to 100000, the smallest first',
  rooms: 'Please enter a number from 0 to 50',
} as const
const M = { ...SECTION_MESSAGES, ...ROOM_MESSAGES }

export const BED_TYPES = ['bunkBed', 'kingSizeBed', 'queenSizeBed', 'singleBed', 'sofaBed'] as const

const Plain = (max: number, message: string) =>
  v.pipe(v.optional(v.string(message), ''), v.trim(), v.maxLength(max, message))
const TextsOf = (max: number, message: string) =>
  v.optional(v.object({ en: Plain(max, message), de: Plain(max, message) }), { en: '', de: '' })
const Flag = v.boolean(M.flag)
const Guests = v.pipe(v.number(M.sleeps), v.integer(M.sleeps), v.minValue(1, M.sleeps), v.maxValue(20, M.sleeps))
/** a bed for children (a sofa bed, a bunk bed) sleeps no adult */
const Adults = v.pipe(v.number(M.sleeps), v.integer(M.sleeps), v.minValue(0, M.sleeps), v.maxValue(20, M.sleeps))
const Size = v.nullable(
  v.pipe(v.number(M.size), v.integer(M.size), v.minValue(0, M.size), v.maxValue(100_000, M.size)),
  null,
)
const Rooms = v.pipe(v.number(M.rooms), v.integer(M.rooms), v.minValue(0, M.rooms), v.maxValue(50, M.rooms))
const List = <T extends v.GenericSchema>(item: T) => v.pipe(v.array(item, M.list), v.maxLength(LIST_MAX, M.list))

export const BedSchema = v.object({
  bedType: v.picklist(BED_TYPES, M.bedType),
  isInStandardOccupancy: Flag,
  sleeps: v.pipe(
    List(
      v.pipe(
        v.object({ maxPax: Guests, maxAdults: Adults }),
        v.check((s) => s.maxAdults <= s.maxPax, M.sleeps),
      ),
    ),
    v.minLength(1, M.sleeps),
  ),
  twinBedPossible: Flag,
})

const sizesInOrder = (min: number | null | undefined, max: number | null | undefined) =>
  min === null || max === null || min === undefined || max === undefined || min <= max

/** PUT /api/extranet/hotels/{hotelId}/rooms/{roomId}/content */
export const RoomContentSchema = v.pipe(
  v.object({
    baseVersion: v.pipe(
      v.optional(v.number(CONTENT_MESSAGES.version), -1),
      v.integer(CONTENT_MESSAGES.version),
      v.minValue(0, CONTENT_MESSAGES.version),
    ),
    name: v.optional(
      v.object({
        en: v.pipe(v.string(M.name), v.trim(), v.nonEmpty(M.name), v.maxLength(200, M.text)),
        de: Plain(200, M.text),
      }),
    ),
    description: v.optional(TextsOf(MARKDOWN_MAX, M.markdown)),
    beds: v.optional(List(BedSchema)),
    sizeSqmMin: v.optional(Size),
    sizeSqmMax: v.optional(Size),
    outdoorSpaceSqmMin: v.optional(Size),
    outdoorSpaceSqmMax: v.optional(Size),
    numBedrooms: v.optional(Rooms),
    numBathrooms: v.optional(Rooms),
    views: v.optional(
      List(v.object({ en: v.pipe(Plain(TEXT_MAX, M.text), v.nonEmpty(M.name)), de: Plain(TEXT_MAX, M.text) })),
    ),
    facilityIds: v.optional(
      v.pipe(
        List(v.pipe(v.string(M.facility), v.nonEmpty(M.facility))),
        v.check((ids) => new Set(ids).size === ids.length, M.facilityTwice),
      ),
    ),
    images: v.optional(List(ImageSchema)),
    floorplans: v.optional(List(ImageUrl)),
  }),
  v.forward(
    v.partialCheck([['sizeSqmMin'], ['sizeSqmMax']], (r) => sizesInOrder(r.sizeSqmMin, r.sizeSqmMax), M.size),
    ['sizeSqmMax'],
  ),
  v.forward(
    v.partialCheck(
      [['outdoorSpaceSqmMin'], ['outdoorSpaceSqmMax']],
      (r) => sizesInOrder(r.outdoorSpaceSqmMin, r.outdoorSpaceSqmMax),
      M.size,
    ),
    ['outdoorSpaceSqmMax'],
  ),
)
export type RoomContentPatch = Omit<v.InferOutput<typeof RoomContentSchema>, 'baseVersion'>

export type RoomContent = {
  name: Texts
  description: Texts
  beds: RoomBed[]
  sizeSqmMin: number | null
  sizeSqmMax: number | null
  outdoorSpaceSqmMin: number | null
  outdoorSpaceSqmMax: number | null
  numBedrooms: number
  numBathrooms: number
  views: Texts[]
  facilityIds: string[]
  images: HotelImage[]
  floorplans: string[]
}
const ROOM_FIELDS: (keyof RoomContent)[] = [
  'name',
  'description',
  'beds',
  'sizeSqmMin',
  'sizeSqmMax',
  'outdoorSpaceSqmMin',
  'outdoorSpaceSqmMax',
  'numBedrooms',
  'numBathrooms',
  'views',
  'facilityIds',
  'images',
  'floorplans',
]

/** What a room's version changed: 'name.de', 'beds', 'images', … (as the hotel page's sections). */
export function changedRoomFields(before: Partial<RoomContent> | null, after: Partial<RoomContent>): string[] {
  const changed: string[] = []
  for (const field of ROOM_FIELDS) {
    const a = before?.[field]
    const b = after[field]
    if (a === undefined || b === undefined || JSON.stringify(a) === JSON.stringify(b)) continue
    if (field === 'name' || field === 'description') {
      for (const lang of ['en', 'de'] as const)
        if ((a as Texts)[lang] !== (b as Texts)[lang]) changed.push(`${field}.${lang}`)
    } else changed.push(field)
  }
  return changed
}
