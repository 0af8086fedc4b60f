import { describe, expect, it } from 'vitest'
import { addDays, dayNumber } from '#domain/dates/iso-date.ts'
import { HotelNights, type RoomNightsText } from './hotel-nights.ts'

const SINCE = '2026-11-25'
const A = 'room-a'
const B = 'room-b'

/** The repository's text of a room's nights (repository.ts `hotelNights`), in any order. */
const textOf = (roomId: string, rows: NightRow[]): RoomNightsText => ({
  roomId,
  nights: rows
    .map((n) => [dayNumber(n.date), n.available, n.price ?? '', n.closed ? 1 : 0].join(','))
    .reverse()
    .join(';'),
})

type NightRow = { date: string; available: number; price: number | null; closed: boolean }
const night = (offset: number, n: Partial<NightRow> = {}): NightRow => ({
  date: addDays(SINCE, offset),
  available: 3,
  price: 1000 + offset,
  closed: false,
  ...n,
})

// room A: nights 0..19 without night 7 (no row), night 3 closed, night 4 sold out, night 5 without
// a price, night 6 priced 0; room B: nights 0..9 only
const ROOM_A = Array.from({ length: 20 }, (_, i) => i)
  .filter((i) => i !== 7)
  .map((i) =>
    night(
      i,
      i === 3
        ? { closed: true, available: 0 }
        : i === 4
          ? { available: 0 }
          : i === 5
            ? { price: null }
            : i === 6
              ? { price: 0 }
              : {},
    ),
  )
const ROOM_B = Array.from({ length: 10 }, (_, i) => night(i, { available: 1 }))
const table = HotelNights.of([A, B], SINCE, [
  textOf(A, ROOM_A),
  textOf(B, ROOM_B),
  // a night before the table's first day and a room the hotel does not list are left out
  textOf(A, [night(-1)]),
  textOf('room-other', [night(0)]),
])

/** What the database read answers: the room's rows from check-in up to check-out, by date. */
const fromRows = (rows: NightRow[], checkInDate: string, nightCount: number) =>
  rows.filter((n) => n.date >= checkInDate && n.date < addDays(checkInDate, nightCount)).map((n) => ({ ...n }))

describe('HotelNights (the kept nights of a hotel)', () => {
  it('gives every window exactly the nights of the database read', () => {
    for (const [roomId, rows] of [
      [A, ROOM_A],
      [B, ROOM_B],
    ] as const)
      for (let from = 0; from < 24; from++)
        for (const count of [0, 1, 2, 3, 7, 14, 60]) {
          const checkIn = addDays(SINCE, from)
          expect(table.window(roomId, checkIn, count), `${roomId} ${checkIn} ${count}`).toEqual(
            fromRows(rows, checkIn, count),
          )
        }
  })

  it('keeps closed, sold-out, unpriced and zero-priced nights apart, and leaves out a night without a row', () => {
    expect(table.window(A, addDays(SINCE, 3), 5)).toEqual([
      { date: addDays(SINCE, 3), available: 0, price: 1003, closed: true },
      { date: addDays(SINCE, 4), available: 0, price: 1004, closed: false },
      { date: addDays(SINCE, 5), available: 3, price: null, closed: false },
      { date: addDays(SINCE, 6), available: 3, price: 0, closed: false },
    ])
  })

  it('keeps closed to arrival / departure and the minimum stay, only on the nights that have them', () => {
    const day = dayNumber(SINCE)
    const restricted = HotelNights.of([A], SINCE, [
      { roomId: A, nights: `${day},2,100,0,1,0,3;${day + 1},2,100,0,0,1,;${day + 2},2,100,0,0,0,` },
    ])
    expect(restricted.window(A, SINCE, 3)).toEqual([
      { date: SINCE, available: 2, price: 100, closed: false, closedToArrival: true, minStay: 3 },
      { date: addDays(SINCE, 1), available: 2, price: 100, closed: false, closedToDeparture: true },
      { date: addDays(SINCE, 2), available: 2, price: 100, closed: false },
    ])
  })

  it('cannot say (undefined) before its first day or for a room it does not hold', () => {
    expect(table.window(A, addDays(SINCE, -1), 3)).toBeUndefined()
    expect(table.window('room-other', SINCE, 3)).toBeUndefined()
  })

  it('holds a hotel without nights: every window empty', () => {
    const empty = HotelNights.of([A], SINCE, [])
    expect(empty.window(A, SINCE, 7)).toEqual([])
    expect(HotelNights.of([A], SINCE, [{ roomId: A, nights: '' }]).window(A, SINCE, 7)).toEqual([])
  })
})
