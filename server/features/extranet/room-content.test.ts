import { eq } from 'drizzle-orm'
import * as v from 'valibot'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { CONTENT_MESSAGES } from '#domain/extranet/content.ts'
import { SECTION_MESSAGES } from '#domain/extranet/content-sections.ts'
import { ROOM_MESSAGES, RoomContentSchema, type RoomContent } from '#domain/extranet/room-content.ts'
import type { HotelRoom } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { hotels, rooms, users } from '#server/db/schema.ts'
import { png } from '#server/lib/image-fixtures.ts'

/**
 * A room's content in the extranet (docs/product/extranet.md#rooms) on the real database: every role, good and bad
 * input, German beside English in the rooms answer, the thumbnail following the first image, versions and a revert.
 */
let t: TestApp
let hotelId: string
let roomId: string
let otherRoomId: string
const who: Record<string, Record<string, string>> = {}
const tokenOf = async (sub: string) => bearer(await signAccessToken(t.config, { sub })).headers

beforeAll(async () => {
  t = await createTestApp({ hotels: 2, properties: 0 })
  const list = await t.database.db.select({ id: hotels.id }).from(hotels).limit(2)
  hotelId = list[0]!.id
  roomId = (await t.database.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.hotelId, hotelId)).limit(1))[0]!.id
  otherRoomId = (
    await t.database.db.select({ id: rooms.id }).from(rooms).where(eq(rooms.hotelId, list[1]!.id)).limit(1)
  )[0]!.id
  for (const [key, hotel] of [
    ['team', hotelId],
    ['otherTeam', list[1]!.id],
  ] as const) {
    const id = newObjectId()
    await t.database.db.insert(users).values({
      id,
      email: `${key}-${id}@hotel.example`,
      role: 'customer',
      firstName: 'Rooms',
      hotelId: hotel,
      hasHotelAccess: true,
    })
    who[key] = await tokenOf(id)
  }
  who.admin = await tokenOf(demoAccount('admin').id)
  who.agent = await tokenOf(demoAccount('agent').id)
  who.operator = await tokenOf(demoAccount('operator').id)
  who.visitor = {}
}, 60_000)
afterAll(() => t?.close())

type Answer = {
  content: RoomContent
  version: number
  versions: { version: number; changed: string[]; revertOf: number | null }[]
}
const url = (room = roomId) => `/api/extranet/hotels/${hotelId}/rooms/${room}/content`
const read = async (headers = who.team!) => (await (await t.request(url(), { headers })).json()) as Answer
const send = (method: string, path: string, body: unknown, headers = who.team!) =>
  t.request(path, { method, headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) })
const roomsAnswer = async (lang: 'en' | 'de') =>
  (await (
    await t.request(`/api/hotels/${hotelId}/rooms`, { headers: { 'accept-language': lang } })
  ).json()) as HotelRoom[]

describe("a room's content", () => {
  it('the team writes the German name and description, a bed, views and reorders the images; both answers show them; a revert restores', async () => {
    const before = await read()
    expect(before.version).toBe(0)
    const [a, b, ...rest] = before.content.images
    const images = b ? [{ ...b, alt: { en: 'The bath', de: 'Das Bad' } }, a!, ...rest] : before.content.images
    const saved = await send('PUT', url(), {
      baseVersion: 0,
      name: { en: before.content.name.en, de: 'Suite mit Bergblick' },
      description: { en: before.content.description.en, de: 'Eine helle Suite.' },
      beds: [
        {
          bedType: 'kingSizeBed',
          isInStandardOccupancy: true,
          sleeps: [{ maxPax: 2, maxAdults: 2 }],
          twinBedPossible: false,
        },
      ],
      sizeSqmMin: 40,
      sizeSqmMax: 55,
      views: [
        { en: 'Mountain view', de: 'Bergblick' },
        { en: 'Garden view', de: '' },
      ],
      images,
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    expect(await saved.json()).toEqual({ version: 1 })

    const de = (await roomsAnswer('de')).find((r) => r._id === roomId)!
    const en = (await roomsAnswer('en')).find((r) => r._id === roomId)!
    expect(de.name).toBe('Suite mit Bergblick')
    expect(en.name).toBe(before.content.name.en)
    expect(de.descriptionMarkdown).toBe('Eine helle Suite.')
    expect(de.viewsFromRoom).toEqual(['Bergblick', 'Garden view'])
    expect(en.beds).toHaveLength(1)
    expect(en.sizeSqmMax).toBe(55)
    if (b) {
      expect(de.images[0]).toEqual({ url: b.url, alt: 'Das Bad' })
      expect(en.thumbnail).toBe(b.url)
    }

    const after = await read()
    expect(after.versions[0]!.changed, JSON.stringify(after.versions[0]!.changed)).toEqual(
      expect.arrayContaining(['name.de', 'description.de', 'sizeSqmMax', 'views']),
    )
    expect((await send('PUT', url(), { baseVersion: 0, numBedrooms: 3 })).status).toBe(409)

    const revert = await send('POST', `${url()}/versions/0/revert`, { baseVersion: 1 })
    expect(revert.status).toBe(200)
    const reverted = await read()
    expect(reverted.content).toEqual(before.content)
    expect(reverted.versions[0]).toMatchObject({ version: 2, revertOf: 0 })
    expect((await send('POST', `${url()}/versions/9/revert`, { baseVersion: 2 })).status).toBe(404)
  })

  it('bad input is a 400 naming the field; nothing is saved', async () => {
    const { version } = await read()
    const bad = await send('PUT', url(), {
      baseVersion: version,
      name: { en: '' },
      beds: [
        {
          bedType: 'waterBed',
          isInStandardOccupancy: true,
          sleeps: [{ maxPax: 1, maxAdults: 2 }],
          twinBedPossible: false,
        },
      ],
      sizeSqmMin: 60,
      sizeSqmMax: 40,
    })
    expect(bad.status).toBe(400)
    const errors = ((await bad.json()) as { errors: Record<string, string> }).errors
    expect(errors['name.en']).toBe(SECTION_MESSAGES.name)
    expect(errors['beds.0.bedType']).toBe(ROOM_MESSAGES.bedType)
    expect(errors['beds.0.sleeps.0']).toBe(ROOM_MESSAGES.sleeps)
    expect(errors.sizeSqmMax).toBe(ROOM_MESSAGES.size)
    const facility = await send('PUT', url(), { baseVersion: version, facilityIds: ['nope'] })
    expect(facility.status).toBe(400)
    expect(((await facility.json()) as { errors: Record<string, string> }).errors['facilityIds.0']).toBe(
      SECTION_MESSAGES.facility,
    )
    const plan = await send('PUT', url(), { baseVersion: version, floorplans: ['https://elsewhere.example/plan.svg'] })
    expect(plan.status).toBe(400)
    expect((await send('PUT', url(), { numBedrooms: 1 })).status).toBe(400)
    expect(
      ((await (await send('PUT', url(), { numBedrooms: 1 })).json()) as { errors: Record<string, string> }).errors
        .baseVersion,
    ).toBe(CONTENT_MESSAGES.version)
    expect((await read()).version).toBe(version)
  })

  it('an uploaded floor plan is accepted', async () => {
    const form = new FormData()
    form.append('image', new File([png(300) as Uint8Array<ArrayBuffer>], 'plan.png'))
    const up = await t.request('/api/extranet/images', { method: 'POST', headers: who.team!, body: form })
    const { url: plan } = (await up.json()) as { url: string }
    const { version } = await read()
    expect((await send('PUT', url(), { baseVersion: version, floorplans: [plan] })).status).toBe(200)
    expect((await roomsAnswer('en')).find((r) => r._id === roomId)!.floorplans).toEqual([{ url: plan }])
  })

  it.each([
    ['admin', 200],
    ['team', 200],
    ['otherTeam', 404],
    ['agent', 403],
    ['operator', 403],
    ['visitor', 401],
  ])('a save by %s: %i', async (role, status) => {
    const { version } = await read()
    expect((await send('PUT', url(), { baseVersion: version, numBathrooms: 2 }, who[role])).status).toBe(status)
    expect((await t.request(url(), { headers: who[role]! })).status).toBe(status)
  })

  it("another hotel's room under this hotel is 404, for admins too", async () => {
    expect((await t.request(url(otherRoomId), { headers: who.admin! })).status).toBe(404)
    expect((await send('PUT', url(otherRoomId), { baseVersion: 0, numBathrooms: 1 }, who.team)).status).toBe(404)
  })
})

// the editor sends the room back whole: every seeded room must pass the schema as it is
it('the editor can save every seeded room as it is', async () => {
  const all = await t.database.db.select({ id: rooms.id, hotelId: rooms.hotelId }).from(rooms)
  const issues = new Set<string>()
  for (const r of all) {
    const res = await t.request(`/api/extranet/hotels/${r.hotelId}/rooms/${r.id}/content`, { headers: who.admin! })
    const answer = (await res.json()) as Answer
    const parsed = v.safeParse(RoomContentSchema, { ...answer.content, baseVersion: answer.version })
    if (!parsed.success) for (const i of parsed.issues) issues.add(`${v.getDotPath(i)}: ${i.message}`)
  }
  expect([...issues]).toEqual([])
})
