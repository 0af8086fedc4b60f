import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { testimonials } from '#server/db/schema.ts'

export type TestimonialRow = typeof testimonials.$inferSelect

export function createTestimonialRepository(db: Db) {
  return {
    /** `count` distinct testimonials in random order (the table holds a handful of rows). */
    async random(count: number): Promise<TestimonialRow[]> {
      return db
        .select()
        .from(testimonials)
        .orderBy(sql`random()`)
        .limit(count)
    },
  }
}
export type TestimonialRepository = ReturnType<typeof createTestimonialRepository>
