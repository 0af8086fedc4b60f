/**
 * The selection (cart) of room offers of one hotel and period (docs/product/hotels.md#selection):
 * per room a list of offers, one entry per room unit with its own guests and chosen rate. Pure
 * rules; the client keeps the selection in local storage under a key of hotel, period and payment
 * profile, and drops it when any of them changes.
 */
import * as v from 'valibot'
import { commissionForPartner, round2 } from './commission.ts'
import type { InterestRoomSchema } from './interest-payload.ts'
import type { BedConfiguration, Offer, PaymentProfile } from './types.ts'
import { PAYMENT_PROFILES } from './types.ts'

/** What identifies a selection: a new hotel, period or payment profile starts a fresh one. */
export type SelectionContext = {
  hotelId: string
  checkInDate: string
  checkOutDate: string
  paymentProfile: PaymentProfile
}

/** The offer as the agent saw it when adding it (the server recomputes prices when saving). */
export type SelectedOffer = Pick<
  Offer,
  | 'ratePlanId'
  | 'rateName'
  | 'rateDescription'
  | 'currency'
  | 'averageNightlyPrice'
  | 'commissionLevelForPartner'
  | 'isRefundable'
> & {
  priceTotal: number | null
  /** the beds the agent asked for, one of the offer's requestableBedConfigurations; null: the room has none to choose */
  requestedBedConfiguration: BedConfiguration | null
}

/** One room unit: its guests and its rate. */
export type SelectionEntry = {
  key: string
  numAdults: number
  numChildren: number
  childrenAges: number[]
  offer: SelectedOffer
}

export type SelectionRoom = { roomId: string; roomName: string; entries: SelectionEntry[] }

export type Selection = SelectionContext & {
  rooms: SelectionRoom[]
  /** the id of the interest saved from exactly this selection ('See on Dashboard'); any change clears it */
  savedInterestId: string | null
}

export const SELECTION_STORAGE_PREFIX = 'lds.hotel-selection'

/** The local-storage key of a selection: hotel, period and payment profile. */
export function selectionStorageKey(c: SelectionContext): string {
  return `${SELECTION_STORAGE_PREFIX}:${c.hotelId}:${c.checkInDate}:${c.checkOutDate}:${c.paymentProfile}`
}

export function emptySelection(c: SelectionContext): Selection {
  return {
    hotelId: c.hotelId,
    checkInDate: c.checkInDate,
    checkOutDate: c.checkOutDate,
    paymentProfile: c.paymentProfile,
    rooms: [],
    savedInterestId: null,
  }
}

export function sameContext(a: SelectionContext, b: SelectionContext): boolean {
  return (
    a.hotelId === b.hotelId &&
    a.checkInDate === b.checkInDate &&
    a.checkOutDate === b.checkOutDate &&
    a.paymentProfile === b.paymentProfile
  )
}

/**
 * The bed configuration a room request asks for: the agent's choice when the offer can be requested
 * in it, else the offer's default (docs/product/hotels.md#occupancy).
 */
export function chosenBedConfiguration(
  offer: Pick<Offer, 'requestedBedConfiguration' | 'requestableBedConfigurations'>,
  choice: BedConfiguration | null | undefined,
): BedConfiguration | null {
  return choice && offer.requestableBedConfigurations.includes(choice) ? choice : offer.requestedBedConfiguration
}

/** The snapshot kept of an offer, with the bed configuration chosen for it. */
export function selectedOffer(offer: Offer, bedConfiguration?: BedConfiguration | null): SelectedOffer {
  return {
    ratePlanId: offer.ratePlanId,
    rateName: offer.rateName,
    rateDescription: offer.rateDescription,
    currency: offer.currency,
    averageNightlyPrice: offer.averageNightlyPrice,
    priceTotal: offer.priceTotal ?? null,
    commissionLevelForPartner: offer.commissionLevelForPartner,
    isRefundable: offer.isRefundable,
    requestedBedConfiguration: chosenBedConfiguration(offer, bedConfiguration),
  }
}

/** The room's list replaced by `entries`; an empty list removes the room. Any change forgets the saved interest. */
export function setRoomOffers(
  s: Selection,
  room: { roomId: string; roomName: string },
  entries: SelectionEntry[],
): Selection {
  const index = s.rooms.findIndex((r) => r.roomId === room.roomId)
  const rooms = [...s.rooms]
  if (entries.length === 0) {
    if (index >= 0) rooms.splice(index, 1)
  } else if (index >= 0) rooms[index] = { ...rooms[index]!, roomName: room.roomName, entries }
  else rooms.push({ roomId: room.roomId, roomName: room.roomName, entries })
  return { ...s, rooms, savedInterestId: null }
}

/** `entries` added to the room's list (the room is created when it is new). */
export function addRoomOffers(
  s: Selection,
  room: { roomId: string; roomName: string },
  entries: SelectionEntry[],
): Selection {
  const current = s.rooms.find((r) => r.roomId === room.roomId)?.entries ?? []
  return setRoomOffers(s, room, [...current, ...entries])
}

/** Removes one entry; the room goes when its list is empty. */
export function removeOffer(s: Selection, roomId: string, key: string): Selection {
  const room = s.rooms.find((r) => r.roomId === roomId)
  if (!room) return s
  return setRoomOffers(
    s,
    room,
    room.entries.filter((e) => e.key !== key),
  )
}

export function resetSelection(s: Selection): Selection {
  return emptySelection(s)
}

export function markSaved(s: Selection, interestId: string): Selection {
  return { ...s, savedInterestId: interestId }
}

/** Room units in the selection. */
export function selectionCount(s: Selection): number {
  return s.rooms.reduce((sum, room) => sum + room.entries.length, 0)
}

/** Units of one room already in the selection. */
export function roomCount(s: Selection | null, roomId: string): number {
  return s?.rooms.find((r) => r.roomId === roomId)?.entries.length ?? 0
}

const entriesOf = (s: Selection) => s.rooms.flatMap((r) => r.entries)

/**
 * The total of the selection: the sum of the rooms' totals, rounded to cents; null ('On request')
 * when any room lacks a price. Null for an empty selection too.
 */
export function selectionTotal(s: Selection): { currency: string; total: number | null } | null {
  const entries = entriesOf(s)
  if (entries.length === 0) return null
  const currency = entries[0]!.offer.currency
  if (entries.some((e) => e.offer.priceTotal === null)) return { currency, total: null }
  const total = entries.reduce((sum, e) => sum + (e.offer.priceTotal ?? 0), 0)
  return { currency, total: round2(total) }
}

/**
 * The commission the agent saw (docs/product/hotels.md#commission): null when commission is not
 * displayed or a room is on request, as commissionForPartner says.
 */
export function selectionCommission(s: Selection): number | null {
  const entries = entriesOf(s)
  return entries.length === 0 ? null : commissionForPartner(entries.map((e) => e.offer))
}

/** The rooms of the interest payload: one per room unit. */
export function interestRooms(s: Selection): v.InferInput<typeof InterestRoomSchema>[] {
  return s.rooms.flatMap((room) =>
    room.entries.map((e) => ({
      roomId: room.roomId,
      numAdults: e.numAdults,
      numChildren: e.numChildren,
      childrenAges: e.childrenAges,
      selectedOffer: { ratePlanId: e.offer.ratePlanId },
      ...(e.offer.requestedBedConfiguration ? { requestedBedConfiguration: e.offer.requestedBedConfiguration } : {}),
    })),
  )
}

/** Indexes of the room requests that have no rate chosen ('You have not selected a rate for at least one room'). */
export function roomsWithoutRate(requests: readonly { selectedOffer: unknown }[]): number[] {
  return requests.flatMap((r, i) => (r.selectedOffer ? [] : [i]))
}

const Num = v.pipe(v.number(), v.finite())
const StoredOffer = v.object({
  ratePlanId: v.string(),
  rateName: v.string(),
  rateDescription: v.string(),
  currency: v.string(),
  averageNightlyPrice: v.nullable(Num),
  priceTotal: v.nullable(Num),
  commissionLevelForPartner: v.nullable(Num),
  isRefundable: v.boolean(),
  // selections stored before the choice existed read as the room's default
  requestedBedConfiguration: v.optional(v.nullable(v.string()), null),
})
const StoredSelection = v.object({
  hotelId: v.string(),
  checkInDate: v.string(),
  checkOutDate: v.string(),
  paymentProfile: v.picklist(PAYMENT_PROFILES),
  savedInterestId: v.nullable(v.string()),
  rooms: v.array(
    v.object({
      roomId: v.string(),
      roomName: v.string(),
      entries: v.array(
        v.object({ key: v.string(), numAdults: Num, numChildren: Num, childrenAges: v.array(Num), offer: StoredOffer }),
      ),
    }),
  ),
})

/**
 * A stored selection for `c`: null when the text is missing, damaged, or belongs to another
 * hotel, period or payment profile. Rooms with an empty list are dropped.
 */
export function parseStoredSelection(text: string | null, c: SelectionContext): Selection | null {
  if (!text) return null
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch {
    return null
  }
  const parsed = v.safeParse(StoredSelection, json)
  if (!parsed.success || !sameContext(parsed.output, c)) return null
  return { ...parsed.output, rooms: parsed.output.rooms.filter((r) => r.entries.length > 0) }
}
