/**
 * The hotel index, held in memory: the hotel search prices every hotel of a destination for a
 * period (5,000 hotels, 30,000 rooms, 180 to 365 nights each: millions of inventory rows). In SQL
 * that is 100 ms to seconds per search on PGlite; on typed arrays it is well under a millisecond, so
 * the search meets its goal (p99 ≤ 100 ms at 50 connections, see `npm run bench -- --hotels-only`).
 * The index is built once and rebuilt in the background when the catalogue changes; service.ts holds
 * it in the server's one background holder (server/lib/background-snapshot.ts), so searches answer
 * from the last complete index meanwhile.
 */
import { addDays, dayNumber, utcToday } from '#domain/dates/iso-date.ts'
import { plansForProfile } from '#domain/hotels/offer-pricing.ts'
import { PAYMENT_PROFILES, type HotelProgramRef, type PaymentProfile } from '#domain/hotels/types.ts'
import { cardJsonParts, toHotelCard } from './card-answer.ts'
import type { HotelNights, PlanFacts } from './period-price.ts'
import { planNights, writeRuns } from './period-runs.ts'
import type { AvailableHotelsRepository, IndexHotelRow, IndexNightsRow } from './repository.ts'

export type IndexedRoom = { category: string; facilities: ReadonlySet<string> }

export type IndexedHotel = {
  id: string
  /** the hotel's place in the catalogue-wide runs (`HotelIndexSnapshot.runs`) */
  slot: number
  isDemo: boolean
  category: string
  maxKeys: number
  /** the sale facts the sort reads (sort-hotels.ts) */
  isReseller: boolean
  supportsInstantBooking: boolean
  programIds: readonly string[]
  facilityKeys: ReadonlySet<string>
  roomCategories: ReadonlySet<string>
  rooms: IndexedRoom[]
  nights: HotelNights
  plans: Record<PaymentProfile, PlanFacts[]>
  /** the card's JSON (UTF-8) around its period fields (card-answer.ts) */
  json: { head: Buffer; tail: Buffer }
}

export type HotelIndexSnapshot = {
  /** every hotel, by name then id (the order of the answer) */
  hotels: IndexedHotel[]
  /** per lower-case city and country, in the same order */
  byDestination: Map<string, IndexedHotel[]>
  /** the day number of offset 0 of every room's nights */
  firstDay: number
  /**
   * Per hotel slot: the longest open and priced runs of nights from each day (`days` bytes from
   * `slot * days`), and per payment profile (in PAYMENT_PROFILES order) the shortest minimum stay of
   * any plan and of a priced plan (`planNights[slot * 8 + profile * 2 + 0 | 1]`), see period-runs.ts.
   */
  runs: { open: Uint8Array; priced: Uint8Array; days: number; planNights: Uint8Array }
  version: number
}

/** The key of a destination (a city or a country) in `byDestination`. */
export const destinationKey = (destination: string) => destination.trim().toLowerCase()

const ROOM_CHUNK = 2_000

/**
 * Fills room `r`'s nights from its nights text (repository.ts): closed nights have no room left; a night's
 * restrictions (two more fields) make the hotel's restriction arrays, kept only by hotels that have one.
 */
function fillNights(nights: HotelNights, r: number, text: string, firstDay: number): void {
  for (const night of text.split(';')) {
    const [day, available, price, closed, flags, minStay] = night.split(',')
    const d = Number(day) - firstDay
    if (d < 0 || d >= nights.days) continue
    const i = d * nights.rooms + r
    nights.available[i] = closed === '1' ? 0 : Number(available)
    nights.price[i] = Number(price)
    if (flags === undefined) continue
    nights.restrictions ??= new Uint8Array(nights.days * nights.rooms)
    nights.minStay ??= new Uint8Array(nights.days * nights.rooms)
    nights.restrictions[i] = Number(flags)
    nights.minStay[i] = Math.min(255, Number(minStay))
  }
}

type PlanRow = { paymentProfile: string; priceFactor: number; isOnRequest: boolean; minNights: number }

function planFacts(rows: PlanRow[]): Record<PaymentProfile, PlanFacts[]> {
  const of = (profile: PaymentProfile) =>
    plansForProfile(rows, profile).map(({ priceFactor, isOnRequest, minNights }) => ({
      priceFactor,
      isOnRequest,
      minNights,
    }))
  // a literal of the four payment profiles: a fixed shape, fast to read in the search loop
  return {
    ClientPays: of('ClientPays'),
    AgencyPaysStandAloneRate: of('AgencyPaysStandAloneRate'),
    AgencyPaysPackageRate: of('AgencyPaysPackageRate'),
    AgentPaysWithClientCardWithoutCVV: of('AgentPaysWithClientCardWithoutCVV'),
  }
}

async function loadNights(repo: AvailableHotelsRepository, roomIds: string[], since: string) {
  const out = new Map<string, string>()
  for (let i = 0; i < roomIds.length; i += ROOM_CHUNK) {
    const chunk = roomIds.slice(i, i + ROOM_CHUNK)
    // chunked, so that other queries get the database in between on PGlite
    const rows: IndexNightsRow[] = await repo.nights(chunk[0]!, chunk[chunk.length - 1]!, since)
    for (const r of rows) out.set(r.roomId, r.nights)
  }
  return out
}

const groupBy = <T>(rows: readonly T[], key: (row: T) => string) => {
  const map = new Map<string, T[]>()
  for (const row of rows) {
    const list = map.get(key(row))
    if (list) list.push(row)
    else map.set(key(row), [row])
  }
  return map
}

/** Builds the index of the whole hotel catalogue; nights from yesterday on (a check-in is never earlier). */
export async function buildHotelIndex(
  repo: AvailableHotelsRepository,
  version: number,
  now: Date,
): Promise<HotelIndexSnapshot> {
  const since = addDays(utcToday(now), -1)
  const firstDay = dayNumber(since)
  const [hotelRows, programRows, roomRows, planRows] = [
    await repo.hotels(),
    await repo.programs(),
    await repo.rooms(),
    await repo.plans(),
  ]
  const nights = await loadNights(
    repo,
    roomRows.map((r) => r.id),
    since,
  )
  let lastDay = firstDay
  for (const text of nights.values())
    lastDay = Math.max(lastDay, Number(text.slice(text.lastIndexOf(';') + 1).split(',')[0]))
  const span = lastDay - firstDay + 1
  const programsOf = groupBy(programRows, (p) => p.hotelId)
  const roomsOf = groupBy(roomRows, (r) => r.hotelId)
  const plansOf = groupBy(planRows, (p) => p.hotelId)
  const hotels = hotelRows.map((row, slot): IndexedHotel => {
    const programs: HotelProgramRef[] = (programsOf.get(row.id) ?? []).map((p) => ({
      _id: p._id,
      name: p.name,
      logoInline: p.logoInline ?? '',
    }))
    const roomRows = roomsOf.get(row.id) ?? []
    const hotelNights: HotelNights = {
      rooms: roomRows.length,
      days: span,
      available: new Int16Array(span * roomRows.length),
      price: new Int32Array(span * roomRows.length).fill(-1),
    }
    roomRows.forEach((r, i) => {
      const text = nights.get(r.id)
      if (text) fillNights(hotelNights, i, text, firstDay)
    })
    const rooms = roomRows.map((r): IndexedRoom => ({ category: r.category, facilities: new Set(r.facilities) }))
    return indexedHotel(row, slot, programs, rooms, hotelNights, planFacts(plansOf.get(row.id) ?? []))
  })
  return { ...arrange(hotels, hotelRows), firstDay, runs: catalogueRuns(hotels, span), version }
}

/** The runs of every hotel by slot (period-runs.ts). */
export function catalogueRuns(hotels: IndexedHotel[], days: number): HotelIndexSnapshot['runs'] {
  const open = new Uint8Array(hotels.length * days)
  const priced = new Uint8Array(hotels.length * days)
  const nights = new Uint8Array(hotels.length * PAYMENT_PROFILES.length * 2)
  for (const hotel of hotels) {
    writeRuns(hotel.nights, open, priced, hotel.slot * days)
    PAYMENT_PROFILES.forEach((profile, p) => {
      const { any, priced: withPrice } = planNights(hotel.plans[profile])
      nights[(hotel.slot * PAYMENT_PROFILES.length + p) * 2] = any
      nights[(hotel.slot * PAYMENT_PROFILES.length + p) * 2 + 1] = withPrice
    })
  }
  return { open, priced, days, planNights: nights }
}

const utf8 = ({ head, tail }: { head: string; tail: string }) => ({
  head: Buffer.from(head, 'utf8'),
  tail: Buffer.from(tail, 'utf8'),
})

function indexedHotel(
  row: IndexHotelRow,
  slot: number,
  programs: HotelProgramRef[],
  rooms: IndexedRoom[],
  nights: HotelNights,
  plans: Record<PaymentProfile, PlanFacts[]>,
): IndexedHotel {
  return {
    id: row.id,
    slot,
    isDemo: row.isDemo,
    category: row.category,
    maxKeys: row.maxKeys,
    isReseller: row.isReseller,
    supportsInstantBooking: row.supportsInstantBooking,
    programIds: programs.map((p) => p._id),
    facilityKeys: new Set(row.facilityKeys),
    roomCategories: new Set(rooms.map((r) => r.category)),
    rooms,
    nights,
    plans,
    json: utf8(cardJsonParts(toHotelCard(row, programs), row)),
  }
}

/** Hotels by name (then id), and per city and country. */
function arrange(hotels: IndexedHotel[], rows: IndexHotelRow[]) {
  const rowOf = new Map(rows.map((r) => [r.id, r]))
  const order = (a: IndexedHotel, b: IndexedHotel) => compareHotels(rowOf.get(a.id)!, rowOf.get(b.id)!)
  const sorted = [...hotels].sort(order)
  const byDestination = new Map<string, IndexedHotel[]>()
  for (const h of sorted) {
    const row = rowOf.get(h.id)!
    for (const key of new Set([destinationKey(row.city), destinationKey(row.country)])) {
      const list = byDestination.get(key)
      if (list) list.push(h)
      else byDestination.set(key, [h])
    }
  }
  return { hotels: sorted, byDestination }
}

/** The order of the answer: by name, then id (a page sorts by the price facts on top, stably). */
export function compareHotels(a: { name: string; id: string }, b: { name: string; id: string }): number {
  return a.name.localeCompare(b.name, 'en') || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0)
}
