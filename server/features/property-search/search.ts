import type { Language } from '../../../src/domain/catalogue/types.ts'
import {
  alternativeIndex,
  betterIndex,
  candidatePeriods,
  quotePeriod,
  type CandidatePeriod,
  type PeriodQuote,
} from '../../../src/domain/property-search/flexible-periods.ts'
import { toEurOrNull } from '../../../src/domain/property-search/currency.ts'
import type {
  PeriodShift,
  PropertySearchAnswer,
  PropertySearchResult,
} from '../../../src/domain/property-search/search-answer.ts'
import { hasPeriod, type PropertySearchFilter } from '../../../src/domain/property-search/search-filter.ts'
import { needsWeeklyHint } from '../../../src/domain/property-search/weekly-hint.ts'
import { baseList, matchesFilter, priceFilter } from './filters.ts'
import { otherPeriods } from './other-periods.ts'
import { topK } from './top-k.ts'
import { PERIOD_CACHE_SIZE, type CatalogueSnapshot, type IndexedProperty, type PropertyQuotes } from './search-index.ts'
import { cityKey } from './snapshot.ts'

export type SearchOptions = { lang: Language; limit: number; offset: number; includeDemos: boolean; today: string }

/**
 * One ranked property: 0 exact period available, 1 alternative ±1 day, 2 on request, 3 no dates.
 * Compact on purpose (the search ranks thousands); the answer objects are built for the page only.
 */
type Ranked = {
  p: IndexedProperty
  rank: 0 | 1 | 2 | 3
  price: number | null
  pq: PropertyQuotes | null
  qi: number
  bi: number
}

/** The quotes of the candidate periods of a property, memoised per search period in the snapshot. */
function quotesOf(
  snap: CatalogueSnapshot,
  periods: CandidatePeriod[],
  level: string | undefined,
): (p: IndexedProperty) => PropertyQuotes {
  const key = `${periods[0]!.checkIn}:${periods[0]!.checkOut}:${periods.length}:${level ?? ''}`
  let table = snap.periodQuotes.get(key)
  if (table) snap.periodQuotes.delete(key)
  else table = new Array<PropertyQuotes | undefined>(snap.all.length)
  snap.periodQuotes.set(key, table)
  if (snap.periodQuotes.size > PERIOD_CACHE_SIZE) snap.periodQuotes.delete(snap.periodQuotes.keys().next().value!)
  const t = table
  return (p) => (t[p.index] ??= quoteAll(p, periods, level))
}

// hot paths avoid closures created per property: tsx (esbuild keepNames) names each one at run time
function quoteAll(p: IndexedProperty, periods: CandidatePeriod[], level: string | undefined): PropertyQuotes {
  const q: PeriodQuote[] = []
  const eur: (number | null)[] = []
  for (const period of periods) {
    const quote = quotePeriod(p.stays, period, p.serviceLevels, level)
    q.push(quote)
    eur.push(toEurOrNull(quote.price, p.currency))
  }
  return { q, eur }
}

/** The rank of one property for a period search, or null when it is not a result (sold, out of range). */
function evaluate(p: IndexedProperty, pq: PropertyQuotes, inRange: (eur: number | null) => boolean): Ranked | null {
  const exact = pq.q[0]!
  if (exact.availability === 'available' && inRange(pq.eur[0]!))
    return { p, rank: 0, price: pq.eur[0]!, pq, qi: 0, bi: betterIndex(pq.q) }
  const alt = alternativeIndex(pq.q, inRange, pq.eur)
  if (alt > 0) return { p, rank: 1, price: pq.eur[alt]!, pq, qi: alt, bi: -1 }
  if (exact.availability === 'on request' && inRange(pq.eur[0]!)) return { p, rank: 2, price: null, pq, qi: 0, bi: -1 }
  return null
}

function byRank(a: Ranked, b: Ranked): number {
  return (
    a.rank - b.rank ||
    (a.price ?? Infinity) - (b.price ?? Infinity) ||
    (a.p.priceFromEur ?? Infinity) - (b.p.priceFromEur ?? Infinity) ||
    a.p.sortOrder - b.p.sortOrder ||
    (a.p.id < b.p.id ? -1 : 1)
  )
}

const periodOf = (q: CandidatePeriod) => ({ checkIn: q.checkIn, checkOut: q.checkOut })

function eurTotals(totals: Record<string, number | null> | null, currency: string): Record<string, number | null> {
  const out: Record<string, number | null> = {}
  for (const [level, v] of Object.entries(totals ?? {})) out[level] = toEurOrNull(v, currency)
  return out
}

/** The answer object of one ranked property. */
function toResult(r: Ranked, lang: Language): PropertySearchResult {
  const card = { ...r.p.card, path: r.p.paths[lang] }
  if (!r.pq) {
    return {
      ...card,
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
    ...card,
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

/** The shifted period in which the most exact results are cheaper. */
function answerBetterPrice(ranked: Ranked[], periods: CandidatePeriod[]): PropertySearchAnswer['betterPrice'] {
  const counts = new Map<number, number>()
  for (const r of ranked) if (r.bi > 0) counts.set(r.bi, (counts.get(r.bi) ?? 0) + 1)
  let best = -1
  for (const [i, n] of counts) if (best < 0 || n > counts.get(best)! || (n === counts.get(best)! && i < best)) best = i
  const period = best > 0 ? periods[best] : undefined
  return period ? { diff: period.diff as PeriodShift, period: periodOf(period), count: counts.get(best)! } : null
}

/** A search without dates over a list already in answer order: one pass, objects for the page only. */
function undatedAnswer(
  ordered: readonly IndexedProperty[],
  f: PropertySearchFilter,
  o: SearchOptions,
  inRange: (eur: number | null) => boolean,
): PropertySearchAnswer {
  const results: PropertySearchResult[] = []
  let count = 0
  for (const p of ordered) {
    if ((!o.includeDemos && p.isDemo) || !matchesFilter(p, f) || !inRange(p.priceFromEur)) continue
    if (count >= o.offset && results.length < o.limit)
      results.push(toResult({ p, rank: 3, price: p.priceFromEur, pq: null, qi: 0, bi: -1 }, o.lang))
    count++
  }
  return { results, otherPeriods: [], hint: null, betterPrice: null, count, offset: o.offset, limit: o.limit }
}

/** The property search over a catalogue snapshot (see notes/storefront-api.md for the rules). */
export function searchCatalogue(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter,
  o: SearchOptions,
): PropertySearchAnswer {
  const inRange = priceFilter(f)
  const ranked: Ranked[] = []
  let extras: Pick<PropertySearchAnswer, 'otherPeriods' | 'hint' | 'betterPrice'> = {
    otherPeriods: [],
    hint: null,
    betterPrice: null,
  }
  if (!hasPeriod(f)) {
    const ordered = f.city ? snap.byCityPrice.get(cityKey(f.city)) : snap.byPrice
    if (ordered) return undatedAnswer(ordered, f, o, inRange)
    for (const p of baseList(snap, f.city)) {
      if ((o.includeDemos || !p.isDemo) && matchesFilter(p, f) && inRange(p.priceFromEur))
        ranked.push({ p, rank: 3, price: p.priceFromEur, pq: null, qi: 0, bi: -1 })
    }
  } else {
    const periods = candidatePeriods(f.checkIn, f.checkOut, f.flexible)
    const quotes = quotesOf(snap, periods, f.serviceLevel)
    const rest: IndexedProperty[] = []
    for (const p of baseList(snap, f.city)) {
      if ((!o.includeDemos && p.isDemo) || !matchesFilter(p, f)) continue
      const r = evaluate(p, quotes(p), inRange)
      if (r) ranked.push(r)
      else rest.push(p)
    }
    extras = {
      otherPeriods: otherPeriods(rest, f, o, inRange, quotes),
      hint: needsWeeklyHint(f.checkIn, f.checkOut) ? 'weekly' : null,
      betterPrice: f.flexible ? answerBetterPrice(ranked, periods) : null,
    }
  }
  return {
    results: topK(ranked, o.offset + o.limit, byRank)
      .slice(o.offset)
      .map((r) => toResult(r, o.lang)),
    ...extras,
    count: ranked.length,
    offset: o.offset,
    limit: o.limit,
  }
}
