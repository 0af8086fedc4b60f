import type { Period } from '#domain/dates/period.ts'
import type { PropertyByPathAnswer } from '#domain/properties/property-by-path-answer.ts'

export type PropertyPathParams = { propertyType: string; country: string; city: string; propertyName: string }

/** What the property page's parts share. */
export type PropertyPageModel = {
  property: PropertyByPathAnswer
  params: PropertyPathParams
  /** the property path as visited (lowercase), the base of …/enquire-now, /book-now, /take-option */
  basePath: string
  enquireHref: string
  /** the searched period (from a search result link), if any */
  period: Period | null
  showCommission: boolean
}

export function propertyBasePath(params: PropertyPathParams): string {
  return `/${[params.propertyType, params.country, params.city, params.propertyName].map((part) => part.toLowerCase()).join('/')}`
}

/** The enquiry dialog's address, carrying the page's period so that the form starts with it (docs/product/enquiries.md). */
export function enquireHref(basePath: string, period: Period | null): string {
  const path = `${basePath}/enquire-now`
  return period ? `${path}?${new URLSearchParams({ checkIn: period.checkIn, checkOut: period.checkOut })}` : path
}
