/**
 * A small hand-made hotel catalogue for the hotel search tests: six hotels whose categories,
 * programs, facilities, rooms, rate plans and nights are known, so a table can say which hotels a
 * filter finds and what each period costs.
 */
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import type { PaymentProfile } from '#domain/hotels/types.ts'
import type { Db } from '#server/db/client.ts'
import { hotelPrograms, hotels, ratePlans, roomInventory, rooms } from '#server/db/schema.ts'
import { HOTEL_FACILITIES, ROOM_FACILITIES } from '#server/db/seed/facilities.ts'
import { PROGRAMS } from '#server/db/seed/organisations.ts'
import { stableId } from '#server/db/seed/random.ts'

export const hotelFacility = (key: string) => HOTEL_FACILITIES.find((f) => f.key === key)!.id
export const roomFacility = (key: string) => ROOM_FACILITIES.find((f) => f.key === key)!.id
export const programId = (key: string) => PROGRAMS.find((p) => p.key === key)!.id
export const fixtureId = (name: string) => stableId(`fixture:${name}`)

/** Night i (0 = today): rooms left (0: sold out), price (null: none), closed. */
type NightOf = (i: number) => { available: number; price: number | null; closed?: boolean }
type RoomDef = { category: string; facilities: string[]; nights: NightOf }
type PlanDef = { profile: PaymentProfile; factor: number; minNights?: number; onRequest?: boolean }
export type HotelDef = {
  name: string
  city: string
  country: string
  currency?: string
  category: string
  maxKeys: number
  isDemo?: boolean
  isReseller?: boolean
  isOnRequestOnly?: boolean
  supportsInstantBooking?: boolean
  programs?: string[]
  facilities?: string[]
  rooms: RoomDef[]
  plans: PlanDef[]
}

const open =
  (price: number | null, available = 5): NightOf =>
  () => ({ available, price })

/** The fixture catalogue; nights from today for 21 days. */
export const FIXTURE_HOTELS: HotelDef[] = [
  {
    name: 'Alpha Palace',
    city: 'Courchevel 1850',
    country: 'France',
    category: '5 Star Palace',
    maxKeys: 40,
    supportsInstantBooking: true,
    programs: ['virtuoso'],
    facilities: ['wifi', 'spa'],
    rooms: [
      { category: 'Room', facilities: ['rain-shower', 'minibar'], nights: open(500) },
      { category: 'Suite', facilities: ['fireplace', 'balcony'], nights: open(1500, 1) },
    ],
    plans: [
      { profile: 'ClientPays', factor: 1 },
      { profile: 'ClientPays', factor: 0.85, minNights: 3 },
      { profile: 'AgencyPaysStandAloneRate', factor: 0.8 },
    ],
  },
  {
    name: 'Bravo Lodge',
    city: 'Verbier',
    country: 'Switzerland',
    currency: 'CHF',
    category: '4 Star',
    maxKeys: 120,
    programs: ['lds-preferred'],
    facilities: ['wifi'],
    // 300 + 10 per day; closed on day 4
    rooms: [
      {
        category: 'Room',
        facilities: ['rain-shower'],
        nights: (i) => ({ available: 2, price: 300 + 10 * i, closed: i === 4 }),
      },
    ],
    plans: [{ profile: 'ClientPays', factor: 1 }],
  },
  {
    name: 'Charlie Chalet',
    city: 'Verbier',
    country: 'Switzerland',
    currency: 'CHF',
    category: '5 Star',
    maxKeys: 25,
    isReseller: true,
    isOnRequestOnly: true,
    facilities: ['wifi', 'ski-in-ski-out'],
    rooms: [{ category: 'Villa / Chalet', facilities: ['private-sauna', 'fireplace'], nights: open(9000, 1) }],
    plans: [{ profile: 'ClientPays', factor: 1, onRequest: true }],
  },
  {
    name: 'Delta Demo',
    city: 'Zermatt',
    country: 'Switzerland',
    currency: 'CHF',
    category: '5 Star',
    maxKeys: 50,
    isDemo: true,
    rooms: [{ category: 'Junior Suite', facilities: [], nights: open(800) }],
    plans: [{ profile: 'ClientPays', factor: 1 }],
  },
  {
    name: 'Echo Sold Out',
    city: 'Courchevel 1850',
    country: 'France',
    category: '5 Star',
    maxKeys: 60,
    rooms: [{ category: 'Room', facilities: [], nights: open(700, 0) }],
    plans: [{ profile: 'ClientPays', factor: 1 }],
  },
  {
    name: 'Foxtrot Lake',
    city: 'Verbier',
    country: 'Switzerland',
    currency: 'CHF',
    category: '5 Star',
    maxKeys: 80,
    // no price on day 3
    rooms: [
      { category: 'Suite', facilities: ['balcony'], nights: (i) => ({ available: 3, price: i === 3 ? null : 1000 }) },
    ],
    plans: [{ profile: 'ClientPays', factor: 1 }],
  },
]

export const FIXTURE_DAYS = 21

function hotelRow(h: HotelDef) {
  return {
    id: fixtureId(h.name),
    name: h.name,
    category: h.category,
    externalRatings: { bookingCom: 9.1 },
    isDemo: h.isDemo ?? false,
    city: h.city,
    country: h.country,
    latitude: 46,
    longitude: 7,
    locationExtras: {
      closestAirport: { iataCode: 'GVA', distanceInKm: 150 },
      directions: { byPlane: '', byChauffeuredService: '', byCar: '', byPublicTransport: '' },
      distanceStrings: [],
    },
    description: {
      bestFor: 'x',
      hotel: 'x',
      location: '',
      foodAndBeverage: '',
      wellness: '',
      onSiteActivities: '',
      offSiteActivities: '',
      sustainability: '',
    },
    diningVenues: [],
    facilities: [],
    facilityKeys: (h.facilities ?? []).map(hotelFacility),
    checkIn: {
      startTime: '15:00',
      endTime: '23:00',
      minAge: 18,
      depositDescription: '',
      instructions: '',
      isCreditCardRequired: true,
      isPhotoIdRequired: true,
    },
    agePolicy: { isAdultsOnlyHotel: false, minGuestAge: 0, maxAgeConsideredInfant: 2, maxAgeConsideredChild: 16 },
    petPolicy: { arePetsAllowed: false },
    smokingPolicy: 'Non-smoking',
    salesManagers: [],
    images: [`/media/landscapes/${h.name[0]}.svg`, '/media/interiors/i.svg'],
    currency: h.currency ?? 'EUR',
    maxKeys: h.maxKeys,
    isReseller: h.isReseller ?? false,
    supportsInstantBooking: h.supportsInstantBooking ?? false,
    isOnRequestOnly: h.isOnRequestOnly ?? false,
  }
}

/** Writes the fixture catalogue (the database holds programs and facilities from the seed). */
export async function insertFixtureHotels(db: Db, today = utcToday()): Promise<void> {
  for (const h of FIXTURE_HOTELS) await insertFixtureHotel(db, h, today)
}

/** Writes one hotel with its programs, rate plans, rooms and FIXTURE_DAYS nights from `today`. */
export async function insertFixtureHotel(db: Db, h: HotelDef, today = utcToday()): Promise<void> {
  const id = fixtureId(h.name)
  await db.insert(hotels).values(hotelRow(h))
  for (const p of h.programs ?? []) await db.insert(hotelPrograms).values({ hotelId: id, programId: programId(p) })
  for (const [i, p] of h.plans.entries())
    await db.insert(ratePlans).values({
      id: fixtureId(`${h.name}:plan:${i}`),
      hotelId: id,
      name: `Plan ${i}`,
      description: '',
      paymentProfile: p.profile,
      priceFactor: p.factor,
      isRefundable: true,
      isOnRequest: p.onRequest ?? false,
      minNights: p.minNights ?? 1,
      cancellationPeriods: [],
      paymentPolicy: { depositPercentage: 0, tranches: [] },
    })
  for (const [r, room] of h.rooms.entries()) {
    const roomId = fixtureId(`${h.name}:room:${r}`)
    await db.insert(rooms).values({
      id: roomId,
      hotelId: id,
      name: `${room.category} ${r}`,
      category: room.category,
      descriptionMarkdown: '',
      beds: [
        {
          bedType: 'kingSizeBed',
          isInStandardOccupancy: true,
          sleeps: [{ maxPax: 2, maxAdults: 2 }],
          twinBedPossible: false,
        },
      ],
      numBedrooms: 1,
      numBathrooms: 1,
      viewsFromRoom: [],
      facilities: room.facilities.map(roomFacility),
      images: [],
      floorplans: [],
      thumbnail: '',
      quantity: 5,
      basePrice: 100,
    })
    await db.insert(roomInventory).values(
      Array.from({ length: FIXTURE_DAYS }, (_, i) => {
        const n = room.nights(i)
        return { roomId, date: addDays(today, i), available: n.available, price: n.price, closed: n.closed ?? false }
      }),
    )
  }
}
