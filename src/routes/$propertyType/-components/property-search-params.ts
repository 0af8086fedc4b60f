export type PropertySearch = { checkIn?: string; checkOut?: string }

const ISO_DATE = /^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/

/** ?checkIn=&checkOut= of a search result link: both dates (YYYY-MM-DD) in order, else none. */
export function validatePropertySearch(raw: Record<string, unknown>): PropertySearch {
  const checkIn = typeof raw.checkIn === 'string' ? raw.checkIn : undefined
  const checkOut = typeof raw.checkOut === 'string' ? raw.checkOut : undefined
  if (!checkIn || !checkOut || !ISO_DATE.test(checkIn) || !ISO_DATE.test(checkOut) || checkOut <= checkIn) return {}
  return { checkIn, checkOut }
}
