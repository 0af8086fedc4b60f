/**
 * Times and days in a named time zone (the reader's, or a hotel's): the chat shows each message in
 * the reader's zone and, for the agent, the hotel's local time beside it
 * (docs/product/chat.md#screens, docs/product/language-and-formatting.md#dates-and-times).
 */
import type { Language } from '../catalogue/types.ts'
import { INTL_LOCALES } from './format-date.ts'

const formats = new Map<string, Intl.DateTimeFormat>()

function format(kind: 'time' | 'day' | 'key' | 'moment', locale: Language, timeZone: string): Intl.DateTimeFormat {
  const key = `${kind}|${locale}|${timeZone}`
  let found = formats.get(key)
  if (!found) {
    const options: Intl.DateTimeFormatOptions =
      kind === 'time'
        ? { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone }
        : kind === 'moment'
          ? {
              weekday: 'short',
              day: 'numeric',
              month: 'short',
              year: 'numeric',
              hour: '2-digit',
              minute: '2-digit',
              hourCycle: 'h23',
              timeZone,
            }
          : kind === 'day'
            ? { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone }
            : { year: 'numeric', month: '2-digit', day: '2-digit', timeZone }
    try {
      found = new Intl.DateTimeFormat(kind === 'key' ? 'en-CA' : INTL_LOCALES[locale], options)
    } catch {
      // an unknown zone name: UTC rather than no time at all
      found = new Intl.DateTimeFormat(kind === 'key' ? 'en-CA' : INTL_LOCALES[locale], { ...options, timeZone: 'UTC' })
    }
    formats.set(key, found)
  }
  return found
}

/** The zone this device runs in ('UTC' where it cannot be told). */
export function deviceTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC'
}

/** '09:05' in `timeZone`, 24 hours. */
export function formatTimeIn(iso: string, locale: Language, timeZone: string): string {
  return format('time', locale, timeZone).format(new Date(iso))
}

/** 'Wednesday, 2 December 2026' / 'Mittwoch, 2. Dezember 2026' in `timeZone`. */
export function formatDayIn(iso: string, locale: Language, timeZone: string): string {
  return format('day', locale, timeZone).format(new Date(iso))
}

/** The calendar day of an instant in `timeZone` as 'YYYY-MM-DD' (to tell days apart). */
export function dayKeyIn(iso: string, timeZone: string): string {
  return format('key', 'en', timeZone).format(new Date(iso))
}

/** 'Fri, 12 Feb 2027, 18:30' / 'Fr., 12. Feb. 2027, 18:30' in `timeZone` (a concierge job's due time at the place). */
export function formatMomentIn(iso: string, locale: Language, timeZone: string): string {
  return format('moment', locale, timeZone).format(new Date(iso))
}
