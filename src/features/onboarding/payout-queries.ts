import { queryOptions } from '@tanstack/react-query'
import type { StripeAccountDto, StripeAccountSessionDto } from '#domain/payments/types.ts'
import { api } from '#lib/api-client.ts'
import { ApiError } from '#lib/api-errors.ts'

/** Keys of the payout step's data: private, never persisted (dropped at sign-out with every API cache). */
export const payoutKeys = {
  all: ['payouts'] as const,
  account: (agencyId: string) => [...payoutKeys.all, 'account', agencyId] as const,
}

/** While the account is not ready the step asks again this often: a webhook may have changed it (no reload needed). */
export const ACCOUNT_REFRESH_MS = 20_000

/** GET /api/travel-agencies/{id}/stripe-account: our server's copy of the agency's connected account. */
export function stripeAccountQueryOptions(agencyId: string) {
  return queryOptions({
    queryKey: payoutKeys.account(agencyId),
    queryFn: ({ signal }) => api.get<StripeAccountDto>(`/travel-agencies/${agencyId}/stripe-account`, { signal }),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => (query.state.data && !query.state.data.ready ? ACCOUNT_REFRESH_MS : false),
  })
}

/** A fresh account session (each embedded start and each expiry asks for one). */
export function fetchAccountSession(agencyId: string): Promise<StripeAccountSessionDto> {
  return api.get<StripeAccountSessionDto>(`/travel-agencies/${agencyId}/stripe-account-session`)
}

/** The server's 503: no Stripe keys in this installation. */
export function isNotConfigured(error: unknown): boolean {
  return error instanceof ApiError && error.status === 503
}
