import { periodOf } from '#domain/dates/period.ts'

export type PropertySearch = { checkIn?: string; checkOut?: string }

/**
 * ?checkIn=&checkOut= of a search result link: both real calendar dates in order (period.ts), else
 * none. "None" sets both keys to undefined: the router keeps a raw search value the validator
 * leaves out, so 2026-02-31 would still reach the page.
 */
export function validatePropertySearch(raw: Record<string, unknown>): PropertySearch {
  return periodOf(raw.checkIn, raw.checkOut) ?? { checkIn: undefined, checkOut: undefined }
}
