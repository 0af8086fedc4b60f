import type { Language } from '#domain/catalogue/types.ts'
import type { CandidatePeriod } from '#domain/property-search/flexible-periods.ts'
import { toEurOrNull } from '#domain/property-search/currency.ts'
import type { PeriodShift, PropertyCard, PropertySearchResult } from '#domain/property-search/search-answer.ts'
import type { IndexedProperty } from '#server/catalogue/types.ts'
import type { PropertyQuotes } from './types.ts'

/** The result objects of the search: a ranked property and the fields of its result after the card. */

/**
 * One ranked property: 0 exact period available, 1 alternative ±1 day, 2 on request, 3 no dates.
 * Compact on purpose (the search ranks thousands); the answer objects are built for the page only.
 */
export type Ranked = {
  p: IndexedProperty
  rank: 0 | 1 | 2 | 3
  price: number | null
  pq: PropertyQuotes | null
  qi: number
  bi: number
}

export function byRank(a: Ranked, b: Ranked): number {
  return (
    a.rank - b.rank ||
    (a.price ?? Infinity) - (b.price ?? Infinity) ||
    (a.p.priceFromEur ?? Infinity) - (b.p.priceFromEur ?? Infinity) ||
    a.p.sortOrder - b.p.sortOrder ||
    (a.p.id < b.p.id ? -1 : 1)
  )
}

export const periodOf = (q: CandidatePeriod) => ({ checkIn: q.checkIn, checkOut: q.checkOut })

function eurTotals(totals: Record<string, number | null> | null, currency: string): Record<string, number | null> {
  const out: Record<string, number | null> = {}
  for (const [level, v] of Object.entries(totals ?? {})) out[level] = toEurOrNull(v, currency)
  return out
}

type ResultFields = Omit<PropertySearchResult, keyof PropertyCard>

/** The fields of a result after its card. */
export function resultFields(r: Ranked): ResultFields {
  if (!r.pq) {
    return {
      price: null,
      priceServiceLevel: null,
      isAlternative: false,
      alternativeDetails: null,
      hasAlternative: false,
      betterPrice: null,
      period: null,
      availability: null,
    }
  }
  const q = r.pq.q[r.qi]!
  const better = r.bi > 0 ? r.pq.q[r.bi]! : null
  const betterEur = r.bi > 0 ? r.pq.eur[r.bi]! : null
  return {
    price: r.price,
    priceServiceLevel: r.rank === 2 ? null : q.level,
    isAlternative: r.rank === 1,
    alternativeDetails:
      r.rank === 1 ? { diff: q.diff as PeriodShift, totals: eurTotals(q.totals, r.p.currency) } : null,
    hasAlternative: better !== null,
    betterPrice:
      better && betterEur !== null && r.price !== null
        ? { diff: better.diff as PeriodShift, period: periodOf(better), price: betterEur, savings: r.price - betterEur }
        : null,
    period: periodOf(q),
    availability: r.rank === 2 ? 'on request' : 'available',
  }
}

/** The answer object of one ranked property. */
export function toResult(r: Ranked, lang: Language): PropertySearchResult {
  return { ...r.p.card, path: r.p.paths[lang], ...resultFields(r) }
}
