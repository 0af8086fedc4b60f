/**
 * Periods of an enquiry: ISO dates (YYYY-MM-DD) compared as strings. The availability of a period
 * (SPEC.md §4) is the one rule of src/domain/properties/stay-availability.ts.
 */
export type Period = { checkIn: string; checkOut: string }
export type StayLike = { checkIn: string; checkOut: string; available: boolean }

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** A well-formed ISO calendar date (the rules across fields only compare well-formed dates). */
export function isIsoDate(value: unknown): value is string {
  return typeof value === 'string' && ISO_DATE.test(value)
}

/** Check-out after check-in, both well-formed. */
export function isValidPeriod(period: Period): boolean {
  return isIsoDate(period.checkIn) && isIsoDate(period.checkOut) && period.checkOut > period.checkIn
}

const pad = (n: number) => String(n).padStart(2, '0')

/** Today in the visitor's own calendar (the browser's time zone). */
export function localIsoDate(now: Date = new Date()): string {
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`
}

/** A calendar day in UTC, moved by `days`. */
export function utcIsoDate(now: Date = new Date(), days = 0): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10)
}

/** Whole nights between two ISO dates (0 when not a valid period). */
export function nightsBetween(period: Period): number {
  const ms = Date.parse(`${period.checkOut}T00:00:00Z`) - Date.parse(`${period.checkIn}T00:00:00Z`)
  return Number.isFinite(ms) && ms > 0 ? Math.round(ms / 86_400_000) : 0
}
