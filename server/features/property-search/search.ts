import type { Language } from '#domain/catalogue/types.ts'
import type { CandidatePeriod } from '#domain/property-search/flexible-periods.ts'
import { toEurOrNull } from '#domain/property-search/currency.ts'
import type {
  PeriodShift,
  PropertyCard,
  PropertySearchAnswer,
  PropertySearchResult,
} from '#domain/property-search/search-answer.ts'
import { hasPeriod, type PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { needsWeeklyHint } from '#domain/property-search/weekly-hint.ts'
import { PRICE_MAX, PRICE_MIN } from '#domain/property-search/search-filter.ts'
import { baseList, matchesFilter, priceFilter } from './filters.ts'
import { askedDays, availabilityIn, otherPeriodResults, otherPeriods } from './other-periods.ts'
import { pageQuotes, preparedSearch, rankPrepared } from './prepared-search.ts'
import { topK } from './top-k.ts'
import type { NearStay, PreparedSearch, PropertyQuotes } from './types.ts'
import { cityKey } from '#server/catalogue/snapshot.ts'
import type { CatalogueSnapshot, IndexedProperty } from '#server/catalogue/types.ts'

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

type ResultFields = Omit<PropertySearchResult, keyof PropertyCard>

/** The fields of a result after its card. */
function resultFields(r: Ranked): ResultFields {
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
function toResult(r: Ranked, lang: Language): PropertySearchResult {
  return { ...r.p.card, path: r.p.paths[lang], ...resultFields(r) }
}

/** The card of a property with its path as JSON, without the closing brace (serialised once per language). */
function cardJson(p: IndexedProperty, lang: Language): string {
  return (p.cardJson[lang] ??= JSON.stringify({ ...p.card, path: p.paths[lang] }).slice(0, -1))
}

/** The shifted period in which the most exact results are cheaper (counts per shifted period index). */
function answerBetterPrice(counts: readonly number[], periods: CandidatePeriod[]): PropertySearchAnswer['betterPrice'] {
  let best = -1
  for (let i = 1; i < counts.length; i++) if (counts[i]! > 0 && (best < 0 || counts[i]! > counts[best]!)) best = i
  const period = best > 0 ? periods[best] : undefined
  return period ? { diff: period.diff as PeriodShift, period: periodOf(period), count: counts[best]! } : null
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

/** A period search, ranked: the page of results, the other-period list and the answer's extras. */
type PeriodAnswer = {
  page: Ranked[]
  others: NearStay[]
  count: number
  hint: PropertySearchAnswer['hint']
  betterPrice: PropertySearchAnswer['betterPrice']
}

/** The period search on the prepared search of its filter (see prepared-search.ts). */
function periodAnswer(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter & { checkIn: string; checkOut: string },
  o: SearchOptions,
): PeriodAnswer {
  const prep: PreparedSearch = preparedSearch(snap, f, o.includeDemos, o.today)
  const range = { min: f.priceMin, max: f.priceMax, full: f.priceMin <= PRICE_MIN && f.priceMax >= PRICE_MAX }
  const ranked = rankPrepared(prep, range, o.offset + o.limit)
  const page: Ranked[] = []
  for (let i = o.offset; i < ranked.page.length; i++) {
    const j = ranked.page[i]!
    const rank = ranked.rank[j] as 0 | 1 | 2
    const price = ranked.price[j]!
    page.push({
      p: prep.items[j]!,
      rank,
      price: price === price ? price : null,
      pq: pageQuotes(prep, j),
      qi: ranked.quote[j]!,
      bi: rank === 0 ? prep.better[j]! : -1,
    })
  }
  return {
    page,
    others: otherPeriods(prep, ranked.rank, range),
    count: ranked.count,
    hint: needsWeeklyHint(f.checkIn, f.checkOut) ? 'weekly' : null,
    betterPrice: f.flexible ? answerBetterPrice(ranked.betterCounts, prep.periods) : null,
  }
}

/** The property search over a catalogue snapshot (see docs/product/storefront-search.md#ranking for the rules). */
export function searchCatalogue(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter,
  o: SearchOptions,
): PropertySearchAnswer {
  if (hasPeriod(f)) {
    const a = periodAnswer(snap, f, o)
    return {
      results: a.page.map((r) => toResult(r, o.lang)),
      otherPeriods: otherPeriodResults(a.others, f, o.lang),
      hint: a.hint,
      betterPrice: a.betterPrice,
      count: a.count,
      offset: o.offset,
      limit: o.limit,
    }
  }
  const inRange = priceFilter(f)
  const ordered = f.city ? snap.byCityPrice.get(cityKey(f.city)) : snap.byPrice
  if (ordered) return undatedAnswer(ordered, f, o, inRange)
  const ranked: Ranked[] = []
  for (const p of baseList(snap, f.city)) {
    if ((o.includeDemos || !p.isDemo) && matchesFilter(p, f) && inRange(p.priceFromEur))
      ranked.push({ p, rank: 3, price: p.priceFromEur, pq: null, qi: 0, bi: -1 })
  }
  return {
    results: topK(ranked, o.offset + o.limit, byRank)
      .slice(o.offset)
      .map((r) => toResult(r, o.lang)),
    otherPeriods: [],
    hint: null,
    betterPrice: null,
    count: ranked.length,
    offset: o.offset,
    limit: o.limit,
  }
}

/**
 * The same answer as JSON text, equal to JSON.stringify(searchCatalogue(…)), without building the
 * answer objects: each card is serialised once per language and kept with the property; only the
 * period-dependent fields are serialised per request.
 */
export function searchCatalogueJson(snap: CatalogueSnapshot, f: PropertySearchFilter, o: SearchOptions): string {
  if (!hasPeriod(f)) return JSON.stringify(searchCatalogue(snap, f, o))
  const a = periodAnswer(snap, f, o)
  const asked = askedDays(f)
  let out = '{"results":['
  for (let i = 0; i < a.page.length; i++) {
    const r = a.page[i]!
    out += (i ? ',' : '') + cardJson(r.p, o.lang) + ',' + JSON.stringify(resultFields(r)).slice(1)
  }
  out += '],"otherPeriods":['
  for (let i = 0; i < a.others.length; i++) {
    const { p, stay, price } = a.others[i]!
    out +=
      (i ? ',' : '') +
      cardJson(p, o.lang) +
      ',"availability":' +
      JSON.stringify(availabilityIn(p, f, asked)) +
      ',"nextAvailable":' +
      JSON.stringify({ checkIn: stay.checkIn, checkOut: stay.checkOut, price }) +
      '}'
  }
  return (
    out +
    `],"hint":${JSON.stringify(a.hint)},"betterPrice":${JSON.stringify(a.betterPrice)},"count":${a.count},"offset":${JSON.stringify(o.offset)},"limit":${JSON.stringify(o.limit)}}`
  )
}
