import { dayNumber, fromDayNumber } from '#domain/dates/iso-date.ts'
import type { PriceStay } from '#domain/property-search/flexible-periods.ts'
import type { CompactStay } from './repository.ts'

/** A stay with its check-in as a day number (days since 1970-01-01), for distances without date parsing. */
export type IndexedStay = PriceStay & { day: number }

/**
 * The stays of a property in typed arrays. The snapshot holds about 580,000 stays for 20,000
 * properties; as objects (a stay and its rates each) they were more than a million objects that
 * every full garbage collection of the busy server marked, and those collections made the slowest
 * searches (p99). The search asks for stay objects only where it needs them (`staysOf`: quoting a
 * property once per search period, the page of an answer), and they die young.
 */
export type CompactStays = {
  /** check-in and check-out as day numbers (days since 1970-01-01), sorted by check-in */
  day: Int32Array
  outDay: Int32Array
  /** 1 when available */
  available: Uint8Array
  /** the rate keys of every stay, in the order of the stay's rates */
  levels: readonly string[]
  /** per stay and level (stay * levels.length + level): the rate, NaN for null */
  rates: Float64Array
  /** the stays as given, when they do not fit the arrays (different rate keys, a date not in canonical form) */
  objects?: IndexedStay[]
  /** per stay, made when first asked: stayPeriodJson */
  periodJson?: (string | undefined)[]
}

const NO_STAYS: CompactStays = {
  day: new Int32Array(0),
  outDay: new Int32Array(0),
  available: new Uint8Array(0),
  levels: [],
  rates: new Float64Array(0),
  periodJson: undefined,
}

/** One string per date (the stays of all properties share a few hundred). */
const dates = new Map<number, string>()
function dateOf(day: number): string {
  let d = dates.get(day)
  if (d === undefined) dates.set(day, (d = fromDayNumber(day)))
  return d
}

/** One array per list of rate keys (most properties share one of a few). */
const levelLists = new Map<string, readonly string[]>()
function sharedLevels(levels: string[]): readonly string[] {
  const key = JSON.stringify(levels)
  let shared = levelLists.get(key)
  if (!shared) levelLists.set(key, (shared = levels))
  return shared
}

function sameKeys(rates: Record<string, number | null>, levels: readonly string[]): boolean {
  let i = 0
  for (const key in rates) {
    if (key !== levels[i++]) return false
    const v = rates[key]
    if (v !== null && (typeof v !== 'number' || v !== v)) return false
  }
  return i === levels.length
}

/** The compact form of stays sorted by check-in ([checkIn, checkOut, available, rates], as loaded). */
export function compactStays(list: readonly CompactStay[]): CompactStays {
  const n = list.length
  if (n === 0) return NO_STAYS
  const levels = sharedLevels(Object.keys(list[0]![3]))
  const out: CompactStays = {
    day: new Int32Array(n),
    outDay: new Int32Array(n),
    available: new Uint8Array(n),
    levels,
    rates: new Float64Array(n * levels.length),
    periodJson: undefined,
  }
  for (let i = 0; i < n; i++) {
    const [checkIn, checkOut, available, rates] = list[i]!
    const day = dayNumber(checkIn)
    const outDay = dayNumber(checkOut)
    if (
      !sameKeys(rates, levels) ||
      dateOf(day) !== checkIn ||
      dateOf(outDay) !== checkOut ||
      typeof available !== 'boolean'
    ) {
      return {
        ...NO_STAYS,
        objects: list.map(([a, b, c, r]) => ({ checkIn: a, checkOut: b, available: c, rates: r, day: dayNumber(a) })),
      }
    }
    out.day[i] = day
    out.outDay[i] = outDay
    out.available[i] = available ? 1 : 0
    for (let l = 0; l < levels.length; l++) out.rates[i * levels.length + l] = rates[levels[l]!] ?? NaN
  }
  return out
}

/** The stays as objects (new ones on every call, except for stays kept as given). */
export function staysOf(s: CompactStays): IndexedStay[] {
  if (s.objects) return s.objects
  const n = s.day.length
  const out: IndexedStay[] = new Array(n)
  for (let i = 0; i < n; i++) out[i] = stayAt(s, i)
  return out
}

/** The stays overlapping the days [fromDay, toDay) as objects (check-out after fromDay, check-in before toDay). */
export function staysOverlapping(s: CompactStays, fromDay: number, toDay: number): IndexedStay[] {
  if (s.objects) return s.objects.filter((x) => dayNumber(x.checkOut) > fromDay && x.day < toDay)
  let lo = 0
  let hi = s.outDay.length
  while (lo < hi) {
    const mid = (lo + hi) >> 1
    if (s.outDay[mid]! <= fromDay) lo = mid + 1
    else hi = mid
  }
  const out: IndexedStay[] = []
  for (let i = lo; i < s.day.length && s.day[i]! < toDay; i++) out.push(stayAt(s, i))
  return out
}

/** Stay `i` as an object. */
export function stayAt(s: CompactStays, i: number): IndexedStay {
  if (s.objects) return s.objects[i]!
  const width = s.levels.length
  const rates: Record<string, number | null> = {}
  for (let l = 0; l < width; l++) {
    const v = s.rates[i * width + l]!
    rates[s.levels[l]!] = v === v ? v : null
  }
  return {
    checkIn: dateOf(s.day[i]!),
    checkOut: dateOf(s.outDay[i]!),
    available: s.available[i] === 1,
    rates,
    day: s.day[i]!,
  }
}

/** The check-in day number of stay `i`. */
export function stayDay(s: CompactStays, i: number): number {
  return s.objects ? s.objects[i]!.day : s.day[i]!
}

/** Check-in and check-out of stay `i` (the shared date strings, no rates). */
export function stayPeriod(s: CompactStays, i: number): { checkIn: string; checkOut: string } {
  if (s.objects) return { checkIn: s.objects[i]!.checkIn, checkOut: s.objects[i]!.checkOut }
  return { checkIn: dateOf(s.day[i]!), checkOut: dateOf(s.outDay[i]!) }
}

/** One JSON text per check-in and check-out pair (the other-period cards of every answer share a few hundred). */
const periodTexts = new Map<number, string>()
const DAY_KEYS = 2 ** 21

/** `{"checkIn":"…","checkOut":"…"` of stay `i` (JSON, without the closing brace), kept with the stays. */
export function stayPeriodJson(s: CompactStays, i: number): string {
  const list = (s.periodJson ??= [])
  return (list[i] ??= periodJsonOf(s, i))
}

function periodJsonOf(s: CompactStays, i: number): string {
  if (s.objects) {
    const stay = s.objects[i]!
    return JSON.stringify({ checkIn: stay.checkIn, checkOut: stay.checkOut }).slice(0, -1)
  }
  const day = s.day[i]!
  const outDay = s.outDay[i]!
  const shared = day >= 0 && outDay >= 0 && day < DAY_KEYS && outDay < DAY_KEYS
  const key = day * DAY_KEYS + outDay
  let text = shared ? periodTexts.get(key) : undefined
  if (text === undefined) {
    text = JSON.stringify({ checkIn: dateOf(day), checkOut: dateOf(outDay) }).slice(0, -1)
    if (shared) periodTexts.set(key, text)
  }
  return text
}
