/**
 * Weekly rental (docs/product/storefront-search.md#weekly-hint): most properties are rented per whole week, Saturday to
 * Saturday or Sunday to Sunday. The hint shows when both check-in and check-out fall on weekdays.
 */
import { isIsoDate, weekday } from '../dates/iso-date.ts'

const isWeekend = (iso: string) => {
  const d = weekday(iso)
  return d === 0 || d === 6
}

export function needsWeeklyHint(checkIn: string | undefined | null, checkOut: string | undefined | null): boolean {
  if (!checkIn || !checkOut || !isIsoDate(checkIn) || !isIsoDate(checkOut)) return false
  return !isWeekend(checkIn) && !isWeekend(checkOut)
}
