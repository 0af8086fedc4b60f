import type { AnalyticsReport } from '#domain/analytics/report.ts'
import type { AnalyticsReportRepository } from './report-repository.ts'
import { FRONTEND_LOG_RETENTION_DAYS } from './service.ts'

/**
 * The admins' analytics report (docs/product/analytics.md#report): the counts of the tracking
 * events still kept, that is of the last FRONTEND_LOG_RETENTION_DAYS days.
 */
export function createAnalyticsReportService(repo: AnalyticsReportRepository, opts: { now?: () => Date } = {}) {
  const now = opts.now ?? (() => new Date())
  return {
    async report(): Promise<AnalyticsReport> {
      const from = new Date(now().getTime() - FRONTEND_LOG_RETENTION_DAYS * 24 * 60 * 60_000)
      return { since: from.toISOString().slice(0, 10), ...(await repo.report(from)) }
    },
  }
}
export type AnalyticsReportService = ReturnType<typeof createAnalyticsReportService>
