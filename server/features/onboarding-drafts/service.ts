import type { OnboardingDraftInput } from '#domain/onboarding/schemas.ts'
import type { OnboardingDraftDto, OnboardingStepId } from '#domain/onboarding/types.ts'
import type { OnboardingDraftRepository } from './repository.ts'

type DraftRow = NonNullable<Awaited<ReturnType<OnboardingDraftRepository['find']>>>

const toDto = (row: DraftRow): OnboardingDraftDto => ({
  step: row.step as OnboardingStepId,
  values: row.values,
  updatedAt: row.updatedAt.toISOString(),
})

/** What a person typed in onboarding, kept per user so another device resumes at the same step. */
export function createOnboardingDraftService(repo: OnboardingDraftRepository) {
  return {
    async get(userId: string): Promise<OnboardingDraftDto> {
      const row = await repo.find(userId)
      return row ? toDto(row) : { step: 'name', values: {}, updatedAt: null }
    },
    async save(userId: string, input: OnboardingDraftInput): Promise<OnboardingDraftDto> {
      return toDto(await repo.save(userId, input.step, input.values))
    },
  }
}
export type OnboardingDraftService = ReturnType<typeof createOnboardingDraftService>
