import { queryOptions } from '@tanstack/react-query'
import type { LedgerDto } from '#domain/commission-ledger/types.ts'
import { api } from '#lib/api-client.ts'

/** Keys of the commission ledger (docs/product/commission-ledger.md): signed-in money data, never persisted. */
export const ledgerKeys = {
  all: ['commission-ledger'] as const,
  ledger: (agencyId: string | null) => [...ledgerKeys.all, agencyId ?? 'all'] as const,
}

/** GET /api/commission-ledger (an admin's `agencyId`, or none: every agency / the supervisor's own). */
export function ledgerQueryOptions(agencyId: string | null) {
  return queryOptions({
    queryKey: ledgerKeys.ledger(agencyId),
    queryFn: ({ signal }) => api.get<LedgerDto>('/commission-ledger', { query: agencyId ? { agencyId } : {}, signal }),
    staleTime: 60_000,
  })
}
