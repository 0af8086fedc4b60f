/**
 * The onboarding steps in order and when each one is complete (docs/product/onboarding.md#steps).
 * name and agency are required; design and payouts are optional; payouts is never complete (SPEC §2).
 */
import type { CorporateDesign } from '../catalogue/types.ts'
import { ONBOARDING_STEP_IDS, type AgencyVetting, type OnboardingStepId } from './types.ts'

export type OnboardingFacts = {
  user: { firstName?: string | null; travelAgencyId?: string | null } | null
  agency: { corporateDesign?: CorporateDesign | null; vetting?: AgencyVetting | null } | null
}

export const REQUIRED_STEPS: readonly OnboardingStepId[] = ['name', 'agency']
export const OPTIONAL_STEPS: readonly OnboardingStepId[] = ['design', 'payouts']

export function isStepRequired(step: OnboardingStepId): boolean {
  return REQUIRED_STEPS.includes(step)
}

/** Whether `step` is complete for these facts. The agency step needs a verified agency. */
export function isStepComplete(step: OnboardingStepId, { user, agency }: OnboardingFacts): boolean {
  switch (step) {
    case 'name':
      return Boolean(user?.firstName?.trim())
    case 'agency':
      // an agency waiting for (or refused) verification is not done yet; no agency facts (not fetched) counts as verified
      return Boolean(user?.travelAgencyId) && (agency?.vetting ?? 'verified') === 'verified'
    case 'design':
      return Boolean(agency?.corporateDesign?.logoUrl || agency?.corporateDesign?.colors?.main)
    case 'payouts':
      return false
    case 'done':
      return false
  }
}

/**
 * The step shown first: the first incomplete required step, else the first incomplete optional step the
 * person has not passed yet (`passed`: steps skipped or saved in this onboarding, e.g. from the draft), else 'done'.
 */
export function firstIncompleteStep(
  facts: OnboardingFacts,
  passed: readonly OnboardingStepId[] = [],
): OnboardingStepId {
  for (const step of ONBOARDING_STEP_IDS) {
    if (step === 'done') return 'done'
    if (isStepComplete(step, facts)) continue
    if (isStepRequired(step) || !passed.includes(step)) return step
  }
  return 'done'
}

/** The step after `step` ('done' stays 'done'). */
export function nextStep(step: OnboardingStepId): OnboardingStepId {
  const i = ONBOARDING_STEP_IDS.indexOf(step)
  return ONBOARDING_STEP_IDS[Math.min(i + 1, ONBOARDING_STEP_IDS.length - 1)]!
}

/** Whether the person may open `step` from the stepper: any step up to the first incomplete required one. */
export function canOpenStep(step: OnboardingStepId, facts: OnboardingFacts): boolean {
  const firstRequired = REQUIRED_STEPS.find((s) => !isStepComplete(s, facts))
  if (!firstRequired) return true
  return ONBOARDING_STEP_IDS.indexOf(step) <= ONBOARDING_STEP_IDS.indexOf(firstRequired)
}
