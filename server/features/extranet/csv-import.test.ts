import { and, eq, gte, lte } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { addHotelTeam } from '../../../tests/setup/hotel-team.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays, utcToday } from '#domain/dates/iso-date.ts'
import { CSV_MESSAGES } from '#domain/extranet/csv.ts'
import { EXTRANET_MESSAGES as M } from '#domain/extranet/schemas.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotels, roomInventory, rooms } from '#server/db/schema.ts'
import { CSV_NOT_APPLIED } from './service.ts'

/**
 * The extranet's CSV import (docs/product/extranet.md#csv-import) on the real database: who may import, a dry run
 * that says per line what would change and writes nothing, the apply, and per-line errors with the line number.
 */
let t: TestApp
let hotelId: string
let room: { id: string; name: string; quantity: number }
let team: Record<string, string>
let otherTeam: Record<string, string>

const tokenOf = async (sub: string) => bearer(await signAccessToken(t.config, { sub })).headers
const hotelTeam = (hotel: string) => addHotelTeam(t, hotel)

beforeAll(async () => {
  t = await createTestApp({ hotels: 2, properties: 0 })
  const list = await t.database.db.select({ id: hotels.id }).from(hotels).limit(2)
  hotelId = list[0]!.id
  const [r] = await t.database.db
    .select({ id: rooms.id, name: rooms.name, quantity: rooms.quantity })
    .from(rooms)
    .where(eq(rooms.hotelId, hotelId))
    .limit(1)
  room = r!
  team = await hotelTeam(hotelId)
  otherTeam = await hotelTeam(list[1]!.id)
}, 60_000)
afterAll(() => t?.close())

const from = addDays(utcToday(), 30)
const to = addDays(from, 6)
const HEADER = 'room,from,to,weekdays,price,rooms_to_sell,stop_sell,cta,ctd,min_stay'
const importCsv = (csv: string, headers: Record<string, string> = team, dryRun = false) =>
  t.request(`/api/extranet/hotels/${hotelId}/csv-import${dryRun ? '?dryRun' : ''}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ csv }),
  })
const nights = () =>
  t.database.db
    .select()
    .from(roomInventory)
    .where(and(eq(roomInventory.roomId, room.id), gte(roomInventory.date, from), lte(roomInventory.date, to)))
    .orderBy(roomInventory.date)

describe('CSV import', () => {
  it('each role: admin and the team; another hotel 404; agent and operator 403; visitor 401', async () => {
    const csv = `${HEADER}\n${room.id},${from},${from},,1111,,,,,`
    expect((await importCsv(csv, team, true)).status).toBe(200)
    expect((await importCsv(csv, await tokenOf(demoAccount('admin').id), true)).status).toBe(200)
    expect((await importCsv(csv, otherTeam)).status).toBe(404)
    expect((await importCsv(csv, await tokenOf(demoAccount('agent').id))).status).toBe(403)
    expect((await importCsv(csv, await tokenOf(demoAccount('operator').id))).status).toBe(403)
    expect((await importCsv(csv, {})).status).toBe(401)
    expect((await nights()).some((n) => n.price === 1111)).toBe(false)
  })

  it('a dry run says per line what would change and writes nothing; the apply changes the same', async () => {
    const csv = [
      HEADER,
      `${room.id},${from},${to},,1500,,no,,,`,
      // the room by its name; a later line sees the earlier one (only the weekend changes again)
      `"${room.name}",${from},${to},6 7,1800,,,yes,,2`,
    ].join('\n')
    const dry = await importCsv(csv, team, true)
    expect(dry.status).toBe(200)
    expect(await dry.json()).toEqual({
      dryRun: true,
      nights: 9,
      lines: [
        { line: 2, room: room.name, nights: 7 },
        { line: 3, room: room.name, nights: 2 },
      ],
    })
    expect((await nights()).some((n) => n.price === 1500)).toBe(false)

    const applied = (await (await importCsv(csv)).json()) as { dryRun: boolean; nights: number }
    expect(applied).toMatchObject({ dryRun: false, nights: 9 })
    const week = await nights()
    expect(week).toHaveLength(7)
    for (const n of week) {
      const weekend = [0, 6].includes(new Date(`${n.date}T00:00:00Z`).getUTCDay())
      expect([n.price, n.closedToArrival, n.minStay]).toEqual(weekend ? [1800, true, 2] : [1500, false, null])
    }
    // the same file again: the first line puts the weekend back to 1500 and the second to 1800 (2 nights each)
    expect(await (await importCsv(csv, team, true)).json()).toMatchObject({ nights: 4 })
  })

  it('bad rows are 400 with the line number and field, and nothing is applied', async () => {
    const res = await importCsv(
      [
        HEADER,
        `${room.id},${from},${from},,2222,,,,,`,
        `${room.id},${from},${from},,-3,,,,,`,
        `Nowhere Suite,${from},${from},,100,,,,,`,
        `${room.id},${from},${from},,,${room.quantity + 1},,,,`,
        `${room.id},${from},${from},,,,,maybe,,0`,
        `${room.id},2027-02-30,${from},,1,,,,,`,
      ].join('\n'),
    )
    expect(res.status).toBe(400)
    const body = (await res.json()) as { message: string; errors: Record<string, string> }
    expect(body.message).toBe(CSV_NOT_APPLIED)
    expect(body.errors).toEqual({
      'lines.3.price': M.price,
      'lines.4.roomId': M.unknownRoom,
      'lines.5.available': M.moreThanRooms(room.quantity),
      'lines.6.closedToArrival': CSV_MESSAGES.flag,
      'lines.6.minStay': M.minStay,
      'lines.7.from': M.from,
      'lines.7.to': M.order,
    })
    expect((await nights()).some((n) => n.price === 2222)).toBe(false)
  })

  it('a file without the header, empty or too large is a 400 on csv', async () => {
    for (const [csv, message] of [
      ['price\n12', CSV_MESSAGES.header],
      [HEADER, CSV_MESSAGES.empty],
    ] as const) {
      const res = await importCsv(csv)
      expect(res.status).toBe(400)
      expect(((await res.json()) as { errors: Record<string, string> }).errors.csv).toBe(message)
    }
    expect((await importCsv('')).status).toBe(400)
    expect((await importCsv('x'.repeat(200_001))).status).toBe(400)
  })
})
