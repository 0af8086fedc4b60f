import type { NewsletterPayload } from '#domain/newsletter/newsletter-payload.ts'
import type { NewsletterRepository } from './repository.ts'

export function createNewsletterService(repo: NewsletterRepository) {
  return {
    /**
     * Subscribing twice is not an error and nothing is duplicated. The caller learns nothing about
     * whether the address was subscribed before (docs/decisions/041-session-and-exposure.md).
     */
    async subscribe(p: NewsletterPayload): Promise<void> {
      await repo.subscribe({ email: p.email.toLowerCase(), fullName: p.fullName, language: p.language })
    },
  }
}
export type NewsletterService = ReturnType<typeof createNewsletterService>
