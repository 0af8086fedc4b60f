import { Hono, type MiddlewareHandler } from 'hono'
import { isAdmin } from '#domain/auth/roles.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { ForbiddenError } from '#server/lib/errors.ts'
import type { AnalyticsReportService } from './report-service.ts'

/** GET /api/admin/analytics (docs/product/analytics.md#report): admins only, never cached. */
export function analyticsReportRoutes(service: AnalyticsReportService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>().get('/admin/analytics', requireUser, async (c) => {
    if (!isAdmin(c.get('user').role)) throw new ForbiddenError()
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.report())
  })
}
