import { queryOptions } from '@tanstack/react-query'
import type { TravelAgencyPublicInfo } from '#domain/auth/current-user.ts'
import type { AgencyVettingDto, OnboardingDraftDto } from '#domain/onboarding/types.ts'
import { api } from '#lib/api-client.ts'

/** Keys of the onboarding's signed-in data: never persisted, dropped at sign-out with every API cache. */
export const onboardingKeys = {
  all: ['onboarding'] as const,
  draft: (userId: string) => [...onboardingKeys.all, 'draft', userId] as const,
  verification: (agencyId: string) => [...onboardingKeys.all, 'verification', agencyId] as const,
  publicInfo: (emailDomain: string) => [...onboardingKeys.all, 'public-info', emailDomain] as const,
}

/** GET /api/onboarding/draft: the server's copy of the draft (docs/product/onboarding.md#steps). */
export function onboardingDraftQueryOptions(userId: string) {
  return queryOptions({
    queryKey: onboardingKeys.draft(userId),
    queryFn: ({ signal }) => api.get<OnboardingDraftDto>('/onboarding/draft', { signal }),
    staleTime: Infinity,
    retry: false,
  })
}

/** GET /api/travel-agencies/{id}/verification: the vetting state and, once declined, the reason. */
export function agencyVerificationQueryOptions(agencyId: string) {
  return queryOptions({
    queryKey: onboardingKeys.verification(agencyId),
    queryFn: ({ signal }) => api.get<AgencyVettingDto>(`/travel-agencies/${agencyId}/verification`, { signal }),
    staleTime: 60_000,
  })
}

/** GET /api/travel-agency-public-info?emailDomain: whether the person's e-mail domain is a known luxury agency. */
export function agencyPublicInfoQueryOptions(emailDomain: string) {
  return queryOptions({
    queryKey: onboardingKeys.publicInfo(emailDomain),
    queryFn: ({ signal }) =>
      api.get<TravelAgencyPublicInfo>('/travel-agency-public-info', { query: { emailDomain }, signal }),
    staleTime: 60 * 60_000,
    retry: false,
  })
}
