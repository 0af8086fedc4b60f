import { readFileSync, writeFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { buildSnapshot } from '#server/catalogue/snapshot.ts'
import { searchCatalogueJson } from './search.ts'
import {
  GOLDEN_NOW,
  answerHash,
  describeSearch,
  goldenCatalogue,
  goldenSearches,
  type GoldenSearch,
} from './golden-searches.ts'

/**
 * Byte-identical answers (docs/decisions/046-property-search-index.md): the recorded searches of
 * golden-searches.ts answer with the JSON recorded in golden-searches.json. To record anew (only
 * when the answers are meant to change): RECORD_SEARCH_GOLDEN=1 with this file.
 */
const FILE = fileURLToPath(new URL('./golden-searches.json', import.meta.url))
type Recorded = { search: string; hash: string }[]

function answers(snap: Awaited<ReturnType<typeof buildSnapshot>>, searches: GoldenSearch[]): Recorded {
  return searches.map((s) => ({
    search: describeSearch(s),
    hash: answerHash(searchCatalogueJson(snap, s.filter, s)),
  }))
}

describe('recorded searches', () => {
  const searches = goldenSearches()

  if (process.env.RECORD_SEARCH_GOLDEN) {
    it('records the answers', async () => {
      const snap = await buildSnapshot(goldenCatalogue(), 1, GOLDEN_NOW, 100)
      writeFileSync(FILE, JSON.stringify(answers(snap, searches), null, 2) + '\n')
    })
    return
  }

  const recorded = JSON.parse(readFileSync(FILE, 'utf8')) as Recorded

  it('answers every recorded search with the recorded JSON', async () => {
    const snap = await buildSnapshot(goldenCatalogue(), 1, GOLDEN_NOW, 100)
    expect(answers(snap, searches)).toEqual(recorded)
  })

  it('answers the same in another order (the per-snapshot caches do not change answers)', async () => {
    const snap = await buildSnapshot(goldenCatalogue(), 2, GOLDEN_NOW, 100)
    const order = searches.map((_, i) => i).reverse()
    const got = answers(
      snap,
      order.map((i) => searches[i]!),
    )
    expect(got).toEqual(order.map((i) => recorded[i]!))
  })
})
