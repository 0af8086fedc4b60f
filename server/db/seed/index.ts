/**
 * The demo catalogue seed: deterministic (same seed and day, same data), any size
 * (`--hotels 5000 --properties 20000`), written in one transaction with chunked inserts.
 */
import { existsSync } from 'node:fs'
import path from 'node:path'
import { toIsoDate } from '#domain/dates/iso-date.ts'
import type { Db } from '#server/db/client.ts'
import {
  countryNames,
  facilities,
  hotelPrograms,
  hotels,
  inspirationPosts,
  programs,
  properties,
  ratePlans,
  roomInventory,
  rooms,
  stays,
  testimonials,
  travelAgencies,
} from '#server/db/schema.ts'
import { inspirationPostRows, testimonialRows } from './content.ts'
import { countryNameRows } from './countries.ts'
import { facilityRows } from './facilities.ts'
import { buildHotel, createHotelContext } from './hotels.ts'
import type { HotelRow } from './hotels.ts'
import { writeMediaPool } from './images/pool.ts'
import { insertChunks, insertJson } from './insert.ts'
import { buildInventory } from './inventory.ts'
import type { InventoryRow } from './inventory.ts'
import { agencyLogoFiles, agencyRows, programRows } from './organisations.ts'
import { buildProperty, createPropertyContext } from './properties.ts'
import type { PropertyRow } from './properties.ts'
import { Rng } from './random.ts'
import { buildRatePlans } from './rate-plans.ts'
import type { RatePlanRow } from './rate-plans.ts'
import { buildRooms } from './rooms.ts'
import type { RoomRow } from './rooms.ts'
import { upcomingSeasons } from './seasons.ts'
import type { StayRow } from './stays.ts'

const DEFAULT_SEED = 1850

export type SeedOptions = {
  hotels: number
  properties: number
  /** directory the generated SVG images are written to (served under /media) */
  mediaDir: string
  /** nights of room inventory from today (default 365) */
  inventoryDays?: number
  seed?: number
  /** the day the calendar is relative to (default: now) */
  today?: Date
  log?: (msg: string) => void
}

export type SeedSummary = {
  seed: number
  today: string
  seasons: { label: string; firstCheckIn: string | null; weeks: number }[]
  mediaFiles: number
  facilities: number
  countries: number
  programs: number
  agencies: number
  testimonials: number
  properties: number
  stays: number
  hotels: number
  hotelPrograms: number
  rooms: number
  ratePlans: number
  inventory: number
  inspirationPosts: number
  durationMs: number
}

/** True when the catalogue holds anything (facilities, properties or hotels). */
export async function isSeeded(db: Db): Promise<boolean> {
  for (const table of [facilities, properties, hotels]) {
    const rows = await db.select({ id: table.id }).from(table).limit(1)
    if (rows.length > 0) return true
  }
  return false
}

/** Deletes every catalogue row (agencies are kept: users belong to them; the seed re-adds missing ones). */
export async function resetCatalogue(db: Db): Promise<void> {
  await db.transaction(async (tx) => {
    for (const table of [
      roomInventory,
      ratePlans,
      rooms,
      hotelPrograms,
      inspirationPosts,
      hotels,
      programs,
      stays,
      properties,
      facilities,
      countryNames,
      testimonials,
    ]) {
      await tx.delete(table)
    }
  })
}

const PROPERTY_BATCH = 500
const HOTEL_BATCH = 200

/**
 * The seed's generated images on a host that did not seed (a second host with its own DATA_DIR on the same
 * PostgreSQL, docs/decisions/145-reverse-proxy.md): the pool is made from the seed alone, so writing it again gives
 * the same files the catalogue's rows point at. Nothing is written when the pool is there. Whether it was written.
 */
export async function restoreMediaPool(mediaDir: string, seed = DEFAULT_SEED): Promise<boolean> {
  if (existsSync(path.join(mediaDir, 'landscapes', 'l-000.svg'))) return false
  await writeMediaPool(new Rng(seed).fork('images'), mediaDir, agencyLogoFiles())
  return true
}

export async function seedDatabase(db: Db, opts: SeedOptions): Promise<SeedSummary> {
  const started = Date.now()
  const log = opts.log ?? (() => {})
  const seed = opts.seed ?? DEFAULT_SEED
  const today = opts.today ?? new Date()
  const days = opts.inventoryDays ?? 365
  const root = new Rng(seed)
  const seasons = upcomingSeasons(today)

  const pool = await writeMediaPool(root.fork('images'), opts.mediaDir, agencyLogoFiles())
  log(`images: ${pool.files} files in ${opts.mediaDir}`)

  const summary: SeedSummary = {
    seed,
    today: toIsoDate(today),
    seasons: seasons.map((s) => ({ label: s.label, firstCheckIn: s.weeks[0] ?? null, weeks: s.weeks.length })),
    mediaFiles: pool.files,
    facilities: 0,
    countries: 0,
    programs: 0,
    agencies: 0,
    testimonials: 0,
    properties: 0,
    stays: 0,
    hotels: 0,
    hotelPrograms: 0,
    rooms: 0,
    ratePlans: 0,
    inventory: 0,
    inspirationPosts: 0,
    durationMs: 0,
  }

  await db.transaction(async (tx) => {
    const t: Db = tx
    summary.facilities = await insertChunks(t, facilities, facilityRows())
    summary.countries = await insertChunks(t, countryNames, countryNameRows())
    summary.programs = await insertChunks(t, programs, programRows())
    const agencies = agencyRows()
    await t.insert(travelAgencies).values(agencies).onConflictDoNothing()
    summary.agencies = agencies.length
    summary.testimonials = await insertChunks(t, testimonials, testimonialRows(root.fork('testimonials')))

    const pctx = createPropertyContext(root, pool, seasons, opts.properties)
    for (let start = 0; start < opts.properties; start += PROPERTY_BATCH) {
      const batch: PropertyRow[] = []
      const batchStays: StayRow[] = []
      for (let i = start; i < Math.min(opts.properties, start + PROPERTY_BATCH); i++) {
        const { property, stays: s } = buildProperty(pctx, i)
        batch.push(property)
        batchStays.push(...s)
      }
      summary.properties += await insertJson(t, properties, batch)
      summary.stays += await insertJson(t, stays, batchStays, 5_000)
      log(`properties: ${summary.properties}/${opts.properties}, stays: ${summary.stays}`)
    }

    const hctx = createHotelContext(root, pool, opts.hotels)
    const roomRng = root.fork('rooms')
    const inventoryRng = root.fork('inventory')
    const postHotels: { id: string; name: string; city: string; isDemo: boolean }[] = []
    for (let start = 0; start < opts.hotels; start += HOTEL_BATCH) {
      const hotelRows: HotelRow[] = []
      const memberships: { hotelId: string; programId: string }[] = []
      const roomRows: RoomRow[] = []
      const planRows: RatePlanRow[] = []
      const inventory: InventoryRow[] = []
      for (let i = start; i < Math.min(opts.hotels, start + HOTEL_BATCH); i++) {
        const { hotel, programIds, profile, closesOffSeason, soldOut } = buildHotel(hctx, i)
        hotelRows.push(hotel)
        if (postHotels.length < 60 || hotel.isDemo)
          postHotels.push({ id: hotel.id, name: hotel.name, city: hotel.city, isDemo: hotel.isDemo ?? false })
        for (const programId of programIds) memberships.push({ hotelId: hotel.id, programId })
        const hotelRooms = buildRooms(
          roomRng,
          { id: hotel.id, category: hotel.category, petsAllowed: hotel.petPolicy.arePetsAllowed },
          profile.resort,
          profile.prestige,
          pool,
        )
        roomRows.push(...hotelRooms)
        planRows.push(...buildRatePlans(roomRng, { id: hotel.id, isOnRequestOnly: hotel.isOnRequestOnly ?? false }))
        for (const room of hotelRooms) {
          const nights = buildInventory(inventoryRng, room, { today, days, closesOffSeason })
          // a fully booked hotel: unavailable whatever the period (docs/product/catalogue.md#hotels-in-the-seed)
          if (soldOut) for (const night of nights) night.available = 0
          inventory.push(...nights)
        }
      }
      summary.hotels += await insertJson(t, hotels, hotelRows)
      summary.hotelPrograms += await insertChunks(t, hotelPrograms, memberships, 2_000)
      summary.rooms += await insertJson(t, rooms, roomRows)
      summary.ratePlans += await insertJson(t, ratePlans, planRows)
      summary.inventory += await insertJson(t, roomInventory, inventory, 10_000)
      log(`hotels: ${summary.hotels}/${opts.hotels}, rooms: ${summary.rooms}, inventory nights: ${summary.inventory}`)
    }
    summary.inspirationPosts = await insertChunks(
      t,
      inspirationPosts,
      inspirationPostRows(root.fork('posts'), postHotels, pool, today),
    )
  })
  summary.durationMs = Date.now() - started
  log(`seeded in ${(summary.durationMs / 1000).toFixed(1)} s`)
  return summary
}
