import { useLingui } from '@lingui/react/macro'
import type { OnboardingFacts } from '#domain/onboarding/steps.ts'
import { canOpenStep, isStepComplete, isStepRequired } from '#domain/onboarding/steps.ts'
import type { OnboardingStepId } from '#domain/onboarding/types.ts'
import { ONBOARDING_STEP_IDS } from '#domain/onboarding/types.ts'
import { STEP_LABELS } from './step-labels.ts'

type Props = {
  current: OnboardingStepId
  facts: OnboardingFacts
  /** the steps skipped or saved in this onboarding */
  passed: readonly OnboardingStepId[]
  onOpen: (step: OnboardingStepId) => void
}

/** Whether the stepper marks a step done: complete, or an optional step the person has passed. */
export function isStepDone(step: OnboardingStepId, facts: OnboardingFacts, passed: readonly OnboardingStepId[]) {
  if (step === 'done') return false
  return isStepComplete(step, facts) || (!isStepRequired(step) && passed.includes(step))
}

/**
 * The onboarding steps as an ordered list (docs/product/onboarding.md#steps): the current one aria-current, done
 * ones marked, every step up to the first incomplete required one a button; later ones disabled until then.
 */
export function OnboardingStepper({ current, facts, passed, onOpen }: Props) {
  const { t, i18n } = useLingui()
  return (
    <nav className="onboarding-stepper" aria-label={t`Onboarding steps`}>
      <ol className="onboarding-stepper__list">
        {ONBOARDING_STEP_IDS.map((step, index) => {
          const done = isStepDone(step, facts, passed)
          const isCurrent = step === current
          const openable = canOpenStep(step, facts)
          const state = isCurrent ? 'current' : done ? 'done' : 'upcoming'
          const label = i18n._(STEP_LABELS[step])
          const number = index + 1
          return (
            <li
              key={step}
              className={`onboarding-stepper__step onboarding-stepper__step--${state}`}
              aria-current={isCurrent ? 'step' : undefined}
            >
              <button
                type="button"
                className="onboarding-stepper__button"
                disabled={!openable || isCurrent}
                onClick={() => onOpen(step)}
              >
                <span className="onboarding-stepper__number" aria-hidden="true">
                  {done ? '✓' : number}
                </span>
                <span className="onboarding-stepper__label">
                  {label}
                  {done ? <span className="visually-hidden"> {t`(completed)`}</span> : null}
                  {!isStepRequired(step) && step !== 'done' ? (
                    <span className="onboarding-stepper__optional"> {t`optional`}</span>
                  ) : null}
                </span>
              </button>
            </li>
          )
        })}
      </ol>
    </nav>
  )
}
