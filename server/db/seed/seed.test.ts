import { mkdtempSync, readFileSync, readdirSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { asc, eq, sql } from 'drizzle-orm'
import { RESORTS } from '#domain/catalogue/resorts.ts'
import { openDatabase } from '#server/db/client.ts'
import type { Database } from '#server/db/client.ts'
import {
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
  travelAgencies,
} from '#server/db/schema.ts'
import { isSeeded, resetCatalogue, restoreMediaPool, seedDatabase } from './index.ts'
import type { SeedSummary } from './index.ts'

const TODAY = new Date('2026-11-25T10:00:00Z')
const OPTIONS = { hotels: 8, properties: 24, inventoryDays: 14, seed: 7, today: TODAY }

let database: Database
let mediaDir: string
let summary: SeedSummary
let seededBefore: boolean

beforeAll(async () => {
  mediaDir = mkdtempSync(path.join(tmpdir(), 'lds-seed-'))
  database = await openDatabase({ databaseUrl: 'memory://', dataDir: 'memory://' })
  seededBefore = await isSeeded(database.db)
  summary = await seedDatabase(database.db, { ...OPTIONS, mediaDir })
}, 120_000)

afterAll(async () => {
  await database?.close()
  if (mediaDir) rmSync(mediaDir, { recursive: true, force: true })
})

describe('seedDatabase', () => {
  it('reports what it wrote and marks the database as seeded', async () => {
    expect(seededBefore).toBe(false)
    expect(await isSeeded(database.db)).toBe(true)
    expect(summary).toMatchObject({
      properties: 24,
      hotels: 8,
      facilities: 53,
      countries: 249,
      programs: 6,
      agencies: 8,
      testimonials: 12,
    })
    expect(summary.stays).toBeGreaterThan(0)
    expect(summary.seasons.map((s) => s.label)).toEqual(['Winter 2026/27', 'Summer 2027'])
  })

  it('gives every resort properties when there are at least as many properties as resorts', async () => {
    const rows = await database.db.select({ city: properties.city, citySlug: properties.citySlug }).from(properties)
    expect(new Set(rows.map((r) => r.city))).toEqual(new Set(RESORTS.map((r) => r.name)))
    for (const r of rows) expect(RESORTS.find((x) => x.name === r.city)?.slug).toBe(r.citySlug)
  })

  it('writes believable properties', async () => {
    const rows = await database.db.select().from(properties)
    for (const p of rows) {
      expect(p.id).toMatch(/^[0-9a-f]{24}$/)
      expect(p.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
      expect(['Chalet', 'Apartment', 'Villa']).toContain(p.propertyType)
      expect(p.bedrooms).toBeGreaterThanOrEqual(2)
      expect(p.bedrooms).toBeLessThanOrEqual(12)
      expect(p.currency).toBe(p.country === 'Switzerland' ? 'CHF' : 'EUR')
      expect(p.description.en.split('\n\n').length).toBeGreaterThanOrEqual(2)
      expect(p.description.de).not.toBe(p.description.en)
      expect(p.equipmentIncluded.length).toBeGreaterThanOrEqual(4)
      expect(p.equipmentIncluded.length).toBeLessThanOrEqual(16)
      expect(p.thumbnail).toMatch(/^\/media\/landscapes\/l-\d{3}\.svg$/)
    }
    expect(rows.filter((p) => p.isDemo).length).toBe(2)
    expect(rows.some((p) => p.salesInformation !== null)).toBe(true)
  })

  it('makes weekly Saturday-to-Saturday stays, some sold and some on request', async () => {
    const rows = await database.db.select().from(stays)
    for (const s of rows) {
      const inDate = new Date(`${s.checkIn}T00:00:00Z`)
      const outDate = new Date(`${s.checkOut}T00:00:00Z`)
      expect(inDate.getUTCDay()).toBe(6)
      expect((outDate.getTime() - inDate.getTime()) / 86_400_000).toBe(7)
      expect(s.checkIn > '2026-11-25').toBe(true)
    }
    expect(rows.some((s) => !s.available)).toBe(true)
    expect(rows.some((s) => Object.values(s.rates).some((r) => r === null))).toBe(true)
    const prices = rows.flatMap((s) => Object.values(s.rates)).filter((r): r is number => r !== null)
    expect(Math.min(...prices)).toBeGreaterThanOrEqual(8_000)
    expect(Math.max(...prices)).toBeLessThanOrEqual(160_000)
  })

  it('sets priceFrom to the lowest weekly rate of the stays', async () => {
    const rows = await database.db.execute(sql`
      select p.price_from as "priceFrom", min(s.min_rate) as "lowest"
      from properties p left join stays s on s.property_id = p.id group by p.id`)
    for (const r of (rows as unknown as { rows: { priceFrom: number | null; lowest: number | null }[] }).rows) {
      expect(r.priceFrom).toBe(r.lowest)
    }
  })

  it('gives every hotel rooms, rate plans and inventory', async () => {
    const hotelRows = await database.db.select().from(hotels)
    expect(hotelRows).toHaveLength(8)
    for (const h of hotelRows) {
      const hotelRooms = await database.db.select().from(rooms).where(eq(rooms.hotelId, h.id))
      expect(hotelRooms.length).toBeGreaterThanOrEqual(4)
      expect(hotelRooms.length).toBeLessThanOrEqual(8)
      const plans = await database.db.select().from(ratePlans).where(eq(ratePlans.hotelId, h.id))
      expect(plans.length).toBeGreaterThanOrEqual(2)
      expect(plans.length).toBeLessThanOrEqual(4)
      const nights = await database.db.select().from(roomInventory).where(eq(roomInventory.roomId, hotelRooms[0].id))
      expect(nights).toHaveLength(14)
      for (const n of nights) expect(n.available).toBeLessThanOrEqual(hotelRooms[0].quantity)
      expect(h.facilityKeys.length).toBe(h.facilities.length)
    }
  })

  it('gives hotels a commission level, sales managers, beds and sizes; MICE only to the demo hotels', async () => {
    const hotelRows = await database.db.select().from(hotels)
    for (const h of hotelRows) {
      expect(h.commissionLevel).toBeGreaterThanOrEqual(8)
      expect(h.commissionLevel).toBeLessThanOrEqual(12)
      expect(h.salesManagers.length).toBeGreaterThanOrEqual(1)
      if (h.isDemo) {
        expect(h.miceFacilities.length).toBeGreaterThanOrEqual(2)
        for (const m of h.miceFacilities) {
          expect(m.configurations.length).toBeGreaterThan(0)
          expect(m.dimensions.area).toBe(m.dimensions.length * m.dimensions.width)
          expect(m.isIndoor || m.isOutdoor).toBe(true)
        }
      } else expect(h.miceFacilities).toEqual([])
    }
    expect(hotelRows.filter((h) => h.isDemo)).toHaveLength(1)
    const roomRows = await database.db.select().from(rooms)
    for (const r of roomRows) {
      expect(r.beds.length).toBeGreaterThan(0)
      expect(r.sizeSqmMin).toBeGreaterThan(0)
    }
    expect(roomRows.some((r) => r.facilitiesMarkdown?.startsWith('- '))).toBe(true)
    expect(roomRows.some((r) => r.facilitiesMarkdown === null)).toBe(true)
  })

  it('shows every case of the hotel pages: reseller, on request only, invitation, empty sections, sold out', async () => {
    const hotelRows = await database.db.select().from(hotels)
    const regular = hotelRows.filter((h) => !h.isDemo)
    expect(regular.some((h) => h.isReseller)).toBe(true)
    expect(regular.some((h) => h.supportsInstantBooking)).toBe(true)
    expect(regular.some((h) => h.hasToBeInvitedToDirectContract)).toBe(true)
    const onRequest = regular.filter((h) => h.isOnRequestOnly)
    expect(onRequest.length).toBeGreaterThan(0)
    for (const h of onRequest)
      for (const p of await database.db.select().from(ratePlans).where(eq(ratePlans.hotelId, h.id)))
        expect(p.isOnRequest).toBe(true)
    const empty = regular.filter((h) => h.diningVenues.length === 0)
    expect(empty.length).toBeGreaterThan(0)
    for (const h of empty) {
      expect(Object.values(h.description).every((part) => part === '')).toBe(true)
      expect(h.facilities).toEqual([])
      expect(h.checkIn.instructions).toBe('')
      expect([h.smokingPolicy, h.bookingPolicyMarkdown ?? '', h.houseRulesMarkdown ?? '']).toEqual(['', '', ''])
      expect(h.locationExtras.distanceStrings).toEqual([])
    }
    const soldOut = await database.db.execute(sql`
      select r.hotel_id from rooms r join room_inventory i on i.room_id = r.id
      group by r.hotel_id having max(i.available) = 0`)
    expect((soldOut as unknown as { rows: unknown[] }).rows).toHaveLength(1)
  })

  it('writes inspiration posts in English and German, some about the demo hotel', async () => {
    const posts = await database.db.select().from(inspirationPosts)
    expect(posts.length).toBeGreaterThanOrEqual(4)
    for (const p of posts) {
      expect(p.markdown.en).toMatch(/^### /)
      expect(p.markdown.de).toMatch(/^### /)
      expect(p.markdown.de).not.toBe(p.markdown.en)
      expect(p.media.length).toBeGreaterThan(0)
    }
    const demo = (await database.db.select().from(hotels).where(eq(hotels.isDemo, true)))[0]!
    expect(posts.filter((p) => p.hotelId === demo.id)).toHaveLength(2)
  })

  it('keeps the Palace category to France', async () => {
    const rows = await database.db.select({ category: hotels.category, country: hotels.country }).from(hotels)
    for (const r of rows) {
      expect(['4 Star', '5 Star', '5 Star Palace']).toContain(r.category)
      if (r.category === '5 Star Palace') expect(r.country).toBe('France')
    }
  })

  it('references only seeded facilities and programs', async () => {
    const ids = new Set((await database.db.select({ id: facilities.id }).from(facilities)).map((f) => f.id))
    for (const p of await database.db.select({ f: properties.facilities }).from(properties))
      for (const f of p.f) expect(ids.has(f)).toBe(true)
    for (const r of await database.db.select({ f: rooms.facilities }).from(rooms))
      for (const f of r.f) expect(ids.has(f)).toBe(true)
    const programIds = new Set((await database.db.select({ id: programs.id }).from(programs)).map((p) => p.id))
    for (const m of await database.db.select().from(hotelPrograms)) expect(programIds.has(m.programId)).toBe(true)
    const agencies = await database.db.select().from(travelAgencies)
    expect(agencies.some((a) => a.corporateDesign?.colors?.main === '#0b3d5c')).toBe(true)
  })

  it('writes small SVG images for every referenced path', async () => {
    const files = readdirSync(path.join(mediaDir, 'landscapes'))
    expect(files.length).toBe(120)
    for (const f of files) expect(statSync(path.join(mediaDir, 'landscapes', f)).size).toBeLessThan(8_192)
    const rows = await database.db
      .select({ images: properties.images, floorplans: properties.floorplans })
      .from(properties)
    for (const url of rows.flatMap((r) => [...r.images, ...r.floorplans.map((f) => f.url)])) {
      expect(statSync(path.join(mediaDir, url.replace(/^\/media\//, ''))).isFile()).toBe(true)
    }
  })

  it("writes the seed's images again, the same files, on a host that did not seed, and nothing where they are", async () => {
    const other = mkdtempSync(path.join(tmpdir(), 'lds-seed-host-'))
    try {
      expect(await restoreMediaPool(other, OPTIONS.seed)).toBe(true)
      const tree = (dir: string) => readdirSync(dir, { recursive: true, encoding: 'utf8' }).sort()
      expect(tree(other)).toEqual(tree(mediaDir))
      for (const rel of ['landscapes/l-000.svg', 'interiors/i-007.svg', 'portraits/p-003.svg'])
        expect(readFileSync(path.join(other, rel), 'utf8')).toBe(readFileSync(path.join(mediaDir, rel), 'utf8'))
      expect(await restoreMediaPool(mediaDir, OPTIONS.seed)).toBe(false)
    } finally {
      rmSync(other, { recursive: true, force: true })
    }
  })

  it('is deterministic: the same seed gives the same data after a reset', async () => {
    const first = await database.db
      .select({ id: properties.id, name: properties.name })
      .from(properties)
      .orderBy(asc(properties.id))
      .limit(5)
    const firstHotels = await database.db.select({ id: hotels.id }).from(hotels).orderBy(asc(hotels.id))
    await resetCatalogue(database.db)
    expect((await database.db.select({ id: properties.id }).from(properties)).length).toBe(0)
    await seedDatabase(database.db, { ...OPTIONS, mediaDir })
    expect(
      await database.db
        .select({ id: properties.id, name: properties.name })
        .from(properties)
        .orderBy(asc(properties.id))
        .limit(5),
    ).toEqual(first)
    expect(await database.db.select({ id: hotels.id }).from(hotels).orderBy(asc(hotels.id))).toEqual(firstHotels)
  }, 120_000)
})
