/**
 * The answer of GET /api/property-search (contract: docs/product/api.md#property-search). Prices in the search
 * are whole EUR (`price`, `priceFromEur`, alternative totals); `currency` and `priceFrom` are the
 * property's own, as on the property page.
 */
import type { Country, PropertyType } from '../catalogue/types.ts'
import type { Period } from '../dates/period.ts'
import type { StayAvailability } from '../properties/stay-availability.ts'

/** -1: arrival (and departure) 1 day earlier, +1: 1 day later */
export type PeriodShift = -1 | 1

/** The card fields (docs/product/storefront-search.md#card), shared by the search and the destination lists. */
export type PropertyCard = {
  _id: string
  name: string
  slug: string
  /** the property page, in the answer's language (/chalets/france/courchevel-1850/chalet-x) */
  path: string
  city: string
  address: { sector: string | null; country: Country }
  propertyType: PropertyType
  bedrooms: number
  /** null = 'On request' */
  beds: { adults: number | null; children: number | null }
  thumbnail: string
  /** the property's currency (EUR or CHF) */
  currency: string
  /** the lowest published rate, in the property's currency; null = on request */
  priceFrom: number | null
  /** priceFrom in EUR */
  priceFromEur: number | null
  petsAllowed: boolean
  serviceLevels: string[]
  operatorId: string
}

export type AlternativeDetails = {
  diff: PeriodShift
  /** total per service level for the shifted period, EUR; null = on request */
  totals: Record<string, number | null>
}

export type BetterPrice = { diff: PeriodShift; period: Period; price: number; savings: number }

export type PropertySearchResult = PropertyCard & {
  /** EUR for the period and the chosen service level, or the lowest level; null = price on request (or no dates) */
  price: number | null
  /** the service level `price` is for */
  priceServiceLevel: string | null
  /** the result is for a period 1 day earlier or later than asked */
  isAlternative: boolean
  alternativeDetails: AlternativeDetails | null
  /** the property is cheaper with arrival 1 day earlier or later ('better price 1 day prior/later') */
  hasAlternative: boolean
  betterPrice: BetterPrice | null
  /** the period the result (and its price) is for; null without dates */
  period: Period | null
  /** availability in `period`; null without dates */
  availability: StayAvailability | null
}

export type OtherPeriodResult = PropertyCard & {
  /** availability in the asked period: 'sold' or 'on request' */
  availability: StayAvailability
  /** the available stay nearest to the asked period, price in EUR (chosen or lowest level) */
  nextAvailable: { checkIn: string; checkOut: string; price: number | null }
}

export type PropertySearchAnswer = {
  /** one page of results: exact period first, then ±1 day alternatives, then on request */
  results: PropertySearchResult[]
  /** properties matching every filter but the period, available in other periods (at most 24) */
  otherPeriods: OtherPeriodResult[]
  /** all matching results (`results` is one page of them) */
  count: number
  offset: number
  limit: number
  /** 'weekly' when both dates fall on weekdays (docs/product/storefront-search.md#weekly-hint) */
  hint: 'weekly' | null
  /** the shifted period in which the most exact results are cheaper, when flexible */
  betterPrice: { diff: PeriodShift; period: Period; count: number } | null
}

export const OTHER_PERIODS_LIMIT = 24
export const DEFAULT_PAGE_SIZE = 48
export const MAX_PAGE_SIZE = 240

/** GET /api/property-search/destinations: the cities that have properties, with the sectors in use. */
export type SearchDestination = {
  country: Country
  cities: { city: string; slug: string; sectors: string[]; count: number }[]
}
