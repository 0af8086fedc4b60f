/**
 * The one period module (docs/architecture.md "One home per rule"): a stay period (check-in,
 * check-out as ISO dates) in its two field shapes — `{ checkIn, checkOut }` of the storefront's
 * forms and searches, `{ checkInDate, checkOutDate }` of the leads, hotel and room APIs — the one
 * rule "check-out after check-in" with its one message, the date field every schema uses, the
 * period of a URL search, and the one-day leeway of the server's "check-in not in the past" rule.
 * The rules of a period entered in a form (both or none, not in the past) are in period-rules.ts;
 * the availability of a period is src/domain/properties/stay-availability.ts.
 */
import * as v from 'valibot'
import { addDays, daysBetween, isIsoDate, utcToday } from './iso-date.ts'

export type Period = { checkIn: string; checkOut: string }
/** The API's shape of a period (docs/product/api.md). */
export type DatedPeriod = { checkInDate: string; checkOutDate: string }

/** The field names of each shape: [check-in, check-out]. */
export const PERIOD_SHAPES = {
  short: ['checkIn', 'checkOut'],
  dated: ['checkInDate', 'checkOutDate'],
} as const
export type PeriodShape = keyof typeof PERIOD_SHAPES

/** The one message of the rule, English source text (src/lib/messages/period-messages.ts translates it). */
export const CHECK_OUT_AFTER_CHECK_IN = 'Check out date has to be after check in date'
export const INVALID_DATE = 'Please enter a valid date'

/** Both real calendar dates (isIsoDate) and check-out after check-in. */
export function inOrder(checkIn: unknown, checkOut: unknown): boolean {
  return isIsoDate(checkIn) && isIsoDate(checkOut) && checkOut > checkIn
}

/** Both real calendar dates and check-out after check-in. */
export function isValidPeriod(period: Period): boolean {
  return inOrder(period.checkIn, period.checkOut)
}

/** Whole nights of a period (0 when it is not a valid period). */
export function nightsBetween(period: Period): number {
  return isValidPeriod(period) ? daysBetween(period.checkIn, period.checkOut) : 0
}

/**
 * The period of a URL search or a stored value: both dates real calendar dates and in order, else
 * null (a link with 2026-02-31 or dates the wrong way round shows no period rather than an error).
 */
export function periodOf(checkIn: unknown, checkOut: unknown): Period | null {
  return inOrder(checkIn, checkOut) ? { checkIn: checkIn as string, checkOut: checkOut as string } : null
}

/** A date field of a schema: a string that is a real calendar date (isIsoDate), else `message`. */
export function isoDate(message: string = INVALID_DATE) {
  return v.pipe(
    v.string(message),
    v.check((s: string) => isIsoDate(s), message),
  )
}

type Rule<T> = v.BaseValidation<T, T, v.BaseIssue<unknown>>

/**
 * "Check-out after check-in" for a `v.pipe` after the object schema, on the check-out field of the
 * given shape. It only judges two real dates: a missing or invalid date is its own field's message.
 * `T` is the output of that object schema; the rule passes it through unchanged.
 */
export function checkOutAfterCheckIn<T>(shape: PeriodShape): Rule<T> {
  const [checkIn, checkOut] = PERIOD_SHAPES[shape]
  const rule = v.forward(
    v.partialCheck(
      [[checkIn], [checkOut]] as never,
      (f: Record<string, unknown>) =>
        !isIsoDate(f[checkIn]) || !isIsoDate(f[checkOut]) || inOrder(f[checkIn], f[checkOut]),
      CHECK_OUT_AFTER_CHECK_IN,
    ),
    [checkOut] as never,
  )
  // built on the two field names; at run time it reads only those of any T
  return rule as unknown as Rule<T>
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
