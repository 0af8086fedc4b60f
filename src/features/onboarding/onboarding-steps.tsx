import { useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import { isAllowed } from '#domain/auth/roles.ts'
import { firstIncompleteStep, nextStep } from '#domain/onboarding/steps.ts'
import type { OnboardingDraftDto, OnboardingDraftValues, OnboardingStepId } from '#domain/onboarding/types.ts'
import { AgencyStatus } from './agency-status.tsx'
import { AgencyRegistrationForm } from './agency-step.tsx'
import { DesignStep } from './design-step.tsx'
import { toDraftDesign } from './design-form.ts'
import { furthestStep, passedSteps, pickDraft, readLocalDraft } from './draft.ts'
import { DraftStatusLine } from './draft-status.tsx'
import { DoneStep } from './final-steps.tsx'
import { NameStep } from './name-step.tsx'
import { PayoutsStep } from './payouts-step.tsx'
import { OnboardingStepper } from './onboarding-stepper.tsx'
import { STEP_LABELS } from './step-labels.ts'
import { useDraftSync } from './use-draft-sync.ts'

export type OnboardingCallbacks = {
  /** the PATCH /api/users/{id} answer: the signed-in user changes at once */
  onUserSaved: (user: UserDto) => void
  /** the agency a registration or design answer returned: the app (theme, guard) takes it on at once */
  onAgencyChanged: (agency: TravelAgencyDto, change: 'registered' | 'design') => void
  /** asks GET /api/current_user again (has the agency been decided?) */
  onCheckAgain: () => void
}

type Props = OnboardingCallbacks & {
  user: UserDto
  travelAgency: TravelAgencyDto | null
  claimProgramId?: string
  serverDraft: OnboardingDraftDto | null
}

/**
 * The steps (docs/product/onboarding.md#steps): the newer of the server's and this device's draft pre-fills them
 * and restores the step reached; the first incomplete step shows first; every change is saved as a draft.
 */
export function OnboardingSteps({ user, travelAgency, claimProgramId, serverDraft, ...callbacks }: Props) {
  const { i18n } = useLingui()
  const facts = { user, agency: travelAgency }
  const [initial] = useState(() => pickDraft(serverDraft, readLocalDraft(localStorage, user._id)))
  const sync = useDraftSync(user._id, initial)
  const [values, setValues] = useState<OnboardingDraftValues>(() => initial?.values ?? {})
  const [reached, setReached] = useState<OnboardingStepId | null>(() => initial?.step ?? null)
  const [step, setStep] = useState<OnboardingStepId>(() => firstIncompleteStep(facts, passedSteps(initial?.step)))
  // the handlers' view of the latest values (a change and a step move may come in one tick)
  const latest = useRef({ values, reached })
  const panel = useRef<HTMLDivElement>(null)

  const goTo = (next: OnboardingStepId) => {
    const furthest = furthestStep(latest.current.reached, next)
    latest.current = { ...latest.current, reached: furthest }
    setReached(furthest)
    setStep(next)
    sync.save(furthest, latest.current.values)
    requestAnimationFrame(() => panel.current?.focus())
  }
  const change = <K extends keyof OnboardingDraftValues>(key: K, stepValues: OnboardingDraftValues[K]) => {
    const nextValues = { ...latest.current.values, [key]: stepValues }
    latest.current = { ...latest.current, values: nextValues }
    setValues(nextValues)
    sync.save(latest.current.reached ?? step, nextValues)
  }
  const passed = passedSteps(reached)
  return (
    <div className="onboarding__body">
      <OnboardingStepper current={step} facts={facts} passed={passed} onOpen={goTo} />
      <div ref={panel} className="onboarding__panel" tabIndex={-1} aria-label={i18n._(STEP_LABELS[step])} role="region">
        {step === 'name' ? (
          <NameStep
            user={user}
            draft={values.name}
            onChange={(name) => change('name', name)}
            onSaved={(saved) => {
              callbacks.onUserSaved(saved)
              goTo(nextStep('name'))
            }}
          />
        ) : null}
        {step === 'agency' && !travelAgency ? (
          <AgencyRegistrationForm
            user={user}
            draft={values.agency}
            claimProgramId={claimProgramId}
            onChange={(agency) => change('agency', agency)}
            onRegistered={(agency) => {
              callbacks.onAgencyChanged(agency, 'registered')
              if (agency.vetting === 'verified') goTo(nextStep('agency'))
            }}
          />
        ) : null}
        {step === 'agency' && travelAgency ? (
          <AgencyStatus
            agency={travelAgency}
            onNext={() => goTo(nextStep('agency'))}
            onCheckAgain={callbacks.onCheckAgain}
          />
        ) : null}
        {step === 'design' && travelAgency ? (
          <DesignStep
            agency={travelAgency}
            canEdit={isAllowed(user.role, 'supervisorAgentDashboard')}
            draft={values.design}
            onChange={(design) => change('design', toDraftDesign(design))}
            onSaved={(agency) => {
              callbacks.onAgencyChanged(agency, 'design')
              goTo(nextStep('design'))
            }}
            onSkip={() => goTo(nextStep('design'))}
          />
        ) : null}
        {step === 'payouts' ? (
          <PayoutsStep user={user} agency={travelAgency} onNext={() => goTo(nextStep('payouts'))} />
        ) : null}
        {step === 'done' ? <DoneStep /> : null}
      </div>
      <DraftStatusLine status={sync.status} />
    </div>
  )
}
