import { describe, expect, it } from 'vitest'
import { addDays } from '#domain/dates/iso-date.ts'
import { DEFAULT_SEARCH_FILTER, PRICE_MAX, type PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { buildSnapshot } from '#server/catalogue/snapshot.ts'
import { GOLDEN_NOW, GOLDEN_TODAY, goldenCatalogue, random } from './golden-searches.ts'
import { preparedSearch } from './prepared-search.ts'
import { bucketOthers, otherBuckets } from './other-buckets.ts'
import { otherWindow } from './other-periods.ts'
import { rankPrepared, type RankedPage } from './rank-prepared.ts'
import { sortedIndex } from './sorted-index.ts'
import type { PriceRange } from './types.ts'

/**
 * The sorted index (sorted-index.ts, other-buckets.ts) answers as the pass over every item does:
 * both are asked for the same prepared searches and ranges (rankPrepared's results are scratch,
 * so each is copied before the next call).
 */
function copy(r: RankedPage) {
  const w = r.others
  return {
    page: r.page.map((j) => [j, r.rank[j], r.price[j], r.quote[j]]),
    count: r.count,
    betterCounts: [...r.betterCounts],
    others: Array.from({ length: w.size }, (_, e) => [w.item[e], w.stay[e], w.price[e], w.distance[e]]),
  }
}

const ranges = (rnd: () => number): PriceRange[] => [
  { min: 0, max: PRICE_MAX, full: true },
  { min: 0, max: 164_999, full: false },
  { min: 0, max: Math.floor(rnd() * 60_000), full: false },
  { min: 0, max: 20_000 + rnd() * 30_000, full: false },
  { min: 0, max: 0, full: false },
  { min: 0, max: 1_000_000, full: true },
  { min: 3_000, max: 40_000, full: false },
]

describe('ranking on the sorted index', () => {
  it('gives the pages, counts and other-period lists of the pass over every item', async () => {
    const snap = await buildSnapshot(goldenCatalogue(), 1, GOLDEN_NOW, 100)
    const rnd = random(3)
    let sorted = 0
    for (let i = 0; i < 40; i++) {
      const checkIn = addDays('2030-01-05', 7 * Math.floor(rnd() * 16) + [0, 1, -1, 3][i % 4]!)
      const f: PropertySearchFilter & { checkIn: string; checkOut: string } = {
        ...DEFAULT_SEARCH_FILTER,
        city: [undefined, 'Courchevel', 'Verbier'][i % 3],
        checkIn,
        checkOut: addDays(checkIn, [7, 14, 3][i % 3]!),
        flexible: i % 5 !== 0,
        serviceLevel: i % 4 === 1 ? 'Catered' : undefined,
      }
      const prep = preparedSearch(snap, f, i % 7 === 0, GOLDEN_TODAY)
      for (const range of ranges(rnd)) {
        for (const k of [24, 1, 72]) {
          const linear = copy(rankPrepared(prep, range, k, Infinity))
          rankPrepared(prep, range, k, 0) // the first ask only marks the search
          const fast = copy(rankPrepared(prep, range, k, 0))
          expect(fast).toEqual(linear)
          sorted++
        }
      }
    }
    expect(sorted).toBe(40 * 7 * 3)
  })
})

describe('the other-period list on the sorted index', () => {
  it('is the same walked by q or by the nearest stay price as found by the pass over every item', async () => {
    const snap = await buildSnapshot(goldenCatalogue(), 1, GOLDEN_NOW, 100)
    const rnd = random(5)
    for (let i = 0; i < 30; i++) {
      const checkIn = addDays('2030-01-05', 7 * Math.floor(rnd() * 16) + [0, 1, -1, 3, 7][i % 5]!)
      const f = {
        ...DEFAULT_SEARCH_FILTER,
        city: i % 2 ? undefined : 'Courchevel',
        checkIn,
        checkOut: addDays(checkIn, 7),
      }
      const prep = preparedSearch(snap, f, false, GOLDEN_TODAY)
      const idx = sortedIndex(prep)
      const buckets = otherBuckets(prep, idx)
      for (const range of ranges(rnd)) {
        if (range.min > idx.minPrice) continue
        const want = copy(rankPrepared(prep, range, 24, Infinity)).others
        for (const walk of ['byQ', 'byPrice', 'cheaper'] as const) {
          const w = otherWindow()
          bucketOthers(prep, idx, buckets, range, w, walk)
          expect(
            copy({
              page: [],
              count: 0,
              betterCounts: [],
              rank: new Uint8Array(),
              price: new Float64Array(),
              quote: new Int8Array(),
              others: w,
            }).others,
          ).toEqual(want)
        }
      }
    }
  })
})
