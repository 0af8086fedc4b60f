/**
 * The period selector's rules (docs/product/hotels.md#hotel-page): the one set of period rules the
 * searches and enquiries use (check-in not before today, check-out after check-in, both or none)
 * and the hotel search's longest period. Both empty is a valid choice: the rooms without a period.
 */
import * as v from 'valibot'
import { periodRules } from '#domain/dates/period-rules.ts'
import { MAX_HOTEL_NIGHTS } from '#domain/hotels/hotel-search-filter.ts'
import { daysBetween, isIsoDate } from '#domain/dates/iso-date.ts'

export type PeriodForm = { checkIn: string; checkOut: string }

export const MAX_NIGHTS_MESSAGE = `The period can be at most ${MAX_HOTEL_NIGHTS} nights`

const Fields = v.object({
  checkIn: v.string(),
  checkOut: v.string(),
})

export function periodFormSchema(today: () => string) {
  return v.pipe(
    Fields,
    ...periodRules<PeriodForm>({ today }),
    v.forward(
      v.partialCheck(
        [['checkIn'], ['checkOut']],
        (f: PeriodForm) =>
          !isIsoDate(f.checkIn) || !isIsoDate(f.checkOut) || daysBetween(f.checkIn, f.checkOut) <= MAX_HOTEL_NIGHTS,
        MAX_NIGHTS_MESSAGE,
      ),
      ['checkOut'],
    ),
  )
}

/** The page's search parameters for a chosen period (empty fields clear it; the payment profile stays). */
export function periodSearch<S extends { checkInDate?: string; checkOutDate?: string }>(
  previous: S,
  values: PeriodForm,
): S {
  return { ...previous, checkInDate: values.checkIn || undefined, checkOutDate: values.checkOut || undefined }
}
