/**
 * Where the sign-up landing sends a person (docs/product/onboarding.md#signup): a signed-in person to /onboarding,
 * with the affiliate's program to claim when the affiliate has one; 'Sign In' signs in and returns there too.
 */
import type { Affiliate } from '#domain/brand/affiliates.ts'

export type OnboardingSearch = { 'claim-membership-in-program-id'?: string }

export function onboardingSearchFor(affiliate: Affiliate | undefined): OnboardingSearch {
  return affiliate?.program ? { 'claim-membership-in-program-id': affiliate.program.id } : {}
}

/** The /onboarding location (path and query) for the affiliate. */
export function onboardingHrefFor(affiliate: Affiliate | undefined): string {
  const programId = onboardingSearchFor(affiliate)['claim-membership-in-program-id']
  return programId ? `/onboarding?claim-membership-in-program-id=${encodeURIComponent(programId)}` : '/onboarding'
}
