import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { InterestRoomSchema } from './interest-payload.ts'
import type { Selection, SelectionContext, SelectionEntry } from './selection.ts'
import {
  addRoomOffers,
  emptySelection,
  interestRooms,
  markSaved,
  parseStoredSelection,
  removeOffer,
  resetSelection,
  roomCount,
  roomsWithoutRate,
  selectionCommission,
  selectionCount,
  selectionStorageKey,
  selectionTotal,
  selectedOffer,
  setRoomOffers,
} from './selection.ts'
import type { Offer } from './types.ts'

const HOTEL = 'a'.repeat(24)
const SUITE = 'b'.repeat(24)
const ROOM = 'c'.repeat(24)
const context: SelectionContext = {
  hotelId: HOTEL,
  checkInDate: '2027-01-09',
  checkOutDate: '2027-01-16',
  paymentProfile: 'ClientPays',
}

function entry(key: string, priceTotal: number | null, commission: number | null = 10): SelectionEntry {
  return {
    key,
    numAdults: 2,
    numChildren: 1,
    childrenAges: [7],
    offer: {
      ratePlanId: 'd'.repeat(23) + key.slice(-1),
      rateName: 'Flexible',
      rateDescription: 'Breakfast included',
      currency: 'EUR',
      averageNightlyPrice: priceTotal === null ? null : priceTotal / 7,
      priceTotal,
      commissionLevelForPartner: commission,
      isRefundable: true,
      requestedBedConfiguration: null,
    },
  }
}

const suite = { roomId: SUITE, roomName: 'Panorama Suite' }
const room = { roomId: ROOM, roomName: 'Deluxe Room' }

describe('the cart rules', () => {
  it('keeps a list of offers per room, in the order added', () => {
    let s = emptySelection(context)
    s = addRoomOffers(s, suite, [entry('s1', 7000)])
    s = addRoomOffers(s, room, [entry('r1', 3500), entry('r2', 3500)])
    s = addRoomOffers(s, suite, [entry('s2', 7000)])
    expect(s.rooms.map((r) => [r.roomId, r.entries.map((e) => e.key)])).toEqual([
      [SUITE, ['s1', 's2']],
      [ROOM, ['r1', 'r2']],
    ])
    expect(selectionCount(s)).toBe(4)
    expect(roomCount(s, ROOM)).toBe(2)
    expect(roomCount(null, ROOM)).toBe(0)
  })

  it.each<[string, (s: Selection) => Selection, string[]]>([
    ['removing an offer removes only it', (s) => removeOffer(s, ROOM, 'r1'), [`${SUITE}:s1`, `${ROOM}:r2`]],
    [
      'removing the last offer of a room removes the room',
      (s) => removeOffer(s, SUITE, 's1'),
      [`${ROOM}:r1`, `${ROOM}:r2`],
    ],
    ['an empty list removes the room', (s) => setRoomOffers(s, room, []), [`${SUITE}:s1`]],
    ['setting a list replaces it', (s) => setRoomOffers(s, room, [entry('r9', 1)]), [`${SUITE}:s1`, `${ROOM}:r9`]],
    [
      'an unknown room changes nothing',
      (s) => removeOffer(s, 'e'.repeat(24), 'r1'),
      [`${SUITE}:s1`, `${ROOM}:r1`, `${ROOM}:r2`],
    ],
    ['reset empties the selection', (s) => resetSelection(s), []],
  ])('%s', (_, change, expected) => {
    const start = addRoomOffers(addRoomOffers(emptySelection(context), suite, [entry('s1', 7000)]), room, [
      entry('r1', 1),
      entry('r2', 2),
    ])
    const after = change(start)
    expect(after.rooms.flatMap((r) => r.entries.map((e) => `${r.roomId}:${e.key}`))).toEqual(expected)
    expect(after.rooms.every((r) => r.entries.length > 0)).toBe(true)
  })

  it('forgets the saved interest on any change', () => {
    const saved = markSaved(addRoomOffers(emptySelection(context), room, [entry('r1', 1)]), 'f'.repeat(24))
    expect(saved.savedInterestId).toBe('f'.repeat(24))
    expect(addRoomOffers(saved, suite, [entry('s1', 1)]).savedInterestId).toBeNull()
    expect(removeOffer(saved, ROOM, 'r1').savedInterestId).toBeNull()
    expect(resetSelection(saved).savedInterestId).toBeNull()
  })

  it.each<[string, (number | null)[], { currency: string; total: number | null } | null]>([
    ['empty: no total', [], null],
    ['the sum of the rooms', [7000, 3500.55, 1200.1], { currency: 'EUR', total: 11700.65 }],
    ['one room on request: the total is on request', [7000, null], { currency: 'EUR', total: null }],
    ['only on request', [null], { currency: 'EUR', total: null }],
  ])('total: %s', (_, prices, expected) => {
    const s = setRoomOffers(
      emptySelection(context),
      room,
      prices.map((p, i) => entry(`r${i}`, p)),
    )
    expect(selectionTotal(s)).toEqual(expected)
  })

  it.each<[string, [number | null, number | null][], number | null]>([
    [
      'sum of total × level / 100, 2 decimals',
      [
        [1000.55, 10],
        [333.33, 12.5],
      ],
      141.72,
    ],
    [
      'a room on request: not known yet (null)',
      [
        [1000, 10],
        [null, 10],
      ],
      null,
    ],
    ['empty: null', [], null],
    ['no level (the theme shows no commission): null', [[1000, null]], null],
    ['nothing priced: null', [[null, 10]], null],
  ])('commission: %s', (_, rows, expected) => {
    const s = setRoomOffers(
      emptySelection(context),
      room,
      rows.map(([p, c], i) => entry(`r${i}`, p, c)),
    )
    expect(selectionCommission(s)).toBe(expected)
  })

  it('gives one interest room per room unit, valid for the payload schema', () => {
    const s = addRoomOffers(addRoomOffers(emptySelection(context), suite, [entry('s1', 1)]), room, [
      entry('r1', 1),
      entry('r2', null),
    ])
    const rooms = interestRooms(s)
    expect(rooms.map((r) => r.roomId)).toEqual([SUITE, ROOM, ROOM])
    for (const r of rooms) expect(v.safeParse(InterestRoomSchema, r).success).toBe(true)
  })

  it('carries the chosen bed configuration from the offer to the interest room', () => {
    const twin = {
      ...entry('r1', 1),
      offer: { ...entry('r1', 1).offer, requestedBedConfiguration: 'singleBed+singleBed' },
    }
    const s = addRoomOffers(emptySelection(context), room, [twin, entry('r2', 1)])
    const rooms = interestRooms(s)
    expect(rooms.map((r) => r.requestedBedConfiguration)).toEqual(['singleBed+singleBed', undefined])
    for (const r of rooms) expect(v.safeParse(InterestRoomSchema, r).success).toBe(true)
  })

  it.each<[string, string | null | undefined, string | null]>([
    ['no choice: the offer’s default', undefined, 'kingSizeBed'],
    ['a requestable choice', 'singleBed+singleBed', 'singleBed+singleBed'],
    ['a choice the offer cannot be made up in: the default', 'bunkBed', 'kingSizeBed'],
  ])('the offer kept with its beds: %s', (_, choice, expected) => {
    const offer = {
      ratePlanId: 'p',
      rateName: 'Flexible',
      rateDescription: '',
      currency: 'EUR',
      averageNightlyPrice: 100,
      priceTotal: 300,
      commissionLevelForPartner: null,
      isRefundable: true,
      requestedBedConfiguration: 'kingSizeBed',
      requestableBedConfigurations: ['kingSizeBed', 'singleBed+singleBed'],
    } as unknown as Offer
    expect(selectedOffer(offer, choice).requestedBedConfiguration).toBe(expected)
  })

  it.each<[string, { selectedOffer: unknown }[], number[]]>([
    ['every room has a rate', [{ selectedOffer: { ratePlanId: 'x' } }], []],
    ['the second room has none', [{ selectedOffer: { ratePlanId: 'x' } }, { selectedOffer: null }], [1]],
    ['no room has one', [{ selectedOffer: null }, { selectedOffer: undefined }], [0, 1]],
  ])('rate check: %s', (_, requests, expected) => {
    expect(roomsWithoutRate(requests)).toEqual(expected)
  })
})

describe('the stored selection', () => {
  const stored = addRoomOffers(emptySelection(context), room, [entry('r1', 3500)])
  const text = JSON.stringify(stored)

  it('is keyed by hotel, period and payment profile', () => {
    expect(selectionStorageKey(context)).toBe(`lds.hotel-selection:${HOTEL}:2027-01-09:2027-01-16:ClientPays`)
  })

  it.each<[string, string | null, Partial<SelectionContext>, boolean]>([
    ['the same hotel and period: kept', text, {}, true],
    ['another hotel: dropped', text, { hotelId: 'e'.repeat(24) }, false],
    ['other dates: dropped', text, { checkOutDate: '2027-01-17' }, false],
    ['another payment profile (filter): dropped', text, { paymentProfile: 'AgencyPaysPackageRate' }, false],
    ['nothing stored', null, {}, false],
    ['damaged JSON', '{"hotelId":', {}, false],
    ['another shape', JSON.stringify({ ...stored, rooms: 'x' }), {}, false],
  ])('%s', (_, raw, change, kept) => {
    const result = parseStoredSelection(raw, { ...context, ...change })
    expect(result === null ? null : result.rooms[0]!.entries[0]!.key).toBe(kept ? 'r1' : null)
  })

  it('keeps the chosen beds; a selection stored before the choice existed reads the default (null)', () => {
    const twin = {
      ...entry('r1', 1),
      offer: { ...entry('r1', 1).offer, requestedBedConfiguration: 'singleBed+singleBed' },
    }
    const withBeds = JSON.stringify(addRoomOffers(emptySelection(context), room, [twin]))
    expect(parseStoredSelection(withBeds, context)?.rooms[0]!.entries[0]!.offer.requestedBedConfiguration).toBe(
      'singleBed+singleBed',
    )
    const old = JSON.parse(text) as Selection
    delete (old.rooms[0]!.entries[0]!.offer as Partial<SelectionEntry['offer']>).requestedBedConfiguration
    expect(
      parseStoredSelection(JSON.stringify(old), context)?.rooms[0]!.entries[0]!.offer.requestedBedConfiguration,
    ).toBeNull()
  })

  it('drops rooms whose list is empty', () => {
    const withEmpty = { ...stored, rooms: [...stored.rooms, { roomId: SUITE, roomName: 'Suite', entries: [] }] }
    expect(parseStoredSelection(JSON.stringify(withEmpty), context)?.rooms.map((r) => r.roomId)).toEqual([ROOM])
  })
})
