import type { Language } from '../../../src/domain/catalogue/types.ts'
import {
  alternativeOf,
  betterOf,
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
import { PERIOD_CACHE_SIZE, type CatalogueSnapshot, type IndexedProperty } from './search-index.ts'

export type SearchOptions = { lang: Language; limit: number; offset: number; includeDemos: boolean; today: string }

/** 0 exact period available, 1 alternative ±1 day, 2 on request, 3 no dates */
type Ranked = { p: IndexedProperty; rank: 0 | 1 | 2 | 3; price: number | null; result: Omit<PropertySearchResult, keyof IndexedProperty['card'] | 'path'> }

const periodOf = (q: CandidatePeriod) => ({ checkIn: q.checkIn, checkOut: q.checkOut })

function eurTotals(totals: Record<string, number | null> | null, currency: string): Record<string, number | null> {
  const out: Record<string, number | null> = {}
  for (const [level, v] of Object.entries(totals ?? {})) out[level] = toEurOrNull(v, currency)
  return out
}

/** The quotes of the candidate periods of a property, memoised per search period in the snapshot. */
function quotesOf(snap: CatalogueSnapshot, periods: CandidatePeriod[], level: string | undefined): (p: IndexedProperty) => PeriodQuote[] {
  const key = `${periods[0]!.checkIn}:${periods[0]!.checkOut}:${periods.length}:${level ?? ''}`
  let table = snap.periodQuotes.get(key)
  if (table) snap.periodQuotes.delete(key)
  else table = new Array<PeriodQuote[] | undefined>(snap.all.length)
  snap.periodQuotes.set(key, table)
  if (snap.periodQuotes.size > PERIOD_CACHE_SIZE) snap.periodQuotes.delete(snap.periodQuotes.keys().next().value!)
  const t = table
  return (p) => (t[p.index] ??= quoteAll(p, periods, level))
}

// hot paths avoid closures created per property: tsx (esbuild keepNames) names each one at run time
function quoteAll(p: IndexedProperty, periods: CandidatePeriod[], level: string | undefined): PeriodQuote[] {
  const out: PeriodQuote[] = []
  for (const period of periods) out.push(quotePeriod(p.stays, period, p.serviceLevels, level))
  return out
}

function eurOf(q: PeriodQuote, currency: string): number | null {
  return toEurOrNull(q.price, currency)
}

function inRangeQuotes(quotes: readonly PeriodQuote[], currency: string, inRange: (eur: number | null) => boolean): PeriodQuote[] {
  const out: PeriodQuote[] = []
  for (const q of quotes) if (inRange(eurOf(q, currency))) out.push(q)
  return out
}

/** The result of one property for a period search, or null when it is not a result (sold, out of range). */
function evaluate(p: IndexedProperty, quotes: PeriodQuote[], inRange: (eur: number | null) => boolean): Ranked | null {
  const exact = quotes[0]!
  const shifted = quotes.slice(1)
  const base = { isAlternative: false, alternativeDetails: null, hasAlternative: false, betterPrice: null }
  if (exact.availability === 'available' && inRange(eurOf(exact, p.currency))) {
    const better = betterOf(exact, shifted)
    const price = eurOf(exact, p.currency)
    const betterEur = better ? toEurOrNull(better.price, p.currency)! : null
    const betterPrice = better && betterEur !== null && price !== null ? { ...better, price: betterEur, savings: price - betterEur } : null
    return {
      p,
      rank: 0,
      price,
      result: { ...base, price, priceServiceLevel: exact.level, period: periodOf(exact), availability: 'available', hasAlternative: !!betterPrice, betterPrice },
    }
  }
  const alt = alternativeOf(inRangeQuotes(shifted, p.currency, inRange))
  if (alt) {
    const price = eurOf(alt, p.currency)
    const alternativeDetails = { diff: alt.diff as PeriodShift, totals: eurTotals(alt.totals, p.currency) }
    return {
      p,
      rank: 1,
      price,
      result: { ...base, isAlternative: true, alternativeDetails, price, priceServiceLevel: alt.level, period: periodOf(alt), availability: 'available' },
    }
  }
  if (exact.availability === 'on request' && inRange(eurOf(exact, p.currency))) {
    return { p, rank: 2, price: null, result: { ...base, price: null, priceServiceLevel: null, period: periodOf(exact), availability: 'on request' } }
  }
  return null
}

const byRank = (a: Ranked, b: Ranked) =>
  a.rank - b.rank ||
  (a.price ?? Infinity) - (b.price ?? Infinity) ||
  (a.p.priceFromEur ?? Infinity) - (b.p.priceFromEur ?? Infinity) ||
  a.p.sortOrder - b.p.sortOrder ||
  (a.p.id < b.p.id ? -1 : 1)

/** The shifted period in which the most exact results are cheaper. */
function answerBetterPrice(ranked: Ranked[], periods: CandidatePeriod[]): PropertySearchAnswer['betterPrice'] {
  const counts = new Map<PeriodShift, number>()
  for (const r of ranked) {
    const d = r.result.betterPrice?.diff
    if (d) counts.set(d, (counts.get(d) ?? 0) + 1)
  }
  const best = ([-1, 1] as const).reduce<PeriodShift | null>((acc, d) => ((counts.get(d) ?? 0) > (acc ? (counts.get(acc) ?? 0) : 0) ? d : acc), null)
  const period = best && periods.find((p) => p.diff === best)
  return best && period ? { diff: best, period: periodOf(period), count: counts.get(best)! } : null
}

/** The property search over a catalogue snapshot (see notes/storefront-api.md for the rules). */
export function searchCatalogue(snap: CatalogueSnapshot, f: PropertySearchFilter, o: SearchOptions): PropertySearchAnswer {
  const candidates = baseList(snap, f.city).filter((p) => (o.includeDemos || !p.isDemo) && matchesFilter(p, f))
  const inRange = priceFilter(f)
  let ranked: Ranked[]
  let answerExtras: Pick<PropertySearchAnswer, 'otherPeriods' | 'hint' | 'betterPrice'> = { otherPeriods: [], hint: null, betterPrice: null }
  if (!hasPeriod(f)) {
    ranked = candidates
      .filter((p) => inRange(p.priceFromEur))
      .map((p) => ({
        p,
        rank: 3 as const,
        price: p.priceFromEur,
        result: { price: null, priceServiceLevel: null, isAlternative: false, alternativeDetails: null, hasAlternative: false, betterPrice: null, period: null, availability: null },
      }))
  } else {
    const periods = candidatePeriods(f.checkIn, f.checkOut, f.flexible)
    const quotes = quotesOf(snap, periods, f.serviceLevel)
    ranked = []
    const rest: IndexedProperty[] = []
    for (const p of candidates) {
      const r = evaluate(p, quotes(p), inRange)
      if (r) ranked.push(r)
      else rest.push(p)
    }
    answerExtras = {
      otherPeriods: otherPeriods(rest, f, o, inRange),
      hint: needsWeeklyHint(f.checkIn, f.checkOut) ? 'weekly' : null,
      betterPrice: f.flexible ? answerBetterPrice(ranked, periods) : null,
    }
  }
  ranked.sort(byRank)
  const page = ranked.slice(o.offset, o.offset + o.limit)
  return {
    results: page.map((r) => ({ ...r.p.card, path: r.p.paths[o.lang], ...r.result })),
    ...answerExtras,
    count: ranked.length,
    offset: o.offset,
    limit: o.limit,
  }
}
