/**
 * The rules of the hotel page that decide what it shows (docs/product/hotels.md#hotel-page): which
 * tabs exist, which tab opens, and when a section shows its empty-state text instead.
 */
import type { HotelDescription } from '#domain/catalogue/types.ts'
import type { HotelDetail } from '#domain/hotels/types.ts'

/** The tabs of a wide screen, in their order. */
export const WIDE_TABS = ['hotel', 'rooms', 'sales', 'mice', 'enquiry'] as const
/** The views of the bottom nav on a narrow screen. */
export const NARROW_TABS = ['hotel', 'rooms', 'enquiry'] as const
export type HotelTab = (typeof WIDE_TABS)[number]

const isTab = (value: unknown): value is HotelTab => (WIDE_TABS as readonly unknown[]).includes(value)

/**
 * The MICE tab is for standard demo hotels, which carry MICE facilities, and for every hotel in a
 * demo build (APP_ENV=demo), whose server lends the demo facilities to a hotel without any.
 */
export function showsMice(hotel: Pick<HotelDetail, 'isDemo' | 'miceFacilities'>, demoBuild: boolean): boolean {
  return (hotel.isDemo || demoBuild) && hotel.miceFacilities.length > 0
}

/**
 * Who the page is for: an agency (the B2B brands: rates, commission, sales, the hotel chat) or a
 * visitor of the consumer storefront, who sees the hotel without any of them and enquires through
 * the storefront (docs/product/hotels.md#the-hotel-page-on-the-consumer-storefront).
 */
export type HotelAudience = 'agency' | 'visitor'

type TabOptions = { wide: boolean; hasMice: boolean; audience?: HotelAudience }

/** The tabs this hotel offers on this screen (a visitor has no Sales tab). */
export function availableTabs(opts: TabOptions): HotelTab[] {
  if (!opts.wide) return [...NARROW_TABS]
  return WIDE_TABS.filter((tab) => (tab !== 'mice' || opts.hasMice) && (tab !== 'sales' || opts.audience !== 'visitor'))
}

/**
 * The open tab: the one remembered this session when this hotel and screen offer it (Sales and MICE
 * live in the Hotel view of a narrow screen); otherwise Rooms when the address carries a period
 * (the agent came to price rooms), else Hotel.
 */
export function resolveTab(remembered: string | null, opts: TabOptions & { hasPeriod: boolean }): HotelTab {
  const tabs = availableTabs(opts)
  if (isTab(remembered)) {
    if (tabs.includes(remembered)) return remembered
    if (remembered === 'sales' || (!opts.wide && remembered === 'mice')) return 'hotel'
  }
  // a visitor has no rates to see, so a period in the address opens nothing special
  return opts.hasPeriod && opts.audience !== 'visitor' ? 'rooms' : 'hotel'
}

const DESCRIPTION_ORDER: (keyof HotelDescription)[] = [
  'bestFor',
  'hotel',
  'location',
  'foodAndBeverage',
  'wellness',
  'onSiteActivities',
  'offSiteActivities',
  'sustainability',
]

/** The description's parts that have text, in reading order; empty: 'This hotel has no description.' */
export function descriptionParts(
  description: HotelDescription | null,
): { key: keyof HotelDescription; text: string }[] {
  if (!description) return []
  return DESCRIPTION_ORDER.map((key) => ({ key, text: (description[key] ?? '').trim() })).filter((part) => part.text)
}

/** Airport, directions and distances, when the hotel gave any; none: 'No location set.' */
export function locationDetails(location: HotelDetail['location']) {
  const airport = location.closestAirport?.iataCode ? location.closestAirport : null
  const d = location.directions
  const directions = d
    ? (
        [
          ['byPlane', d.byPlane],
          ['byChauffeuredService', d.byChauffeuredService],
          ['byCar', d.byCar],
          ['byPublicTransport', d.byPublicTransport],
        ] as const
      ).filter(([, text]) => Boolean(text?.trim()))
    : []
  const distances = (location.distanceStrings ?? []).filter((s) => s.trim())
  const isEmpty = !airport && directions.length === 0 && distances.length === 0
  return { airport, directions, distances, isEmpty }
}

/** Coordinates worth a map (0/0 is no place in the Alps). */
export function hasCoordinates(location: HotelDetail['location']): boolean {
  const c = location.coordinates
  return (
    Boolean(c) && Number.isFinite(c.latitude) && Number.isFinite(c.longitude) && (c.latitude !== 0 || c.longitude !== 0)
  )
}

/** Check-in times and facts; null: 'No special instructions for check-in.' only. */
export function checkInFacts(checkIn: HotelDetail['checkIn']) {
  if (!checkIn) return null
  const instructions = checkIn.instructions?.trim() ?? ''
  const deposit = checkIn.depositDescription?.trim() ?? ''
  const from = checkIn.startTime?.trim() ?? ''
  const until = checkIn.endTime?.trim() ?? ''
  const hasAny =
    Boolean(instructions || deposit || from || until) ||
    checkIn.minAge > 0 ||
    checkIn.isCreditCardRequired ||
    checkIn.isPhotoIdRequired
  return hasAny ? { ...checkIn, instructions, deposit, from, until } : null
}

/** The policy texts the hotel uploaded; both null: 'No policy uploaded.' */
export function policyTexts(
  hotel: Pick<HotelDetail, 'bookingPolicyMarkdown' | 'houseRulesMarkdown' | 'smokingPolicy'>,
) {
  const clean = (s: string | null) => (s && s.trim() ? s.trim() : null)
  return {
    bookingPolicy: clean(hotel.bookingPolicyMarkdown),
    houseRules: clean(hotel.houseRulesMarkdown),
    smoking: clean(hotel.smokingPolicy),
  }
}
