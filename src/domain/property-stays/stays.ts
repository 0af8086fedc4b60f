/**
 * The stays of a property as its operator keeps them (docs/product/extranet.md#properties-and-stays): weekly
 * periods with a rate per service level (null: on request) and a state. Pure rules shared by the form and the
 * server: a season's weeks, overlaps refused with a clear message, check-out after check-in, rates of 0 or more.
 */
import { addDays, dayNumber, weekday } from '../dates/iso-date.ts'

export const STAY_STATES = ['available', 'sold', 'onRequest'] as const
export type StayState = (typeof STAY_STATES)[number]

/** The longest stay and the longest season one request may fill. */
export const MAX_STAY_NIGHTS = 28
export const MAX_SEASON_WEEKS = 52

export const STAY_MESSAGES = {
  checkIn: 'Please enter the check-in day',
  checkOut: 'Please enter the check-out day',
  order: 'The check-out must be after the check-in',
  tooLong: `A stay can be at most ${MAX_STAY_NIGHTS} nights`,
  rate: 'Please enter a rate of 0 or more, in whole units, or leave it empty for on request',
  level: 'Please give rates only for the service levels of the property',
  state: 'Please choose available, sold or on request',
  seasonFrom: 'Please enter the first day of the season',
  seasonTo: 'Please enter the last day of the season',
  seasonOrder: 'The end of the season must be after its start',
  noWeek: 'No week of this length starts on that weekday in the season',
  tooManyWeeks: `Please fill at most ${MAX_SEASON_WEEKS} weeks at once`,
  overlap: (checkIn: string, checkOut: string) =>
    `This period overlaps the stay from ${checkIn} to ${checkOut}: change or remove that stay first`,
  taken: 'This week was just taken: it is no longer available',
} as const

export type Period = { checkIn: string; checkOut: string }
export type StoredStay = Period & { id: string; available: boolean; rates: Record<string, number | null> }

/** Two periods overlap when one starts before the other ends (a check-out day may be the next check-in). */
export function overlaps(a: Period, b: Period): boolean {
  return a.checkIn < b.checkOut && b.checkIn < a.checkOut
}

/** The first stored stay (other than `exceptId`) that the period overlaps, or null. */
export function firstOverlap<T extends Period & { id: string }>(
  period: Period,
  stored: T[],
  exceptId?: string,
): T | null {
  for (const s of stored) if (s.id !== exceptId && overlaps(period, s)) return s
  return null
}

/**
 * The weeks of a season: every period of `nights` nights whose check-in falls on `weekday` (0 Sunday .. 6 Saturday)
 * from `from` and whose check-out is on or before `to`; each check-in on that weekday (a stay of more than a week
 * starts the next one the same weekday after it).
 */
export function seasonWeeks(from: string, to: string, checkInWeekday: number, nights = 7): Period[] {
  const weeks: Period[] = []
  let day = from
  while (weekday(day) !== checkInWeekday) day = addDays(day, 1)
  const step = Math.ceil(nights / 7) * 7
  for (; dayNumber(addDays(day, nights)) <= dayNumber(to); day = addDays(day, step))
    weeks.push({ checkIn: day, checkOut: addDays(day, nights) })
  return weeks
}

/** The stored columns of a state: sold is not available; on request keeps no price. */
export function storedOf(state: StayState, rates: Record<string, number | null>) {
  const kept = state === 'onRequest' ? Object.fromEntries(Object.keys(rates).map((k) => [k, null])) : rates
  const values = Object.values(kept).filter((r): r is number => r !== null)
  return { available: state !== 'sold', rates: kept, minRate: values.length ? Math.min(...values) : null }
}

/** The state a stored stay shows. */
export function stateOf(stay: { available: boolean; rates: Record<string, number | null> }): StayState {
  if (!stay.available) return 'sold'
  return Object.values(stay.rates).every((r) => r === null) ? 'onRequest' : 'available'
}

/** A property's "price from": the lowest weekly rate over its stays (as the seed derives it), null when none has one. */
export function priceFromOf(stays: { minRate: number | null }[]): number | null {
  let min: number | null = null
  for (const s of stays) if (s.minRate !== null && (min === null || s.minRate < min)) min = s.minRate
  return min
}
