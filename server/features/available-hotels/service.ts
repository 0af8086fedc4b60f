import { crc32 } from 'node:zlib'
import type { Encoding } from '#server/lib/answer-encoding.ts'
import { encode, type EncodedAnswer } from './answer-encoding.ts'
import { BackgroundSnapshot } from '#server/lib/background-snapshot.ts'
import { buildHotelIndex } from './hotel-index.ts'
import type { AvailableHotelsRepository } from './repository.ts'
import { SearchScratch, searchHotels, type HotelSearch } from './search.ts'

/** The cache key of a search: its filter in a fixed order (lists as given), per index version. */
const searchKey = (version: number, s: HotelSearch) =>
  JSON.stringify([
    version,
    s.checkInDate ?? null,
    s.checkOutDate ?? null,
    s.destination?.trim().toLowerCase() ?? null,
    s.paymentProfile ?? null,
    s.hotelCategories,
    s.roomCategories,
    s.programIds,
    s.maxKeys ?? null,
    s.facilities,
    s.roomFacilities,
    s.includeDemos,
    s.page ? [s.page.offset, s.page.limit] : null,
  ])

/** Encoded answers kept for a repeat (a browser's reload, a second tab). */
const CACHED_SEARCHES = 40

export type AvailableHotelsOptions = {
  /** subscribes to catalogue changes (the index is rebuilt after one) */
  onCatalogueChange: (listener: () => void) => void
  onError?: (err: Error) => void
  /** build the index right away (not in tests) */
  warm?: boolean
}

/**
 * The hotel search (docs/product/hotels.md#search) on the in-memory hotel index (hotel-index.ts); a
 * repeated search is answered from a small cache, cleared whenever a new index is in place.
 */
export function createAvailableHotelsService(repo: AvailableHotelsRepository, opts: AvailableHotelsOptions) {
  const recent = new Map<string, EncodedAnswer>()
  const index = new BackgroundSnapshot((version, now) => buildHotelIndex(repo, version, now), {
    onError: opts.onError,
    onRebuilt: () => recent.clear(),
  })
  const scratch = new SearchScratch()
  opts.onCatalogueChange(() => index.invalidate())
  if (opts.warm) index.get().catch((err: Error) => opts.onError?.(err))
  return {
    /**
     * The answer of a search in the encoding asked for. Its ETag names the search and the index it
     * was computed on (the same search and page on the same index gives the same bytes): no
     * checksum of the bytes per answer.
     */
    async search(search: HotelSearch, encoding: Encoding): Promise<EncodedAnswer> {
      const snapshot = await index.get()
      const key = searchKey(snapshot.version, search)
      const hit = recent.get(`${encoding}:${key}`)
      if (hit) return hit
      const json = searchHotels(snapshot, search, scratch)
      const answer = { ...encode(json, encoding), etag: `W/"h${crc32(key).toString(36)}${json.length.toString(36)}"` }
      if (recent.size >= CACHED_SEARCHES) recent.delete(recent.keys().next().value as string)
      recent.set(`${encoding}:${key}`, answer)
      return answer
    },
  }
}
export type AvailableHotelsService = ReturnType<typeof createAvailableHotelsService>
