import type { Language } from '#domain/catalogue/types.ts'
import type { CandidatePeriod } from '#domain/property-search/flexible-periods.ts'
import type { PeriodShift, PropertySearchAnswer, PropertySearchResult } from '#domain/property-search/search-answer.ts'
import { hasPeriod, PRICE_MAX, PRICE_MIN, type PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { stayPeriod, stayPeriodJson } from '#server/catalogue/compact-stays.ts'
import type { CatalogueSnapshot, IndexedProperty } from '#server/catalogue/types.ts'
import { finishAnswer, startAnswer, writeBytes, writeText } from './answer-bytes.ts'
import { askedDays, availabilityIn } from './other-periods.ts'
import { pageQuotes, preparedSearch } from './prepared-search.ts'
import { rankPrepared, type RankedPage } from './rank-prepared.ts'
import { periodOf, resultFields, toResult, type Ranked } from './result-fields.ts'
import type { PreparedSearch, SearchOptions } from './types.ts'
import { undatedAnswer } from './undated-search.ts'

type DatedFilter = PropertySearchFilter & { checkIn: string; checkOut: string }

/** The card of a property with its path as UTF-8 JSON without the closing brace (made once per language). */
function cardBytes(p: IndexedProperty, lang: Language): Buffer {
  return (p.cardBytes[lang] ??= Buffer.from(JSON.stringify({ ...p.card, path: p.paths[lang] }).slice(0, -1)))
}

/** The shifted period in which the most exact results are cheaper (counts per shifted period index). */
function answerBetterPrice(counts: readonly number[], periods: CandidatePeriod[]): PropertySearchAnswer['betterPrice'] {
  let best = -1
  for (let i = 1; i < counts.length; i++) if (counts[i]! > 0 && (best < 0 || counts[i]! > counts[best]!)) best = i
  const period = best > 0 ? periods[best] : undefined
  return period ? { diff: period.diff as PeriodShift, period: periodOf(period), count: counts[best]! } : null
}

/** A period search ranked for its price range (prepared once per search without the price, see prepared-search.ts). */
function periodSearch(snap: CatalogueSnapshot, f: DatedFilter, o: SearchOptions) {
  const prep = preparedSearch(snap, f, o.includeDemos, o.today)
  const range = { min: f.priceMin, max: f.priceMax, full: f.priceMin <= PRICE_MIN && f.priceMax >= PRICE_MAX }
  const ranked = rankPrepared(prep, range, o.offset + o.limit)
  return {
    prep,
    ranked,
    hint: prep.weeklyHint ? ('weekly' as const) : null,
    betterPrice: f.flexible ? answerBetterPrice(ranked.betterCounts, prep.periods) : null,
  }
}

/** Result `j` of the ranking as a Ranked object (for the result's fields). */
function rankedOf(prep: PreparedSearch, ranked: RankedPage, j: number): Ranked {
  const rank = ranked.rank[j] as 0 | 1 | 2
  const price = ranked.price[j]!
  return {
    p: prep.items[j]!,
    rank,
    price: price === price ? price : null,
    pq: pageQuotes(prep, j),
    qi: ranked.quote[j]!,
    bi: rank === 0 ? prep.better[j]! : -1,
  }
}

/** The fields of result `j` after its card as UTF-8 JSON (`,"price":…}`), made once per item and kind of result. */
function fieldsBytes(prep: PreparedSearch, ranked: RankedPage, j: number): Buffer {
  const rank = ranked.rank[j]!
  const kind = j * 4 + (rank === 0 ? 0 : rank === 1 ? ranked.quote[j]! : 3)
  return (prep.fieldsBytes[kind] ??= Buffer.from(
    ',' + JSON.stringify(resultFields(rankedOf(prep, ranked, j))).slice(1),
  ))
}

/** `,"availability":…,"nextAvailable":` of item `j` as UTF-8 JSON (other-period cards), made once per item. */
function availabilityBytes(prep: PreparedSearch, j: number, f: DatedFilter): Buffer {
  return (prep.availabilityBytes[j] ??= Buffer.from(
    ',"availability":' + JSON.stringify(availabilityIn(prep.items[j]!, f, askedDays(f))) + ',"nextAvailable":',
  ))
}

/** Entry `e` of the other-period list: the property and its nearest in-range stay. */
function otherOf(prep: PreparedSearch, ranked: RankedPage, e: number) {
  const p = prep.items[ranked.others.item[e]!]!
  const price = ranked.others.price[e]!
  return { p, ...stayPeriod(p.stays, ranked.others.stay[e]!), price: price === price ? price : null }
}

/** The property search over a catalogue snapshot (see docs/product/storefront-search.md#ranking for the rules). */
export function searchCatalogue(
  snap: CatalogueSnapshot,
  f: PropertySearchFilter,
  o: SearchOptions,
): PropertySearchAnswer {
  if (!hasPeriod(f)) return undatedAnswer(snap, f, o)
  const { prep, ranked, hint, betterPrice } = periodSearch(snap, f, o)
  const results: PropertySearchResult[] = []
  for (let i = o.offset; i < ranked.page.length; i++)
    results.push(toResult(rankedOf(prep, ranked, ranked.page[i]!), o.lang))
  const asked = askedDays(f)
  const otherPeriods = Array.from({ length: ranked.others.size }, (_, e) => {
    const { p, checkIn, checkOut, price } = otherOf(prep, ranked, e)
    return {
      ...p.card,
      path: p.paths[o.lang],
      availability: availabilityIn(p, f, asked),
      nextAvailable: { checkIn, checkOut, price },
    }
  })
  return { results, otherPeriods, hint, betterPrice, count: ranked.count, offset: o.offset, limit: o.limit }
}

/**
 * The same answer as UTF-8 JSON, equal to the bytes of JSON.stringify(searchCatalogue(…)), without
 * building the answer objects: each card is serialised once per language and kept with the
 * property, a result's fields once per prepared search; a request copies them.
 */
export function searchCatalogueBytes(snap: CatalogueSnapshot, f: PropertySearchFilter, o: SearchOptions): Buffer {
  if (!hasPeriod(f)) return Buffer.from(JSON.stringify(undatedAnswer(snap, f, o)))
  const { prep, ranked, hint, betterPrice } = periodSearch(snap, f, o)
  startAnswer()
  writeText('{"results":[')
  for (let i = o.offset; i < ranked.page.length; i++) {
    const j = ranked.page[i]!
    if (i > o.offset) writeText(',')
    writeBytes(cardBytes(prep.items[j]!, o.lang))
    writeBytes(fieldsBytes(prep, ranked, j))
  }
  writeText('],"otherPeriods":[')
  const { others } = ranked
  for (let e = 0; e < others.size; e++) {
    const p = prep.items[others.item[e]!]!
    const price = others.price[e]!
    if (e > 0) writeText(',')
    writeBytes(cardBytes(p, o.lang))
    writeBytes(availabilityBytes(prep, others.item[e]!, f))
    writeText(stayPeriodJson(p.stays, others.stay[e]!))
    writeText(price === price ? `,"price":${JSON.stringify(price)}}}` : ',"price":null}}')
  }
  writeText(
    `],"hint":${JSON.stringify(hint)},"betterPrice":${JSON.stringify(betterPrice)},"count":${ranked.count},"offset":${JSON.stringify(o.offset)},"limit":${JSON.stringify(o.limit)}}`,
  )
  return finishAnswer()
}

/** searchCatalogueBytes as text. */
export function searchCatalogueJson(snap: CatalogueSnapshot, f: PropertySearchFilter, o: SearchOptions): string {
  return searchCatalogueBytes(snap, f, o).toString('utf8')
}
