import { useMutation } from '@tanstack/react-query'
import type { CurrentUserAnswer, TravelAgencyDto, UserDto, UserNameOutput } from '#domain/auth/current-user.ts'
import type { AgencyRegistrationOutput, CorporateDesignPatch } from '#domain/onboarding/schemas.ts'
import type { OnboardingDraftDto } from '#domain/onboarding/types.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'

/** PATCH /api/users/{id}: the name step. */
export function useSaveName(userId: string) {
  return useMutation({
    mutationKey: ['onboarding', 'name'],
    mutationFn: (body: UserNameOutput) => api.patch<{ user: UserDto }>(`/users/${userId}`, body),
    networkMode: 'always',
  })
}

/**
 * POST /api/travel-agencies?assign-myself-to-new-agency: the agency step (docs/product/onboarding.md#vetting).
 * A 409 after an answer was lost (the registration went through, the connection did not) is no failure: when the
 * person's own agency is there now, that agency is the result.
 */
export function useRegisterAgency() {
  return useMutation({
    mutationKey: ['onboarding', 'agency'],
    mutationFn: async (body: AgencyRegistrationOutput) => {
      try {
        return await api.post<TravelAgencyDto>('/travel-agencies?assign-myself-to-new-agency', body)
      } catch (error) {
        if (!(error instanceof ApiError) || error.status !== 409) throw error
        const current = await api
          .get<CurrentUserAnswer>('/current_user', { query: { 'populate-travel-agency': true } })
          .catch(() => null)
        if (current?.travelAgency && current.travelAgency.name === body.name) return current.travelAgency
        throw error
      }
    },
    networkMode: 'always',
  })
}

/**
 * POST /api/travel-agencies/{id}/logo (field `logo`) when a logo was chosen, then PATCH /api/travel-agencies/{id}
 * with the colours and theme; the PATCH leaves out logoUrl (absent: unchanged), so the uploaded logo stays.
 */
export function useSaveDesign(agencyId: string) {
  return useMutation({
    mutationKey: ['onboarding', 'design'],
    mutationFn: async ({ logo, patch }: { logo: File | null; patch: CorporateDesignPatch }) => {
      if (logo) {
        const body = new FormData()
        body.append('logo', logo)
        await api.post<TravelAgencyDto>(`/travel-agencies/${agencyId}/logo`, body)
      }
      return api.patch<TravelAgencyDto>(`/travel-agencies/${agencyId}`, patch)
    },
    networkMode: 'always',
  })
}

/** PUT /api/onboarding/draft: the draft as typed; a lost connection leaves it on this device (use-draft-sync.ts). */
export function putOnboardingDraft(draft: Pick<OnboardingDraftDto, 'step' | 'values'>): Promise<OnboardingDraftDto> {
  return api.put<OnboardingDraftDto>('/onboarding/draft', { step: draft.step, values: draft.values })
}
