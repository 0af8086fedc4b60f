import { periodOf } from '#domain/dates/period.ts'

export type PropertySearch = { checkIn?: string; checkOut?: string }

/** ?checkIn=&checkOut= of a search result link: both real calendar dates in order (period.ts), else none. */
export function validatePropertySearch(raw: Record<string, unknown>): PropertySearch {
  return periodOf(raw.checkIn, raw.checkOut) ?? {}
}
