import { queryOptions } from '@tanstack/react-query'
import type { AnalyticsReport } from '#domain/analytics/report.ts'
import { api } from '#lib/api-client.ts'

/** Query keys of the admins' analytics report (docs/product/analytics.md#report). */
export const analyticsKeys = {
  all: ['analytics'] as const,
  report: () => [...analyticsKeys.all, 'report'] as const,
}

/** GET /api/admin/analytics: admins only; fresh for a minute. */
export function analyticsReportQueryOptions() {
  return queryOptions({
    queryKey: analyticsKeys.report(),
    queryFn: ({ signal }) => api.get<AnalyticsReport>('/admin/analytics', { signal }),
    staleTime: 60_000,
  })
}
