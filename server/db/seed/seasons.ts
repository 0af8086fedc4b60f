/**
 * The rental calendar of the seed, relative to "today": weekly Saturday-to-Saturday stays for the
 * next winter (first Saturday of December to mid April) and the following summer (mid June to mid
 * September). A season already under way starts at the coming Saturday. All dates are UTC.
 */

import { toIsoDate } from '#domain/dates/iso-date.ts'

type SeasonName = 'winter' | 'summer'
export type SeasonWindow = { name: SeasonName; label: string; weeks: string[] }

const DAY = 86_400_000

export const utcDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()))
export const addDays = (d: Date, n: number) => new Date(d.getTime() + n * DAY)
const parseIso = (iso: string) => new Date(`${iso}T00:00:00Z`)

/** The first Saturday on or after `d`. */
function saturdayOnOrAfter(d: Date): Date {
  const day = utcDay(d)
  return addDays(day, (6 - day.getUTCDay() + 7) % 7)
}

/** The last Saturday on or before `d`. */
function saturdayOnOrBefore(d: Date): Date {
  const day = utcDay(d)
  return addDays(day, -((day.getUTCDay() + 1) % 7))
}

/** Easter Sunday (Gregorian, anonymous algorithm). */
function easterSunday(year: number): Date {
  const a = year % 19
  const b = Math.floor(year / 100)
  const c = year % 100
  const d = Math.floor(b / 4)
  const e = b % 4
  const f = Math.floor((b + 8) / 25)
  const g = Math.floor((b - f + 1) / 3)
  const h = (19 * a + b - d - g + 15) % 30
  const i = Math.floor(c / 4)
  const k = c % 4
  const l = (32 + 2 * e + 2 * i - h - k) % 7
  const m = Math.floor((a + 11 * h + 22 * l) / 451)
  const month = Math.floor((h + l - 7 * m + 114) / 31)
  const day = ((h + l - 7 * m + 114) % 31) + 1
  return new Date(Date.UTC(year, month - 1, day))
}

function window(name: SeasonName, label: string, firstCheckIn: Date, lastCheckOut: Date, today: Date): SeasonWindow {
  const tomorrow = addDays(utcDay(today), 1)
  let start = firstCheckIn
  if (start < tomorrow) start = saturdayOnOrAfter(tomorrow)
  const weeks: string[] = []
  for (let d = start; addDays(d, 7) <= lastCheckOut; d = addDays(d, 7)) weeks.push(toIsoDate(d))
  return { name, label, weeks }
}

const winterWindow = (year: number, today: Date) =>
  window(
    'winter',
    `Winter ${year}/${String(year + 1).slice(2)}`,
    saturdayOnOrAfter(new Date(Date.UTC(year, 11, 1))),
    saturdayOnOrBefore(new Date(Date.UTC(year + 1, 3, 17))),
    today,
  )

const summerWindow = (year: number, today: Date) =>
  window(
    'summer',
    `Summer ${year}`,
    saturdayOnOrAfter(new Date(Date.UTC(year, 5, 13))),
    saturdayOnOrBefore(new Date(Date.UTC(year, 8, 18))),
    today,
  )

/** The next two seasons with weeks left (three when the first has fewer than four weeks left). */
export function upcomingSeasons(today: Date): SeasonWindow[] {
  const y = today.getUTCFullYear()
  const all = [
    winterWindow(y - 1, today),
    summerWindow(y, today),
    winterWindow(y, today),
    summerWindow(y + 1, today),
    winterWindow(y + 1, today),
  ]
  const open = all.filter((s) => s.weeks.length > 0)
  return open.slice(0, open[0] && open[0].weeks.length < 4 ? 3 : 2)
}

/** Demand factor of a week (by its check-in date): Christmas/New Year and February half-term peak. */
export function weekFactor(checkIn: string): number {
  const d = parseIso(checkIn)
  const m = d.getUTCMonth() + 1
  const day = d.getUTCDate()
  const easter = easterSunday(d.getUTCFullYear())
  const easterWeek = d <= easter && addDays(d, 7) > easter
  if (m === 12 && day >= 26) return 2.0
  if (m === 12 && day >= 19) return 1.8
  if (m === 12) return 0.8
  if (m === 1 && day === 1) return 1.9
  if (easterWeek) return 1.3
  if (m === 1) return day <= 7 ? 1.2 : 1.0
  if (m === 2) return day >= 6 && day <= 27 ? 1.45 : 1.15
  if (m === 3) return 1.1
  if (m === 4) return 0.85
  if (m === 7 || (m === 8 && day <= 14)) return 0.7
  return 0.55
}

/** Nightly hotel factor of a date: winter peak and high season higher, shoulder months lower. */
export function nightFactor(date: Date): number {
  const m = date.getUTCMonth() + 1
  const day = date.getUTCDate()
  if ((m === 12 && day >= 20) || (m === 1 && day <= 4)) return 1.7
  if (m === 2 && day >= 6 && day <= 28) return 1.4
  if (m === 1 || m === 2 || m === 3) return 1.15
  if (m === 12 || m === 4) return 0.95
  if (m === 7 || m === 8) return 0.85
  return 0.65
}
