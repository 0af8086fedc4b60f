/** Hotels (4 Star, 5 Star, 5 Star Palace in France) with policies, venues, facilities and programs (pure). */
import { toAsciiSlug } from '#domain/text/ascii-slug.ts'
import type { HotelFacility } from '#domain/catalogue/types.ts'
import type { hotels } from '#server/db/schema.ts'
import { HOTEL_FACILITIES } from './facilities.ts'
import { CHAINS, HotelNamer, salesPerson } from './hotel-names.ts'
import {
  HOUSE_RULES,
  SMOKING_POLICIES,
  bookingPolicy,
  diningVenues,
  hotelDescription,
  locationExtras,
} from './hotel-text.ts'
import { pickGallery, pickLandscape } from './images/pool.ts'
import type { MediaPool } from './images/pool.ts'
import { miceFacilities } from './mice.ts'
import { PROGRAMS } from './organisations.ts'
import { stableId, type Rng } from './random.ts'
import { RESORT_PROFILES, RESORT_WEIGHTS, jitterCoordinates, resortForIndex } from './resort-profile.ts'
import type { ResortProfile } from './resort-profile.ts'

export type HotelRow = typeof hotels.$inferInsert
export type HotelContext = { rng: Rng; namer: HotelNamer; pool: MediaPool; total: number }

const HOTEL_CATEGORIES = ['4 Star', '5 Star', '5 Star Palace'] as const

export function createHotelContext(rng: Rng, pool: MediaPool, total: number): HotelContext {
  return { rng: rng.fork('hotels'), namer: new HotelNamer(rng.fork('hotel-names')), pool, total }
}

/** A demo hotel's id, the same in every seed (its reservation team's demo account names it). */
export const demoHotelId = (slug: string): string => stableId(`hotel:demo:${slug}`)

export const DEMO_HOTELS = [
  { slug: 'courchevel-1850', name: 'LDS Demo Hotel Courchevel', category: '5 Star Palace' },
  { slug: 'verbier', name: 'LDS Demo Hotel Verbier', category: '5 Star' },
  { slug: 'st-moritz', name: 'LDS Demo Hotel St. Moritz', category: '5 Star' },
  { slug: 'kitzbuhel', name: 'LDS Demo Hotel Kitzbühel', category: '4 Star' },
]
const demoHotelCount = (total: number) => (total >= 40 ? 4 : total >= 12 ? 3 : total >= 4 ? 1 : 0)

/**
 * The cases of the hotel pages that every catalogue of 6 hotels or more shows, whatever the dice
 * say (docs/product/catalogue.md#hotels-in-the-seed): the first non-demo hotels after the first.
 */
export type Showcase = 'reseller' | 'onRequestOnly' | 'invitation' | 'emptySections' | 'soldOut'
const SHOWCASES: Showcase[] = ['reseller', 'onRequestOnly', 'invitation', 'emptySections', 'soldOut']
const showcaseOf = (index: number, demo: boolean): Showcase | null =>
  demo || index < 1 ? null : (SHOWCASES[index - 1] ?? (index % 20 === 10 ? 'emptySections' : null))

/** Odds of each hotel facility for a 4 Star and for a 5 Star (Palace) hotel. */
const FACILITY_ODDS: Record<string, [number, number]> = {
  wifi: [1, 1],
  spa: [0.6, 0.95],
  'swimming-pool': [0.35, 0.75],
  'ski-in-ski-out': [0.25, 0.35],
  fitness: [0.5, 0.9],
  'kids-club': [0.25, 0.55],
  restaurant: [1, 1],
  bar: [0.9, 1],
  parking: [0.8, 0.9],
  'airport-shuttle': [0.4, 0.8],
  'ski-room': [0.9, 1],
  concierge: [0.7, 1],
  'pet-friendly': [0.4, 0.45],
}

function facilityDetails(key: string, currency: string, rng: Rng): Pick<HotelFacility, 'priceText' | 'description'> {
  switch (key) {
    case 'spa':
      return {
        priceText: `Treatments from ${currency} ${rng.pick([160, 180, 220])}`,
        description: 'Sauna, hammam and relaxation room open daily 10:00–21:00.',
      }
    case 'airport-shuttle':
      return {
        priceText: `From ${currency} ${rng.pick([380, 450, 520])} per way`,
        description: 'Private transfers in a chauffeured van or limousine, on request.',
      }
    case 'parking':
      return {
        priceText: rng.chance(0.5) ? `${currency} ${rng.pick([40, 60])} per night` : null,
        description: 'Covered valet parking with charging points.',
      }
    case 'pet-friendly':
      return {
        priceText: `${currency} ${rng.pick([40, 50, 80])} per night`,
        description: 'Dogs are welcome, with bed, bowl and treats prepared on arrival.',
      }
    case 'kids-club':
      return { priceText: null, description: 'Daily activities for ages 3 to 12, supervised by qualified staff.' }
    default:
      return { priceText: null, description: '' }
  }
}

export function buildHotel(
  ctx: HotelContext,
  index: number,
): { hotel: HotelRow; programIds: string[]; profile: ResortProfile; closesOffSeason: boolean; soldOut: boolean } {
  const { rng, pool } = ctx
  const demoCount = demoHotelCount(ctx.total)
  const demo = index >= ctx.total - demoCount ? DEMO_HOTELS[index - (ctx.total - demoCount)] : undefined
  const showcase = showcaseOf(index, demo !== undefined)
  const profile = demo
    ? (RESORT_PROFILES.find((p) => p.resort.slug === demo.slug) as ResortProfile)
    : resortForIndex(index, () => rng.weighted(RESORT_PROFILES, RESORT_WEIGHTS))
  const { resort } = profile
  const france = resort.country === 'France'
  const category = demo?.category ?? rng.weighted([...HOTEL_CATEGORIES], france ? [3, 5, 2] : [4, 6, 0])
  const name = demo?.name ?? ctx.namer.next(resort.name, profile.language)
  const five = category !== '4 Star'
  const keys = category === '5 Star Palace' ? rng.int(30, 90) : five ? rng.int(25, 180) : rng.int(20, 120)
  const sector = resort.sectors.length > 0 ? rng.pick(resort.sectors) : null
  const adultsOnly = !demo && rng.chance(0.06)
  const facilityDefs = HOTEL_FACILITIES.filter(
    (f) => rng.chance(FACILITY_ODDS[f.key][five ? 1 : 0]) && !(adultsOnly && f.key === 'kids-club'),
  )
  const has = (key: string) => facilityDefs.some((f) => f.key === key)
  const skiLiftM = has('ski-in-ski-out') ? rng.int(0, 30) : Math.round(rng.range(60, 1500) / 10) * 10
  const venues = diningVenues(rng, category)
  const slug = toAsciiSlug(name)
  const thumbnail = pickLandscape(rng, pool)
  // the random id is drawn for demo hotels too, so every other value of the seed stays the same
  const randomId = rng.id()
  const hotel: HotelRow = {
    id: demo ? demoHotelId(demo.slug) : randomId,
    name,
    category,
    chain: rng.chance(0.4) ? rng.pick(CHAINS) : null,
    statusLevel: rng.weighted<string | null>(
      ['Certified Partner', 'Preferred Partner', 'Elite Partner', null],
      [4, 3, 1, 2],
    ),
    externalRatings: rng.chance(0.9)
      ? {
          bookingCom: Math.round(rng.range(8.2, 9.8) * 10) / 10,
          tripAdvisorBubbles: rng.weighted([4, 4.5, 5], [2, 4, 4]),
        }
      : {},
    isChatEnabled: demo ? true : rng.chance(0.4),
    isDemo: demo !== undefined,
    hasToBeInvitedToDirectContract: demo ? false : rng.chance(0.25),
    city: resort.name,
    sector,
    country: resort.country,
    ...jitterCoordinates(resort, 1.5, rng.float(), rng.float()),
    locationExtras: locationExtras(rng, resort, skiLiftM),
    description: hotelDescription(rng, {
      name,
      category,
      keys,
      resort,
      sector,
      skiLiftM,
      hasSpa: has('spa'),
      hasPool: has('swimming-pool'),
      hasKidsClub: has('kids-club'),
      adultsOnly,
      venues,
    }),
    diningVenues: venues,
    facilities: facilityDefs.map((f) => ({ facility: f.name.en, ...facilityDetails(f.key, resort.currency, rng) })),
    facilityKeys: facilityDefs.map((f) => f.id),
    checkIn: {
      startTime: rng.pick(['15:00', '16:00']),
      endTime: rng.pick(['23:00', '00:00']),
      minAge: 18,
      depositDescription: `A credit card pre-authorisation of ${resort.currency} ${rng.pick([300, 500, 1000])} per night is taken on arrival.`,
      instructions: rng.chance(0.85)
        ? 'Our doorman meets you at the entrance; ski equipment goes straight to the heated ski room.'
        : '',
      isCreditCardRequired: true,
      isPhotoIdRequired: rng.chance(0.9),
    },
    agePolicy: adultsOnly
      ? { isAdultsOnlyHotel: true, minGuestAge: 21, maxAgeConsideredInfant: 0, maxAgeConsideredChild: 0 }
      : {
          isAdultsOnlyHotel: false,
          minGuestAge: 0,
          maxAgeConsideredInfant: 2,
          maxAgeConsideredChild: rng.weighted([16, 12, 14], [8, 1, 1]),
        },
    petPolicy: has('pet-friendly')
      ? {
          arePetsAllowed: true,
          restrictions: rng.pick([
            'Dogs up to 15 kg, one per room.',
            'Dogs are welcome in rooms but not in restaurants or the spa.',
          ]),
        }
      : { arePetsAllowed: false },
    smokingPolicy: rng.pick(SMOKING_POLICIES),
    bookingPolicyMarkdown: rng.chance(0.85) ? bookingPolicy(rng, resort.currency) : null,
    houseRulesMarkdown: rng.chance(0.7) ? rng.pick(HOUSE_RULES) : null,
    reservationPhone: `${profile.phonePrefix} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`,
    salesManagers: Array.from({ length: rng.int(1, 2) }, () => ({
      ...salesPerson(rng, slug),
      image: rng.pick(pool.portraits),
    })),
    images: pickGallery(rng, pool, rng.int(6, 10), thumbnail),
    currency: resort.currency,
    maxKeys: keys,
    isReseller: demo ? false : rng.chance(0.12),
    supportsInstantBooking: demo ? true : rng.chance(0.5),
    isOnRequestOnly: demo ? false : rng.chance(0.08),
    commissionLevel: demo ? 10 : rng.pick([8, 9, 10, 10, 11, 12]),
    miceFacilities: demo ? miceFacilities(rng, pool, category) : [],
  }
  applyShowcase(hotel, showcase)
  const odds: Record<string, number> = {
    virtuoso: 0.45,
    serandipians: 0.3,
    'amex-fhr': five ? 0.3 : 0.05,
    'four-seasons-preferred': 0.06,
    'lds-preferred': 0.35,
    signature: 0.2,
  }
  const programIds = PROGRAMS.filter((p) => (demo && p.key === 'lds-preferred') || rng.chance(odds[p.key])).map(
    (p) => p.id,
  )
  return {
    hotel,
    programIds,
    profile,
    closesOffSeason: !demo && showcase === null && rng.chance(0.3),
    soldOut: showcase === 'soldOut',
  }
}

function applyShowcase(hotel: HotelRow, showcase: Showcase | null): void {
  if (showcase === 'reseller') Object.assign(hotel, { isReseller: true, supportsInstantBooking: false })
  if (showcase === 'onRequestOnly') Object.assign(hotel, { isOnRequestOnly: true, supportsInstantBooking: false })
  if (showcase === 'invitation') hotel.hasToBeInvitedToDirectContract = true
  if (showcase === 'emptySections') Object.assign(hotel, EMPTY_SECTIONS)
}

/** A hotel that uploaded nothing but its name, rooms and rates: every section shows its empty text. */
const EMPTY_SECTIONS: Partial<HotelRow> = {
  description: {
    bestFor: '',
    hotel: '',
    location: '',
    foodAndBeverage: '',
    wellness: '',
    onSiteActivities: '',
    offSiteActivities: '',
    sustainability: '',
  },
  diningVenues: [],
  facilities: [],
  facilityKeys: [],
  checkIn: {
    startTime: '',
    endTime: '',
    minAge: 0,
    depositDescription: '',
    instructions: '',
    isCreditCardRequired: false,
    isPhotoIdRequired: false,
  },
  smokingPolicy: '',
  bookingPolicyMarkdown: null,
  houseRulesMarkdown: null,
  locationExtras: {
    closestAirport: { iataCode: '', distanceInKm: 0 },
    directions: { byPlane: '', byChauffeuredService: '', byCar: '', byPublicTransport: '' },
    distanceStrings: [],
  },
  petPolicy: { arePetsAllowed: false },
}
