import { queryOptions } from '@tanstack/react-query'
import type { AgencyVerificationDto } from '#domain/onboarding/types.ts'
import { api } from '#lib/api-client.ts'

export type VerificationFilter = 'pending' | 'decided' | 'all'
export const VERIFICATION_FILTERS: readonly VerificationFilter[] = ['pending', 'decided', 'all']

/** Keys of the admins' verification queue (docs/product/onboarding.md#vetting): never persisted. */
export const agencyVerificationKeys = {
  all: ['agency-verifications'] as const,
  list: (status: VerificationFilter) => [...agencyVerificationKeys.all, 'list', status] as const,
}

/** GET /api/admin/agency-verifications?status=pending|decided|all */
export function agencyVerificationsQueryOptions(status: VerificationFilter) {
  return queryOptions({
    queryKey: agencyVerificationKeys.list(status),
    queryFn: ({ signal }) =>
      api.get<AgencyVerificationDto[]>('/admin/agency-verifications', { query: { status }, signal }),
    staleTime: 30_000,
  })
}
