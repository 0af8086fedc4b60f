import { crc32 } from 'node:zlib'
import { ResponseCache, type CachedAnswer } from '#server/lib/response-cache.ts'
import { HotelIndex } from './hotel-index.ts'
import type { AvailableHotelsRepository } from './repository.ts'
import { searchHotels, type HotelSearch } from './search.ts'

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
  ])

/**
 * An answer kept as its bytes (a resort's answer is hundreds of KB: no second copy as text). Its
 * ETag names the search and the index it was computed on (the same search on the same index gives
 * the same bytes), which costs nothing where a checksum of the bytes would cost 0.1 ms.
 */
class SearchAnswer implements CachedAnswer {
  readonly etag: string
  constructor(
    readonly bytes: Buffer,
    key: string,
  ) {
    this.etag = `W/"h${crc32(key).toString(36)}${bytes.length.toString(36)}"`
  }
  get body(): string {
    return this.bytes.toString('utf8')
  }
}

/** Searches kept for a repeat (few: each answer of a resort is a few hundred KB). */
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
  const cache = new ResponseCache(CACHED_SEARCHES, 60_000)
  const index = new HotelIndex(repo, { onError: opts.onError, onRebuilt: () => cache.clear() })
  opts.onCatalogueChange(() => index.invalidate())
  if (opts.warm) index.get().catch((err: Error) => opts.onError?.(err))
  return {
    async search(search: HotelSearch): Promise<CachedAnswer> {
      const snapshot = await index.get()
      const key = searchKey(snapshot.version, search)
      const hit = cache.peek(key)
      if (hit) return hit
      const answer = new SearchAnswer(searchHotels(snapshot, search), key)
      cache.alias(key, answer)
      return answer
    },
  }
}
export type AvailableHotelsService = ReturnType<typeof createAvailableHotelsService>
