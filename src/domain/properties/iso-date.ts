/**
 * Calendar dates as ISO strings (YYYY-MM-DD), computed in UTC so that client and server agree
 * whatever the local time zone. Pure helpers for stays, seasons and search periods.
 */

const DAY_MS = 86_400_000
const ISO = /^\d{4}-\d{2}-\d{2}$/

/** True for a real calendar date written YYYY-MM-DD (2025-02-30 is false). */
export function isIsoDate(value: string): boolean {
  if (!ISO.test(value)) return false
  const d = new Date(`${value}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === value
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
