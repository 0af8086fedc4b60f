import { Hono, type MiddlewareHandler } from 'hono'
import { requireAccess } from '#server/auth/require-access.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import type { CommissionService } from './commission-service.ts'

/**
 * GET /api/properties/:id/commission: signed in with a partner role, never cached
 * (docs/decisions/041-session-and-exposure.md, docs/product/sign-in-and-roles.md#access-types).
 */
export function propertyCommissionRoutes(service: CommissionService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>().get(
    '/properties/:id/commission',
    requireUser,
    requireAccess('partners'),
    idParam('id', 'Property'),
    async (c) => {
      c.header('Cache-Control', 'private, no-store')
      return c.json(await service.levels(c.get('user'), c.get('agencyId'), c.req.param('id')))
    },
  )
}
