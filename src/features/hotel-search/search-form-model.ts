import * as v from 'valibot'
import { localIsoDate, utcToday } from '#domain/dates/iso-date.ts'
import { createHotelSearchFilterSchema, hasPeriod, type HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import type { PaymentProfile } from '#domain/hotels/types.ts'

/**
 * The hotel search form over the one filter schema (docs/product/hotels.md#search): what the form
 * edits, how it becomes the filter the page applies and the server validates, and the payment
 * profile choice.
 */

/** What the form edits: '' stands for "any" (undefined in the filter); maxKeys as typed. */
export type HotelSearchFormValues = {
  destination: string
  checkInDate: string
  checkOutDate: string
  paymentProfile: PaymentProfile
  hotelCategories: string[]
  roomCategories: string[]
  programIds: string[]
  maxKeys: string
  facilities: string[]
  roomFacilities: string[]
}

/** The theme's payment profile settings (docs/product/brands-and-themes.md#brand-settings). */
export type PaymentProfilePolicy = { default: PaymentProfile; canBeChanged: boolean }

/**
 * The earliest check-in: today in the agent's calendar, or in UTC when that is later (the server
 * checks against UTC), so the form never offers a day the server refuses.
 */
export function earliestCheckIn(now: Date = new Date()): string {
  const local = localIsoDate(now)
  const utc = utcToday(now)
  return local > utc ? local : utc
}

const isAgencyPaid = (profile: PaymentProfile) =>
  profile === 'AgencyPaysStandAloneRate' || profile === 'AgencyPaysPackageRate'

/** Who pays: the client (the theme's own client profile) or the agency with its card. */
export type Payer = 'client' | 'agency'

export function payerOf(profile: PaymentProfile): Payer {
  return isAgencyPaid(profile) ? 'agency' : 'client'
}

/**
 * The profile of a choice: the agency card is a stand-alone rate unless 'Booking will be
 * packaged' is ticked (package rate); the client side is the theme's default when that is not
 * an agency rate, else ClientPays.
 */
export function profileFor(payer: Payer, packaged: boolean, policy: PaymentProfilePolicy): PaymentProfile {
  if (payer === 'agency') return packaged ? 'AgencyPaysPackageRate' : 'AgencyPaysStandAloneRate'
  return isAgencyPaid(policy.default) ? 'ClientPays' : policy.default
}

/** The payment profile choice is offered only when the theme allows it and both dates are set. */
export function showsPaymentProfile(
  values: Pick<HotelSearchFormValues, 'checkInDate' | 'checkOutDate'>,
  policy: PaymentProfilePolicy,
): boolean {
  return policy.canBeChanged && !!values.checkInDate && !!values.checkOutDate
}

/**
 * The filter as it is searched: a period is priced with the chosen profile when the theme lets
 * agents change it, else with the theme's default; without a period no profile is sent.
 */
export function filterForSearch(filter: HotelSearchFilter, policy: PaymentProfilePolicy): HotelSearchFilter {
  const { paymentProfile, ...rest } = filter
  if (!hasPeriod(filter)) return rest
  return { ...rest, paymentProfile: policy.canBeChanged ? (paymentProfile ?? policy.default) : policy.default }
}

export function filterToFormValues(filter: HotelSearchFilter, policy: PaymentProfilePolicy): HotelSearchFormValues {
  return {
    destination: filter.destination ?? '',
    checkInDate: filter.checkInDate ?? '',
    checkOutDate: filter.checkOutDate ?? '',
    paymentProfile: (policy.canBeChanged ? filter.paymentProfile : undefined) ?? policy.default,
    hotelCategories: filter.hotelCategories,
    roomCategories: filter.roomCategories,
    programIds: filter.programIds,
    maxKeys: filter.maxKeys === undefined ? '' : String(filter.maxKeys),
    facilities: filter.facilities,
    roomFacilities: filter.roomFacilities,
  }
}

const orUndefined = (value: string): string | undefined => (value.trim() === '' ? undefined : value)

/** maxKeys: '' is "any"; anything else must read as a number (the schema says which rule fails). */
function keysInput(text: string): number | undefined {
  const trimmed = text.trim()
  return trimmed === '' ? undefined : Number(trimmed)
}

/** The filter input of the form values (the domain schema then validates it). */
export function formValuesToInput(
  values: HotelSearchFormValues,
  policy: PaymentProfilePolicy,
): Record<string, unknown> {
  const period = !!values.checkInDate && !!values.checkOutDate
  return {
    destination: orUndefined(values.destination),
    checkInDate: orUndefined(values.checkInDate),
    checkOutDate: orUndefined(values.checkOutDate),
    paymentProfile: period ? (policy.canBeChanged ? values.paymentProfile : policy.default) : undefined,
    hotelCategories: values.hotelCategories,
    roomCategories: values.roomCategories,
    programIds: values.programIds,
    maxKeys: keysInput(values.maxKeys),
    facilities: values.facilities,
    roomFacilities: values.roomFacilities,
  }
}

/**
 * The form's validator: form values -> filter input -> the domain filter schema (the server's).
 * Issues keep the filter's field names, so each message shows next to its field.
 */
export function createHotelSearchFormSchema(
  policy: PaymentProfilePolicy,
  today: () => string = () => earliestCheckIn(),
) {
  return v.pipe(
    v.custom<HotelSearchFormValues>((input) => typeof input === 'object' && input !== null),
    v.transform((values: HotelSearchFormValues) => formValuesToInput(values, policy)),
    createHotelSearchFilterSchema({ today }),
  )
}

/** The filter of valid form values; null when a rule fails. */
export function formValuesToFilter(
  values: HotelSearchFormValues,
  policy: PaymentProfilePolicy,
  today?: () => string,
): HotelSearchFilter | null {
  const result = v.safeParse(createHotelSearchFormSchema(policy, today), values)
  return result.success ? result.output : null
}

/** What a press on Search does: search, nothing (one date only), or wait for a destination. */
export type SubmitState = 'ready' | 'one-date' | 'needs-destination'

export function submitState(
  values: Pick<HotelSearchFormValues, 'checkInDate' | 'checkOutDate' | 'destination'>,
): SubmitState {
  const dates = [values.checkInDate, values.checkOutDate].filter(Boolean).length
  if (dates === 1) return 'one-date'
  if (dates === 2 && values.destination.trim() === '') return 'needs-destination'
  return 'ready'
}

/** How many of the folded filters (categories, programs, keys, facilities) are chosen. */
export function secondaryFilterCount(values: HotelSearchFormValues): number {
  return (
    values.hotelCategories.length +
    values.roomCategories.length +
    values.programIds.length +
    (values.maxKeys.trim() === '' ? 0 : 1) +
    values.facilities.length +
    values.roomFacilities.length
  )
}
