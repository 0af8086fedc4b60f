import { eq, sql } from 'drizzle-orm'
import type { OnboardingDraftValues, OnboardingStepId } from '#domain/onboarding/types.ts'
import type { Db } from '#server/db/client.ts'
import { onboardingDrafts } from '#server/db/schema.ts'

export function createOnboardingDraftRepository(db: Db) {
  return {
    async find(userId: string) {
      const [row] = await db.select().from(onboardingDrafts).where(eq(onboardingDrafts.userId, userId)).limit(1)
      return row
    },
    /** One row per user: the last write wins. */
    async save(userId: string, draft: { step: OnboardingStepId; values: OnboardingDraftValues }) {
      const [row] = await db
        .insert(onboardingDrafts)
        .values({ userId, step: draft.step, values: draft.values, updatedAt: sql`now()` })
        .onConflictDoUpdate({
          target: onboardingDrafts.userId,
          set: { step: draft.step, values: draft.values, updatedAt: sql`now()` },
        })
        .returning()
      return row!
    },
  }
}
export type OnboardingDraftRepository = ReturnType<typeof createOnboardingDraftRepository>
