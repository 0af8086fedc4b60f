import { Hono, type MiddlewareHandler } from 'hono'
import { HelpContactSchema, HelpFeedbackSchema } from '#domain/help/schemas.ts'
import { requireAccess } from '#server/auth/require-access.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { validate } from '#server/lib/validate.ts'
import type { HelpService } from './service.ts'

/**
 * POST /api/help/articles/{slug}/feedback and POST /api/help/contact: for whoever may open the Help
 * Centre (access type partners, as its page).
 */
export function helpRoutes(service: HelpService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>()
    .use('/help/*', requireUser, requireAccess('partners'))
    .post('/help/articles/:slug/feedback', validate('json', HelpFeedbackSchema), async (c) =>
      c.json(await service.vote(c.get('user'), c.req.param('slug'), c.req.valid('json'))),
    )
    .post('/help/contact', validate('json', HelpContactSchema), async (c) =>
      c.json(await service.contact(c.get('user'), c.req.valid('json'))),
    )
}
