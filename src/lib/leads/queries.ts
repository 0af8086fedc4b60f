import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { LeadListQuery } from '#domain/leads/lead-list-query.ts'
import type { LeadListAnswer, LeadReportAnswer, PropertyLeadDetail } from '#domain/leads/types.ts'
import { api } from '#lib/api-client.ts'

/** The list filters without paging: the dashboards' URL search. */
export type LeadListFilter = Omit<LeadListQuery, 'cursor' | 'limit'>

/**
 * Query keys and options of the leads API (docs/product/leads.md#api), shared by the booking,
 * dashboard and PDF features. Leads carry client data: they live outside the persisted catalogue
 * root and are never persisted (docs/decisions/032-service-worker-caching.md); sign-out clears them.
 */
export const leadKeys = {
  all: ['leads'] as const,
  lists: () => [...leadKeys.all, 'list'] as const,
  list: (filter: LeadListFilter) => [...leadKeys.lists(), filter] as const,
  details: () => [...leadKeys.all, 'detail'] as const,
  detail: (leadId: string) => [...leadKeys.details(), leadId] as const,
  reports: (filter: LeadListFilter) => [...leadKeys.all, 'reports', filter] as const,
}

const LIST_STALE_MS = 30_000

/** GET /api/sales/leads, newest first, keyset pages. */
export function leadListQueryOptions(filter: LeadListFilter, limit = 25) {
  return infiniteQueryOptions({
    queryKey: leadKeys.list(filter),
    initialPageParam: null as string | null,
    queryFn: ({ pageParam, signal }) =>
      api.get<LeadListAnswer>('/sales/leads', { query: { ...filter, limit, cursor: pageParam ?? undefined }, signal }),
    getNextPageParam: (last) => last.nextCursor,
    staleTime: LIST_STALE_MS,
  })
}

/** GET /api/sales/leads/{id}: a property lead with its history. */
export function leadDetailQueryOptions(leadId: string) {
  return queryOptions({
    queryKey: leadKeys.detail(leadId),
    queryFn: ({ signal }) => api.get<PropertyLeadDetail>(`/sales/leads/${leadId}`, { signal }),
    staleTime: LIST_STALE_MS,
  })
}

/** GET /api/sales/reports for the same scope and filters as the list. */
export function leadReportQueryOptions(filter: LeadListFilter) {
  return queryOptions({
    queryKey: leadKeys.reports(filter),
    queryFn: ({ signal }) => api.get<LeadReportAnswer>('/sales/reports', { query: { ...filter }, signal }),
    staleTime: LIST_STALE_MS,
  })
}
