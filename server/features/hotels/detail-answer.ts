/**
 * A hotel row as GET /api/hotels/:id answers it (docs/product/hotels.md#api). A section the hotel
 * left empty is answered empty (null or []), so the page shows its empty-state text: a description
 * without any text is null, check-in without times or instructions is null, a blank smoking policy
 * is null. Hotel facility names come in the answer language.
 */
import type { HotelCheckIn, HotelDescription, Language, LocalizedText } from '#domain/catalogue/types.ts'
import type { HotelCategory, HotelDetail, HotelProgramRef } from '#domain/hotels/types.ts'
import type { hotels } from '#server/db/schema.ts'

export type HotelRow = typeof hotels.$inferSelect

const blank = (text: string | null | undefined) => !text?.trim()

const description = (d: HotelDescription): HotelDescription | null =>
  Object.values(d).every((part) => blank(part)) ? null : d

/** The description in the answer's language: each German part where the hotel wrote one, else the English part. */
export function localDescription(
  row: Pick<HotelRow, 'description' | 'descriptionDe'>,
  lang: Language,
): HotelDescription {
  if (lang !== 'de') return row.description
  const de = row.descriptionDe ?? {}
  return Object.fromEntries(
    Object.entries(row.description).map(([part, en]) => {
      const own = de[part as keyof HotelDescription]
      return [part, own && !blank(own) ? own : en]
    }),
  ) as HotelDescription
}

/** `de` where the hotel wrote it in German, else the English `en` (docs/product/extranet.md#hotel-page-fields). */
export function localText<T extends string | null | undefined>(en: T, de: string | null | undefined, lang: Language) {
  return lang === 'de' && !blank(de) ? (de as string) : en
}

const checkIn = (c: HotelRow['checkIn'], lang: Language): HotelCheckIn | null =>
  blank(c.startTime) && blank(c.endTime) && blank(c.instructions) && blank(c.depositDescription)
    ? null
    : {
        startTime: c.startTime,
        endTime: c.endTime,
        minAge: c.minAge,
        depositDescription: localText(c.depositDescription, c.depositDescriptionDe, lang),
        instructions: localText(c.instructions, c.instructionsDe, lang),
        isCreditCardRequired: c.isCreditCardRequired,
        isPhotoIdRequired: c.isPhotoIdRequired,
      }

/**
 * `facilityNames`: English facility name -> both languages (hotels store the English name; the
 * facilities table translates it). An unknown name stays as stored.
 */
export function toHotelDetail(
  row: HotelRow,
  programs: HotelProgramRef[],
  facilityNames: ReadonlyMap<string, LocalizedText>,
  lang: Language,
): HotelDetail {
  return {
    _id: row.id,
    name: row.name,
    category: row.category as HotelCategory,
    chain: row.chain,
    statusLevel: row.statusLevel,
    externalRatings: row.externalRatings,
    images: row.images.map((url) => {
      const alt = localText(row.imageAlts?.[url]?.en, row.imageAlts?.[url]?.de, lang)
      return alt ? { url, alt } : { url }
    }),
    thumbnail: row.images[0] ?? '',
    memberOfPrograms: programs,
    isChatEnabled: row.isChatEnabled,
    contact: {
      isChatEnabled: row.isChatEnabled,
      reservation: {
        phone: row.reservationPhone,
        hours: localText(row.reservationHours ?? null, row.reservationHoursDe, lang),
      },
    },
    isDemo: row.isDemo,
    hasToBeInvitedToDirectContract: row.hasToBeInvitedToDirectContract,
    location: {
      sector: row.sector,
      city: row.city,
      country: row.country,
      coordinates: { longitude: row.longitude, latitude: row.latitude },
      ...row.locationExtras,
    },
    description: description(localDescription(row, lang)),
    diningVenues: row.diningVenues.map((d) => ({
      type: localText(d.type, d.typeDe, lang),
      name: d.name,
      michelinStars: d.michelinStars,
      description: localText(d.description, d.descriptionDe, lang),
      openingHoursDescription: localText(d.openingHoursDescription, d.openingHoursDescriptionDe, lang),
    })),
    facilities: row.facilities.map((f) => {
      const name = facilityNames.get(f.facility)
      return {
        facility: name ? name[lang] || name.en : f.facility,
        priceText: localText(f.priceText, f.priceTextDe, lang),
        description: localText(f.description, f.descriptionDe, lang),
      }
    }),
    checkIn: checkIn(row.checkIn, lang),
    agePolicy: row.agePolicy,
    petPolicy: {
      arePetsAllowed: row.petPolicy.arePetsAllowed,
      ...(row.petPolicy.restrictions
        ? { restrictions: localText(row.petPolicy.restrictions, row.petPolicy.restrictionsDe, lang) }
        : {}),
    },
    smokingPolicy: blank(row.smokingPolicy) ? null : localText(row.smokingPolicy, row.smokingPolicyDe, lang),
    bookingPolicyMarkdown: blank(row.bookingPolicyMarkdown)
      ? null
      : localText(row.bookingPolicyMarkdown, row.bookingPolicyMarkdownDe, lang),
    houseRulesMarkdown: blank(row.houseRulesMarkdown)
      ? null
      : localText(row.houseRulesMarkdown, row.houseRulesMarkdownDe, lang),
    mySalesManagers: row.salesManagers,
    miceFacilities: row.miceFacilities.map(({ markdownDescriptionDe, ...m }) => ({
      ...m,
      markdownDescription: localText(m.markdownDescription, markdownDescriptionDe, lang),
    })),
    currency: row.currency,
    maxKeys: row.maxKeys,
  }
}
