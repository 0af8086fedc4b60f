import type { Db } from '#server/db/client.ts'
import { newsletterSubscribers } from '#server/db/schema.ts'

export function createNewsletterRepository(db: Db) {
  return {
    /** Inserts a subscriber; an address already subscribed stays as it is. */
    async subscribe(s: { email: string; fullName: string; language: string }): Promise<void> {
      await db.insert(newsletterSubscribers).values(s).onConflictDoNothing()
    },
  }
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>
