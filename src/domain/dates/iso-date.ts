/**
 * Calendar dates as ISO strings (YYYY-MM-DD), the one date module of client, server and seed.
 * Day arithmetic is done in UTC, so client and server agree whatever the local time zone; only
 * `localIsoDate` reads the visitor's own calendar. A date is a real calendar date in the years
 * EARLIEST_YEAR to LATEST_YEAR: 2026-02-31 is not one, nor 0000-01-01 (PostgreSQL's calendar has no
 * year 0 and refuses it), nor 9999-12-31 (docs/decisions/078-dates-in-a-sane-range.md).
 */

const DAY_MS = 86_400_000
const ISO = /^\d{4}-\d{2}-\d{2}$/

/** The years a date may have: every stay, lead and filter falls in them; beyond is a typing slip. */
export const EARLIEST_YEAR = 1900
export const LATEST_YEAR = 2199

/**
 * True for a real calendar date written YYYY-MM-DD in the years EARLIEST_YEAR to LATEST_YEAR
 * (2026-02-31, 2026-13-01 and 0000-01-01 are false). By
 * arithmetic rather than through `Date`: every search request checks its dates, and parsing and
 * printing a `Date` cost the search about 16 µs of its 300 µs budget (docs/performance-history.md).
 */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !ISO.test(value)) return false
  const year = Number(value.slice(0, 4))
  if (year < EARLIEST_YEAR || year > LATEST_YEAR) return false
  const month = Number(value.slice(5, 7))
  const day = Number(value.slice(8, 10))
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month)
}

/** Days of a month (1–12) in the Gregorian calendar. */
function daysInMonth(year: number, month: number): number {
  if (month !== 2) return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31
  const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0
  return leap ? 29 : 28
}

/** Days since 1970-01-01 (UTC) of an ISO date. */
export function dayNumber(iso: string): number {
  return Math.round(Date.parse(`${iso.slice(0, 10)}T00:00:00Z`) / DAY_MS)
}

export function fromDayNumber(day: number): string {
  return new Date(day * DAY_MS).toISOString().slice(0, 10)
}

export function addDays(iso: string, days: number): string {
  return fromDayNumber(dayNumber(iso) + days)
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return dayNumber(to) - dayNumber(from)
}

/** 0 = Sunday … 6 = Saturday (UTC). */
export function weekday(iso: string): number {
  return (((dayNumber(iso) + 4) % 7) + 7) % 7
}

/** The ISO date of a Date in UTC. */
export function toIsoDate(d: Date): string {
  return d.toISOString().slice(0, 10)
}

/** Today in UTC. */
export function utcToday(now: Date = new Date()): string {
  return toIsoDate(now)
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Today in the visitor's own calendar (the browser's time zone): the earliest check-in a form offers. */
export function localIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** Whether `value` is a month as 'YYYY-MM' (a calendar page, the ledger's month). */
export function isIsoMonth(value: unknown): value is string {
  return typeof value === 'string' && /^\d{4}-(0[1-9]|1[0-2])$/.test(value)
}
