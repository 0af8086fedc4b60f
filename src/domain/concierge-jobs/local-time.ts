/**
 * A due time in the place's local time (docs/product/concierge-jobs.md#due-times): the agent types the wall-clock
 * time at the hotel or property ('2026-02-12T18:30' in Europe/Zurich); the job stores the instant (UTC) and the zone,
 * and shows the local time with the zone's name. A local time that does not exist (the hour skipped when clocks go
 * forward) is read with the offset before the change, i.e. one hour later on the clock; an ambiguous one (the hour
 * repeated in autumn) is its first occurrence.
 */
import { isIsoDate } from '../dates/iso-date.ts'
import { hotelTimeZone } from '../chat/hotel-time-zone.ts'

const TIME_OF_DAY = /^([01]\d|2[0-3]):([0-5]\d)$/

/** 'YYYY-MM-DDTHH:mm' with a real calendar date (iso-date.ts says what one is) and a time of day. */
export function isLocalDateTime(value: unknown): value is string {
  if (typeof value !== 'string') return false
  const [date, time, ...rest] = value.split('T')
  return rest.length === 0 && time !== undefined && TIME_OF_DAY.test(time) && isIsoDate(date)
}

/** The place's zone: hotels and properties store their country, every country of the catalogue has one zone. */
export const placeTimeZone = (country: string): string => hotelTimeZone(country)

const parts = new Map<string, Intl.DateTimeFormat>()
function formatter(timeZone: string): Intl.DateTimeFormat {
  let f = parts.get(timeZone)
  if (!f) {
    f = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
    parts.set(timeZone, f)
  }
  return f
}

/** The wall-clock time of `instant` in `timeZone`, 'YYYY-MM-DDTHH:mm'. */
export function localDateTimeIn(instant: Date | string, timeZone: string): string {
  const p: Record<string, string> = {}
  for (const part of formatter(timeZone).formatToParts(new Date(instant))) p[part.type] = part.value
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}`
}

/** The zone's offset from UTC at `ms`, in milliseconds (Europe/Zurich in winter: +3,600,000). */
function offsetAt(ms: number, timeZone: string): number {
  const local = localDateTimeIn(new Date(ms), timeZone)
  return Date.parse(`${local}:00Z`) - (ms - (ms % 60_000))
}

/** The instant of the wall-clock time `local` ('YYYY-MM-DDTHH:mm') in `timeZone`. */
export function instantOfLocal(local: string, timeZone: string): Date {
  if (!isLocalDateTime(local)) throw new RangeError(`not a local date and time: ${local}`)
  const asUtc = Date.parse(`${local}:00Z`)
  // the offset an hour before and after: the first that maps back to `local` wins (earlier occurrence first)
  const before = asUtc - offsetAt(asUtc - 3_600_000 * 3, timeZone)
  if (localDateTimeIn(new Date(before), timeZone) === local) return new Date(before)
  const after = asUtc - offsetAt(asUtc + 3_600_000 * 3, timeZone)
  if (localDateTimeIn(new Date(after), timeZone) === local) return new Date(after)
  // a skipped time: the offset before the change
  return new Date(before)
}

/** The local calendar day of a due time ('YYYY-MM-DD'), what the list's day filters compare. */
export const localDay = (local: string): string => local.slice(0, 10)
