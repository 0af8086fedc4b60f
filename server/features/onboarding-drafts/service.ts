import type { OnboardingDraftInput } from '#domain/onboarding/schemas.ts'
import { ONBOARDING_STEP_IDS, type OnboardingDraftDto, type OnboardingStepId } from '#domain/onboarding/types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import type { OnboardingDraftRepository } from './repository.ts'

/** A person without a draft starts at the name step with nothing typed. */
export const EMPTY_DRAFT: OnboardingDraftDto = { step: 'name', values: {}, updatedAt: null }

const isStep = (s: string): s is OnboardingStepId => (ONBOARDING_STEP_IDS as readonly string[]).includes(s)

function toDto(row: { step: string; values: OnboardingDraftDto['values']; updatedAt: Date }): OnboardingDraftDto {
  return {
    step: isStep(row.step) ? row.step : 'name',
    values: row.values ?? {},
    updatedAt: row.updatedAt.toISOString(),
  }
}

/** The onboarding draft (docs/product/onboarding.md#steps): each person's own, saved as typed. */
export function createOnboardingDraftService(repo: OnboardingDraftRepository) {
  return {
    async get(actor: AccountRow): Promise<OnboardingDraftDto> {
      const row = await repo.find(actor.id)
      return row ? toDto(row) : EMPTY_DRAFT
    },
    async save(actor: AccountRow, input: OnboardingDraftInput): Promise<OnboardingDraftDto> {
      return toDto(await repo.save(actor.id, { step: input.step, values: input.values }))
    },
  }
}
export type OnboardingDraftService = ReturnType<typeof createOnboardingDraftService>
