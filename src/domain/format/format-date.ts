import type { Language } from '../catalogue/types.ts'

type DateInput = Date | string | number

/** The Intl locale of each language's dates (docs/product/language-and-formatting.md#dates-and-times). */
export const INTL_LOCALES: Record<Language, string> = { en: 'en-GB', de: 'de-DE' }

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value)
}

function fallback(date: Date, value: DateInput): string {
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}

/** Creating an Intl formatter costs far more than formatting with it: one per locale and kind. */
const dateFormats = new Map<string, Intl.DateTimeFormat>()

function dateTimeFormat(locale: Language, kind: 'date' | 'time'): Intl.DateTimeFormat {
  const key = `${kind}-${locale}`
  let format = dateFormats.get(key)
  if (!format) {
    format = new Intl.DateTimeFormat(
      INTL_LOCALES[locale],
      kind === 'date'
        ? { day: 'numeric', month: 'short', year: 'numeric', timeZone: 'UTC' }
        : { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: 'UTC' },
    )
    dateFormats.set(key, format)
  }
  return format
}

/**
 * Day numeric, month short, year numeric, in UTC: '3 Jan 2027' / '3. Jan. 2027'
 * (docs/product/language-and-formatting.md#dates-and-times).
 */
export function formatDate(value: DateInput, locale: Language): string {
  const date = toDate(value)
  try {
    return dateTimeFormat(locale, 'date').format(date)
  } catch {
    return fallback(date, value)
  }
}

/**
 * A period that names its year once: '9 Jan – 16 Jan 2027', both years across a new year
 * (docs/product/language-and-formatting.md#dates-and-times).
 */
export function formatPeriod(checkIn: string, checkOut: string, locale: Language): string {
  const sameYear = checkIn.slice(0, 4) === checkOut.slice(0, 4)
  const from = sameYear ? formatDate(checkIn, locale).replace(/\s*\d{4}$/, '') : formatDate(checkIn, locale)
  return `${from} – ${formatDate(checkOut, locale)}`
}

/** 2-digit hour and minute, 24 hours, in UTC: '09:05'. */
export function formatTime(value: DateInput, locale: Language): string {
  const date = toDate(value)
  try {
    return dateTimeFormat(locale, 'time').format(date)
  } catch {
    return fallback(date, value)
  }
}
