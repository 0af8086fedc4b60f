import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { OnboardingStepId } from '#domain/onboarding/types.ts'

export const STEP_LABELS: Record<OnboardingStepId, MessageDescriptor> = {
  name: msg`Your name`,
  agency: msg`Your agency`,
  design: msg`Corporate design`,
  payouts: msg`Payouts`,
  done: msg`All set`,
}
