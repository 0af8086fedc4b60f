import { Hono, type MiddlewareHandler } from 'hono'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import type { CommissionService } from './commission-service.ts'

/** GET /api/properties/:id/commission: signed in only, never cached (docs/decisions/041-session-and-exposure.md). */
export function propertyCommissionRoutes(service: CommissionService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>().get('/properties/:id/commission', requireUser, idParam('id', 'Property'), async (c) => {
    c.header('Cache-Control', 'private, no-store')
    return c.json(await service.levels(c.get('user'), c.get('agencyId'), c.req.param('id')))
  })
}
