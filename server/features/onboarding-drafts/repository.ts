import { eq } from 'drizzle-orm'
import type { OnboardingDraftValues } from '#domain/onboarding/types.ts'
import type { Db } from '#server/db/client.ts'
import { onboardingDrafts } from '#server/db/schema.ts'

export function createOnboardingDraftRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId)).limit(1)
      return row
    },
    /** Last write wins: a person types on one device at a time. */
    async save(userId: string, step: string, values: OnboardingDraftValues) {
      const updatedAt = new Date()
      const [row] = await db
        .insert(onboardingDrafts)
        .values({ userId, step, values, updatedAt })
        .onConflictDoUpdate({ target: onboardingDrafts.userId, set: { step, values, updatedAt } })
        .returning()
      return row!
    },
  }
}
export type OnboardingDraftRepository = ReturnType<typeof createOnboardingDraftRepository>
