import * as v from 'valibot'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import type { PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { PRICE_MAX, PRICE_MIN, createPropertySearchFilterSchema } from '#domain/property-search/search-filter.ts'

/** What the form edits: empty strings, 0 and false stand for "any" (undefined in the filter). */
export type SearchFormValues = {
  city: string
  sectors: string[]
  checkIn: string
  checkOut: string
  flexible: boolean
  price: [number, number]
  bedrooms: number
  adults: number
  children: number
  propertyType: string
  serviceLevel: string
  facilities: string[]
  petsAllowed: boolean
}

export const PRICE_STEP = 500

export function filterToFormValues(filter: PropertySearchFilter): SearchFormValues {
  return {
    city: filter.city ?? '',
    sectors: filter.sectors ?? [],
    checkIn: filter.checkIn ?? '',
    checkOut: filter.checkOut ?? '',
    flexible: filter.flexible ?? true,
    price: [filter.priceMin ?? PRICE_MIN, filter.priceMax ?? PRICE_MAX],
    bedrooms: filter.bedrooms ?? 0,
    adults: filter.adults ?? 0,
    children: filter.children ?? 0,
    propertyType: filter.propertyType ?? '',
    serviceLevel: filter.serviceLevel ?? '',
    facilities: filter.facilities ?? [],
    petsAllowed: filter.petsAllowed ?? false,
  }
}

const orUndefined = <T>(value: T, empty: T): T | undefined => (value === empty ? undefined : value)

/** The filter input of the form values (the domain schema then validates it). */
export function formValuesToInput(values: SearchFormValues): Record<string, unknown> {
  return {
    city: orUndefined(values.city, ''),
    sectors: values.city ? values.sectors : [],
    checkIn: orUndefined(values.checkIn, ''),
    checkOut: orUndefined(values.checkOut, ''),
    flexible: values.flexible,
    priceMin: values.price[0],
    priceMax: values.price[1],
    bedrooms: orUndefined(values.bedrooms, 0),
    adults: orUndefined(values.adults, 0),
    children: orUndefined(values.children, 0),
    propertyType: orUndefined(values.propertyType, ''),
    serviceLevel: orUndefined(values.serviceLevel, ''),
    facilities: values.facilities,
    petsAllowed: values.petsAllowed ? true : undefined,
  }
}

/**
 * The form's validator: form values -> filter input -> the domain filter schema. Issues keep the
 * filter's field names (checkIn, checkOut, …), so TanStack Form shows them next to those fields.
 */
export function createSearchFormSchema(today: () => string = () => localIsoDate()) {
  return v.pipe(
    v.custom<SearchFormValues>((input) => typeof input === 'object' && input !== null),
    v.transform(formValuesToInput),
    createPropertySearchFilterSchema({ today }),
  )
}

/** The filter of valid form values. */
export function formValuesToFilter(values: SearchFormValues, today?: () => string): PropertySearchFilter | null {
  const result = v.safeParse(createSearchFormSchema(today), values)
  return result.success ? result.output : null
}
