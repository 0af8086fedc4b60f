/**
 * The onboarding draft on this device (docs/product/onboarding.md#steps): what was typed and the step reached, kept
 * in local storage per user next to the server's copy (GET/PUT /api/onboarding/draft), so nothing is lost offline.
 * On load the newer of the two wins; a local draft the server has not seen yet is pushed once online again.
 */
import type { OnboardingDraftDto, OnboardingDraftValues, OnboardingStepId } from '#domain/onboarding/types.ts'
import { ONBOARDING_STEP_IDS } from '#domain/onboarding/types.ts'

export type LocalDraft = OnboardingDraftDto & {
  /** whether the server has this very draft (false: saved on this device only) */
  synced: boolean
}

export const DRAFT_KEY_PREFIX = 'lds.onboarding-draft.'

const time = (iso: string | null | undefined): number => {
  const value = iso ? Date.parse(iso) : Number.NaN
  return Number.isFinite(value) ? value : Number.NEGATIVE_INFINITY
}

/** The draft to start from: the newer of the server's and this device's (the server's on a tie); null for none. */
export function pickDraft(
  server: OnboardingDraftDto | null | undefined,
  local: LocalDraft | null | undefined,
): LocalDraft | null {
  if (!local) return server ? { ...server, synced: true } : null
  if (!server) return local
  return time(local.updatedAt) > time(server.updatedAt) ? local : { ...server, synced: true }
}

/** The steps a draft at `step` has passed (every step before it): the `passed` of firstIncompleteStep. */
export function passedSteps(step: OnboardingStepId | null | undefined): OnboardingStepId[] {
  if (!step) return []
  return ONBOARDING_STEP_IDS.slice(0, ONBOARDING_STEP_IDS.indexOf(step))
}

/** Later steps only: a draft remembers the furthest step reached, going back to look does not forget it. */
export function furthestStep(a: OnboardingStepId | null | undefined, b: OnboardingStepId): OnboardingStepId {
  if (!a) return b
  return ONBOARDING_STEP_IDS.indexOf(a) >= ONBOARDING_STEP_IDS.indexOf(b) ? a : b
}

function isDraft(value: unknown): value is LocalDraft {
  if (typeof value !== 'object' || value === null) return false
  const draft = value as Partial<LocalDraft>
  return (
    typeof draft.step === 'string' &&
    (ONBOARDING_STEP_IDS as readonly string[]).includes(draft.step) &&
    typeof draft.values === 'object' &&
    draft.values !== null
  )
}

export function readLocalDraft(storage: Pick<Storage, 'getItem'>, userId: string): LocalDraft | null {
  try {
    const parsed: unknown = JSON.parse(storage.getItem(`${DRAFT_KEY_PREFIX}${userId}`) ?? 'null')
    return isDraft(parsed) ? { ...parsed, updatedAt: parsed.updatedAt ?? null, synced: parsed.synced === true } : null
  } catch {
    return null
  }
}

export function writeLocalDraft(storage: Pick<Storage, 'setItem'>, userId: string, draft: LocalDraft): void {
  try {
    storage.setItem(`${DRAFT_KEY_PREFIX}${userId}`, JSON.stringify(draft))
  } catch {
    // storage full or disabled: the server's copy is all there is
  }
}

/** A draft's values with one step's values replaced. */
export function withStepValues<K extends keyof OnboardingDraftValues>(
  values: OnboardingDraftValues,
  key: K,
  stepValues: OnboardingDraftValues[K],
): OnboardingDraftValues {
  return { ...values, [key]: stepValues }
}
