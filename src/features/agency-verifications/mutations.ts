import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { VerificationDecision } from '#domain/onboarding/schemas.ts'
import type { AgencyVerificationDto } from '#domain/onboarding/types.ts'
import { api } from '#lib/api-client.ts'
import { agencyVerificationKeys } from './queries.ts'

/** POST /api/admin/agency-verifications/{id}/decision; every list of the queue is asked again afterwards. */
export function useDecideVerification() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['agency-verifications', 'decide'],
    mutationFn: ({ id, decision }: { id: string; decision: VerificationDecision }) =>
      api.post<AgencyVerificationDto>(`/admin/agency-verifications/${id}/decision`, decision),
    onSettled: () => queryClient.invalidateQueries({ queryKey: agencyVerificationKeys.all }),
    networkMode: 'always',
  })
}
