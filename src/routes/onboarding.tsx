import { createFileRoute } from '@tanstack/react-router'
import { OnboardingSearchSchema } from '#features/onboarding/onboarding-search.ts'
import { OnboardingRoutePage } from './-components/onboarding-route-page.tsx'

/** /onboarding (docs/product/onboarding.md#steps); ?claim-membership-in-program-id from an affiliate's landing. */
export const Route = createFileRoute('/onboarding')({
  validateSearch: OnboardingSearchSchema,
  component: OnboardingRoute,
})

function OnboardingRoute() {
  const search = Route.useSearch()
  return <OnboardingRoutePage claimProgramId={search['claim-membership-in-program-id']} />
}
