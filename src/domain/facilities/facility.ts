/**
 * The admins' facility writes (docs/product/extranet.md#facilities-hotels-and-leads): a facility of one of the fixed
 * kinds with its name in English and German. The kind is chosen once, on creation: hotels, properties and rooms
 * refer to a facility of their own kind, so a facility never changes kind. One schema for the form and the server.
 */
import * as v from 'valibot'
import { safeText } from '../validation/safe-text.ts'

export const FACILITY_KINDS = ['property', 'hotel', 'room'] as const
export type FacilityKind = (typeof FACILITY_KINDS)[number]

export const FACILITY_MESSAGES = {
  kind: 'Please choose whether this is a facility of properties, hotels or rooms',
  nameEn: 'Please enter the English name',
  nameDe: 'Please enter the German name',
  tooLong: 'Please use at most 80 characters',
  taken: 'A facility of this kind already has this name',
} as const

const name = (required: string) =>
  v.pipe(
    v.optional(v.string(required), ''),
    v.trim(),
    v.nonEmpty(required),
    v.maxLength(80, FACILITY_MESSAGES.tooLong),
    safeText(),
  )

export const FacilityNameSchema = v.object({ en: name(FACILITY_MESSAGES.nameEn), de: name(FACILITY_MESSAGES.nameDe) })

export const NewFacilitySchema = v.object({
  kind: v.pipe(v.optional(v.string(FACILITY_MESSAGES.kind), ''), v.picklist(FACILITY_KINDS, FACILITY_MESSAGES.kind)),
  name: v.optional(FacilityNameSchema, {}),
})
export type NewFacility = v.InferOutput<typeof NewFacilitySchema>

export const FacilityRenameSchema = v.object({ name: v.optional(FacilityNameSchema, {}) })
export type FacilityRename = v.InferOutput<typeof FacilityRenameSchema>

/** A facility as the admins' page shows it: both names, and how many hotels, properties or rooms use it. */
export type EditableFacility = { _id: string; kind: FacilityKind; name: { en: string; de: string }; uses: number }

/** What a facility's kind is used by, for the 409 of a delete ("used by 3 hotels"). */
export const USED_BY: Record<FacilityKind, [one: string, many: string]> = {
  property: ['property', 'properties'],
  hotel: ['hotel', 'hotels'],
  room: ['room', 'rooms'],
}

/** The 409 message of deleting a facility in use; null when nothing uses it. */
export function inUseMessage(kind: FacilityKind, uses: number): string | null {
  if (uses <= 0) return null
  const [one, many] = USED_BY[kind]
  return `This facility is used by ${uses} ${uses === 1 ? one : many}: remove it from them first`
}
