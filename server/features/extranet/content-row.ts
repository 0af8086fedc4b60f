/**
 * The hotel page's content (src/domain/extranet/content.ts) from and to the hotel row: each `{ en, de }` text is the
 * English column or key and the German one beside it (src/domain/extranet/stored-german.ts); facilities are stored
 * by their English name (as the seed and the hotel answer have them) and as `facility_keys` (the search filter's ids);
 * images as the URL list with their alt texts by URL.
 */
import type { HotelDescription, LocalizedText } from '#domain/catalogue/types.ts'
import type { HotelContent } from '#domain/extranet/content.ts'
import type { Texts } from '#domain/extranet/content-sections.ts'
import type { hotels } from '#server/db/schema.ts'

type HotelRow = typeof hotels.$inferSelect
export type ContentRow = Pick<
  HotelRow,
  | 'description'
  | 'descriptionDe'
  | 'reservationPhone'
  | 'reservationHours'
  | 'reservationHoursDe'
  | 'images'
  | 'imageAlts'
  | 'diningVenues'
  | 'facilities'
  | 'checkIn'
  | 'agePolicy'
  | 'petPolicy'
  | 'smokingPolicy'
  | 'smokingPolicyDe'
  | 'bookingPolicyMarkdown'
  | 'bookingPolicyMarkdownDe'
  | 'houseRulesMarkdown'
  | 'houseRulesMarkdownDe'
  | 'salesManagers'
  | 'isChatEnabled'
  | 'miceFacilities'
>
export type HotelFacilityRef = { id: string; name: LocalizedText }

const texts = (en: string | null | undefined, de: string | null | undefined): Texts => ({ en: en ?? '', de: de ?? '' })
const orNull = (text: string) => (text.trim() ? text : null)

export function rowToContent(row: ContentRow, facilityList: HotelFacilityRef[], programIds: string[]): HotelContent {
  const de = Object.fromEntries(
    Object.keys(row.description).map((part) => [part, row.descriptionDe[part as keyof HotelDescription] ?? '']),
  ) as HotelDescription
  const idOf = new Map(facilityList.map((f) => [f.name.en, f.id]))
  return {
    description: { en: row.description, de },
    reservationPhone: row.reservationPhone,
    reservationHours: texts(row.reservationHours, row.reservationHoursDe),
    images: row.images.map((url) => ({ url, alt: row.imageAlts[url] ?? { en: '', de: '' } })),
    diningVenues: row.diningVenues.map((d) => ({
      type: texts(d.type, d.typeDe),
      name: d.name,
      michelinStars: d.michelinStars,
      description: texts(d.description, d.descriptionDe),
      openingHours: texts(d.openingHoursDescription, d.openingHoursDescriptionDe),
    })),
    // a facility no longer in the fixed list keeps its stored name as its id (a save then asks for one of the list)
    facilities: row.facilities.map((f) => ({
      facilityId: idOf.get(f.facility) ?? f.facility,
      priceText: texts(f.priceText, f.priceTextDe),
      description: texts(f.description, f.descriptionDe),
    })),
    checkIn: {
      startTime: row.checkIn.startTime,
      endTime: row.checkIn.endTime,
      minAge: row.checkIn.minAge,
      deposit: texts(row.checkIn.depositDescription, row.checkIn.depositDescriptionDe),
      instructions: texts(row.checkIn.instructions, row.checkIn.instructionsDe),
      isCreditCardRequired: row.checkIn.isCreditCardRequired,
      isPhotoIdRequired: row.checkIn.isPhotoIdRequired,
    },
    agePolicy: row.agePolicy,
    petPolicy: {
      arePetsAllowed: row.petPolicy.arePetsAllowed,
      restrictions: texts(row.petPolicy.restrictions, row.petPolicy.restrictionsDe),
    },
    smokingPolicy: texts(row.smokingPolicy, row.smokingPolicyDe),
    bookingPolicyMarkdown: texts(row.bookingPolicyMarkdown, row.bookingPolicyMarkdownDe),
    houseRulesMarkdown: texts(row.houseRulesMarkdown, row.houseRulesMarkdownDe),
    salesManagers: row.salesManagers,
    programIds: [...programIds].sort(),
    isChatEnabled: row.isChatEnabled,
    miceFacilities: row.miceFacilities.map(({ markdownDescription, markdownDescriptionDe, ...m }) => ({
      ...m,
      description: texts(markdownDescription, markdownDescriptionDe),
    })),
  }
}

/** The row's columns for `content`; `facilityList` has every facility id the content names (checked before). */
export function contentToRow(content: HotelContent, facilityList: HotelFacilityRef[]) {
  const byId = new Map(facilityList.map((f) => [f.id, f]))
  const alts: Record<string, Texts> = {}
  for (const image of content.images) if (image.alt.en || image.alt.de) alts[image.url] = image.alt
  return {
    description: content.description.en,
    descriptionDe: content.description.de,
    reservationPhone: content.reservationPhone,
    reservationHours: orNull(content.reservationHours.en),
    reservationHoursDe: orNull(content.reservationHours.de),
    images: content.images.map((i) => i.url),
    imageAlts: alts,
    diningVenues: content.diningVenues.map((d) => ({
      type: d.type.en,
      typeDe: d.type.de,
      name: d.name,
      michelinStars: d.michelinStars,
      description: d.description.en,
      descriptionDe: d.description.de,
      openingHoursDescription: d.openingHours.en,
      openingHoursDescriptionDe: d.openingHours.de,
    })),
    facilities: content.facilities.map((f) => ({
      facility: byId.get(f.facilityId)?.name.en ?? f.facilityId,
      priceText: orNull(f.priceText.en),
      priceTextDe: orNull(f.priceText.de),
      description: f.description.en,
      descriptionDe: f.description.de,
    })),
    facilityKeys: content.facilities.map((f) => f.facilityId),
    checkIn: {
      startTime: content.checkIn.startTime,
      endTime: content.checkIn.endTime,
      minAge: content.checkIn.minAge,
      depositDescription: content.checkIn.deposit.en,
      depositDescriptionDe: content.checkIn.deposit.de,
      instructions: content.checkIn.instructions.en,
      instructionsDe: content.checkIn.instructions.de,
      isCreditCardRequired: content.checkIn.isCreditCardRequired,
      isPhotoIdRequired: content.checkIn.isPhotoIdRequired,
    },
    agePolicy: content.agePolicy,
    petPolicy: {
      arePetsAllowed: content.petPolicy.arePetsAllowed,
      ...(content.petPolicy.restrictions.en ? { restrictions: content.petPolicy.restrictions.en } : {}),
      ...(content.petPolicy.restrictions.de ? { restrictionsDe: content.petPolicy.restrictions.de } : {}),
    },
    smokingPolicy: content.smokingPolicy.en,
    smokingPolicyDe: orNull(content.smokingPolicy.de),
    bookingPolicyMarkdown: orNull(content.bookingPolicyMarkdown.en),
    bookingPolicyMarkdownDe: orNull(content.bookingPolicyMarkdown.de),
    houseRulesMarkdown: orNull(content.houseRulesMarkdown.en),
    houseRulesMarkdownDe: orNull(content.houseRulesMarkdown.de),
    salesManagers: content.salesManagers,
    isChatEnabled: content.isChatEnabled,
    miceFacilities: content.miceFacilities.map(({ description, ...m }) => ({
      ...m,
      markdownDescription: description.en,
      markdownDescriptionDe: description.de,
    })),
  }
}
