import { Hono, type MiddlewareHandler } from 'hono'
import { ClientSearchQuerySchema } from '#domain/hotels/client-search.ts'
import { requireAccess } from '#server/auth/require-access.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { validate } from '#server/lib/validate.ts'
import type { AutocompleteService } from './service.ts'

/**
 * GET /api/autocomplete/clients and /last-leads (docs/product/hotels.md#api): signed in with a partner role
 * (the save-interest forms that use them are partner pages), agency scoped, never cached.
 */
export function autocompleteRoutes(service: AutocompleteService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>()
    .use('/autocomplete/*', requireUser, requireAccess('partners'), async (c, next) => {
      c.header('Cache-Control', 'private, no-store')
      await next()
    })
    .get('/autocomplete/clients', validate('query', ClientSearchQuerySchema), async (c) =>
      c.json(await service.clients(c.get('agencyId'), c.req.valid('query').fullText)),
    )
    .get('/autocomplete/last-leads', async (c) => c.json(await service.lastLeads(c.get('agencyId'))))
}
