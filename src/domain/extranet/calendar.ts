/**
 * The extranet's calendar rules (docs/product/extranet.md#rules): the nights a bulk change or an ARI line touches —
 * every day from `from` to `to` (both included) whose weekday is in the pattern — and what a change does to a night.
 * Pure: the page previews with it and the server applies with it.
 */
import { addDays, dayNumber, weekday } from '../dates/iso-date.ts'

/** ISO weekdays as the pattern names them: 1 Monday … 7 Sunday. */
export const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const
export type Weekday = (typeof WEEKDAYS)[number]

/** The longest range one change may cover: two years of nights. */
export const MAX_RANGE_NIGHTS = 731

/** The ISO weekday (1 Monday … 7 Sunday) of a day. */
export const isoWeekday = (iso: string): Weekday => (((weekday(iso) + 6) % 7) + 1) as Weekday

/** The days from `from` to `to` (both included) on the pattern's weekdays (every day without one). */
export function nightsOf(from: string, to: string, weekdays: readonly Weekday[] = WEEKDAYS): string[] {
  const wanted = new Set(weekdays.length ? weekdays : WEEKDAYS)
  const days: string[] = []
  const count = dayNumber(to) - dayNumber(from) + 1
  for (let i = 0; i < Math.min(count, MAX_RANGE_NIGHTS); i++) {
    const day = addDays(from, i)
    if (wanted.has(isoWeekday(day))) days.push(day)
  }
  return days
}

export type Night = {
  date: string
  available: number
  price: number | null
  closed: boolean
  /** closed to arrival: no stay begins this night */
  closedToArrival: boolean
  /** closed to departure: no stay ends (checks out) this day */
  closedToDeparture: boolean
  /** the fewest nights of a stay beginning this night; null: none */
  minStay: number | null
}

/**
 * A change of nights: a price (null: on request), the rooms to sell, stop-sell (true closes, false opens), closed to
 * arrival / departure, and the minimum stay (null removes it); a field left out keeps the night's value.
 */
export type NightChange = {
  price?: number | null
  available?: number
  stopSell?: boolean
  closedToArrival?: boolean
  closedToDeparture?: boolean
  minStay?: number | null
}

/** A night that has no row yet: the room's quantity to sell, no price, open, no restriction. */
export const emptyNight = (date: string, quantity: number): Night => ({
  date,
  available: quantity,
  price: null,
  closed: false,
  closedToArrival: false,
  closedToDeparture: false,
  minStay: null,
})

/** The night after a change; a night that did not exist yet starts as `emptyNight`. */
export function applyChange(night: Night | undefined, date: string, change: NightChange, quantity: number): Night {
  const base = night ?? emptyNight(date, quantity)
  return {
    date,
    available: change.available ?? base.available,
    price: change.price === undefined ? base.price : change.price,
    closed: change.stopSell ?? base.closed,
    closedToArrival: change.closedToArrival ?? base.closedToArrival,
    closedToDeparture: change.closedToDeparture ?? base.closedToDeparture,
    minStay: change.minStay === undefined ? base.minStay : change.minStay,
  }
}

const FIELDS = ['available', 'price', 'closed', 'closedToArrival', 'closedToDeparture', 'minStay'] as const

/** Whether a change would alter the night (a dry run counts these). */
export const changesNight = (night: Night | undefined, change: NightChange, quantity: number): boolean => {
  if (!night) return true
  const after = applyChange(night, night.date, change, quantity)
  return FIELDS.some((f) => after[f] !== night[f])
}
