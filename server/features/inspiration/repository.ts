import { and, desc, eq } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { hotels, inspirationPosts } from '#server/db/schema.ts'

export function createInspirationRepository(db: Db) {
  return {
    /** Posts newest first with their hotel: of one hotel, or of every hotel (demo hotels only when asked). */
    posts: (opts: { hotelId?: string; includeDemos: boolean }) =>
      db
        .select({
          id: inspirationPosts.id,
          media: inspirationPosts.media,
          markdown: inspirationPosts.markdown,
          createdAt: inspirationPosts.createdAt,
          hotelId: hotels.id,
          hotelName: hotels.name,
          category: hotels.category,
          city: hotels.city,
          country: hotels.country,
        })
        .from(inspirationPosts)
        .innerJoin(hotels, eq(hotels.id, inspirationPosts.hotelId))
        .where(
          and(
            opts.hotelId ? eq(inspirationPosts.hotelId, opts.hotelId) : undefined,
            opts.hotelId || opts.includeDemos ? undefined : eq(hotels.isDemo, false),
          ),
        )
        .orderBy(desc(inspirationPosts.createdAt), desc(inspirationPosts.id)),

    hotelExists: async (id: string) =>
      (await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id)).limit(1)).length > 0,
  }
}
export type InspirationRepository = ReturnType<typeof createInspirationRepository>
