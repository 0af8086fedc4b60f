import type { Language } from '../catalogue/types.ts'

type DateInput = Date | string | number

const intlLocale: Record<Language, string> = { en: 'en-GB', de: 'de-DE' }

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value)
}

function fallback(date: Date, value: DateInput): string {
  return Number.isNaN(date.getTime()) ? String(value) : date.toISOString()
}

/**
 * Day numeric, month short, year numeric, in UTC: '3 Jan 2027' / '3. Jan. 2027'
 * (docs/product/language-and-formatting.md#dates-and-times).
 */
export function formatDate(value: DateInput, locale: Language): string {
  const date = toDate(value)
  try {
    return new Intl.DateTimeFormat(intlLocale[locale], {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(date)
  } catch {
    return fallback(date, value)
  }
}

/** 2-digit hour and minute, 24 hours, in UTC: '09:05'. */
export function formatTime(value: DateInput, locale: Language): string {
  const date = toDate(value)
  try {
    return new Intl.DateTimeFormat(intlLocale[locale], {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'UTC',
    }).format(date)
  } catch {
    return fallback(date, value)
  }
}
