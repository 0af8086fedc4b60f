/**
 * A stay period (check-in, check-out as ISO dates) and the one-day leeway of the server's
 * "check-in not in the past" rule. The rules of a period entered in a form are in
 * period-rules.ts; the availability of a period is src/domain/properties/stay-availability.ts.
 */
import { addDays, daysBetween, isIsoDate, utcToday } from './iso-date.ts'

export type Period = { checkIn: string; checkOut: string }

/** Both real calendar dates and check-out after check-in. */
export function isValidPeriod(period: Period): boolean {
  return isIsoDate(period.checkIn) && isIsoDate(period.checkOut) && period.checkOut > period.checkIn
}

/** Whole nights of a period (0 when it is not a valid period). */
export function nightsBetween(period: Period): number {
  return isValidPeriod(period) ? daysBetween(period.checkIn, period.checkOut) : 0
}

/**
 * The earliest check-in the server accepts, and the oldest stay it still shows: UTC today minus
 * one day. A visitor's own today (their time zone, up to a day behind UTC) may be yesterday in
 * UTC, so what a form accepted as "today" must not be refused, nor that stay hidden, by the server.
 * The forms themselves check against the visitor's today (`localIsoDate`).
 * (docs/decisions/023-check-in-today-with-one-day-leeway.md)
 */
export function earliestAcceptedCheckIn(now: Date = new Date()): string {
  return addDays(utcToday(now), -1)
}
