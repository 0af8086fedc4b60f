import type { Db } from '#server/db/client.ts'
import { newsletterSubscribers } from '#server/db/schema.ts'

export function createNewsletterRepository(db: Db) {
  return {
    /** Inserts a subscriber; false when the address is already subscribed. */
    async subscribe(s: { email: string; fullName: string; language: string }): Promise<boolean> {
      const rows = await db
        .insert(newsletterSubscribers)
        .values(s)
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id })
      return rows.length > 0
    },
  }
}
export type NewsletterRepository = ReturnType<typeof createNewsletterRepository>
