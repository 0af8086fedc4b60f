import type { Language } from '#domain/catalogue/types.ts'
import type { Testimonial } from '#domain/testimonials/testimonial-answer.ts'
import type { TestimonialRepository } from './repository.ts'

const FOOTER_TESTIMONIALS = 2

export function createTestimonialService(repo: TestimonialRepository) {
  return {
    /**
     * Two random, distinct testimonials in the answer language
     * (B2C footer, docs/product/content-and-seo.md#testimonials).
     */
    async pick(language: Language, count = FOOTER_TESTIMONIALS): Promise<Testimonial[]> {
      const rows = await repo.random(count)
      return rows.map((r) => ({ _id: r.id, quote: r.quote[language] || r.quote.en, authorInitials: r.authorInitials }))
    },
  }
}
export type TestimonialService = ReturnType<typeof createTestimonialService>
