import type { NewsletterPayload } from '#domain/newsletter/newsletter-payload.ts'
import type { NewsletterRepository } from './repository.ts'

export function createNewsletterService(repo: NewsletterRepository) {
  return {
    /** Subscribing twice is not an error: the answer is the same, nothing is duplicated. */
    async subscribe(p: NewsletterPayload): Promise<{ created: boolean }> {
      const created = await repo.subscribe({ email: p.email.toLowerCase(), fullName: p.fullName, language: p.language })
      return { created }
    },
  }
}
export type NewsletterService = ReturnType<typeof createNewsletterService>
