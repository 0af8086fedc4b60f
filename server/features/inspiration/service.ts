import type { Language } from '#domain/catalogue/types.ts'
import type { HotelCategory, InspirationPost } from '#domain/hotels/types.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import type { InspirationRepository } from './repository.ts'

/**
 * Inspiration posts (docs/product/hotels.md#api): newest first, the markdown in the answer
 * language. A hotel's posts are answered by its id whatever the demo flag (like the hotel itself);
 * the feed of every hotel has demo hotels' posts only with includeDemos.
 */
export function createInspirationService(repo: InspirationRepository, cache: ResponseCache) {
  return {
    posts: (opts: { hotelId?: string; includeDemos: boolean; lang: Language }) =>
      cache.get(`inspiration:${opts.lang}:${opts.hotelId ?? ''}:${opts.includeDemos}`, async () => {
        if (opts.hotelId && !(await repo.hotelExists(opts.hotelId))) throw new NotFoundError('Hotel')
        return (await repo.posts(opts)).map((p): InspirationPost => ({
          _id: p.id,
          media: p.media,
          hotel: {
            _id: p.hotelId,
            name: p.hotelName,
            category: p.category as HotelCategory,
            city: p.city,
            country: p.country,
          },
          markdown: p.markdown[opts.lang] || p.markdown.en,
          createdAt: p.createdAt.toISOString(),
        }))
      }),
  }
}
export type InspirationService = ReturnType<typeof createInspirationService>
