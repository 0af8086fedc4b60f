import { createFileRoute } from '@tanstack/react-router'
import { OnboardingPlaceholder } from '#features/auth/onboarding-placeholder.tsx'

export const Route = createFileRoute('/onboarding')({
  component: OnboardingPlaceholder,
})
