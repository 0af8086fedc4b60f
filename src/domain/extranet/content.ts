/**
 * A hotel's page content as its team and our admins edit it (docs/product/extranet.md#hotel-page): the description's
 * eight parts in English and German and the reservations phone. One schema for the form and the server; saving
 * names the version it started from, so that two people editing at once never overwrite each other unseen.
 */
import * as v from 'valibot'
import type { HotelDescription } from '../catalogue/types.ts'
import { changedSections, SECTION_ENTRIES, type HotelSections } from './content-sections.ts'

export const DESCRIPTION_PARTS = [
  'bestFor',
  'hotel',
  'location',
  'foodAndBeverage',
  'wellness',
  'onSiteActivities',
  'offSiteActivities',
  'sustainability',
] as const satisfies readonly (keyof HotelDescription)[]
export type DescriptionPart = (typeof DESCRIPTION_PARTS)[number]

export const PART_MAX = 4000

export const CONTENT_MESSAGES = {
  part: `Please use at most ${PART_MAX} characters`,
  phone: 'Please enter a phone number of digits, spaces, + ( ) - and /',
  version: 'Unknown version',
  conflict: 'Someone else saved this page meanwhile: please reload it and make your change again',
} as const
const M = CONTENT_MESSAGES

const Part = v.pipe(v.string(M.part), v.trim(), v.maxLength(PART_MAX, M.part))
const Parts = v.object(
  Object.fromEntries(DESCRIPTION_PARTS.map((p) => [p, v.optional(Part, '')])) as Record<
    DescriptionPart,
    v.OptionalSchema<typeof Part, ''>
  >,
)

/** The whole page as stored and versioned (versions saved before the sections existed have only the first two). */
export type HotelContent = {
  description: { en: HotelDescription; de: HotelDescription }
  reservationPhone: string | null
} & HotelSections

const Phone = v.pipe(
  v.nullable(v.string(M.phone), null),
  v.transform((p) => (p?.trim() ? p.trim() : null)),
  v.check((p) => p === null || /^[+\d][\d\s()/-]{3,39}$/.test(p), M.phone),
)

/** The fields of a save: every section optional (one left out keeps what is stored). */
export const CONTENT_ENTRIES = {
  description: v.optional(v.object({ en: Parts, de: Parts })),
  reservationPhone: v.optional(Phone),
  ...SECTION_ENTRIES,
}

/** PUT /api/extranet/hotels/{id}/content: names the version it started from. */
export const HotelContentSchema = v.object({
  // a missing key is an unknown version too (valibot's own words would name the key)
  baseVersion: v.pipe(v.optional(v.number(M.version), -1), v.integer(M.version), v.minValue(0, M.version)),
  ...CONTENT_ENTRIES,
})
export type HotelContentInput = v.InferInput<typeof HotelContentSchema>
export type HotelContentPatch = Omit<v.InferOutput<typeof HotelContentSchema>, 'baseVersion'>

/**
 * PATCH /api/hotels/{id} (SPEC §7's generic resource): the same fields; `baseVersion` optional (without it the
 * change applies to the latest version, still versioned; with it a stale one is refused like the editor's).
 */
export const HotelPatchSchema = v.object({
  baseVersion: v.optional(v.pipe(v.number(M.version), v.integer(M.version), v.minValue(0, M.version))),
  ...CONTENT_ENTRIES,
})

/** What a version changed against the one before: 'en.hotel', 'de.wellness', 'reservationPhone'. */
export function changedFields(
  before: Partial<HotelContent> | null,
  after: Pick<HotelContent, 'description' | 'reservationPhone'> & Partial<HotelSections>,
): string[] {
  const changed: string[] = []
  for (const lang of ['en', 'de'] as const)
    for (const part of DESCRIPTION_PARTS)
      if ((before?.description?.[lang][part] ?? '') !== after.description[lang][part]) changed.push(`${lang}.${part}`)
  if ((before?.reservationPhone ?? null) !== after.reservationPhone) changed.push('reservationPhone')
  return [...changed, ...changedSections(before, after)]
}
