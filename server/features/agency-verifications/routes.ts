import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { VerificationDecisionSchema } from '#domain/onboarding/schemas.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { AgencyVerificationService } from './service.ts'

const Query = v.object({
  status: v.optional(
    v.picklist(['pending', 'decided', 'all'], "Please ask for status 'pending', 'decided' or 'all'"),
    'pending',
  ),
})

/** The admins' vetting queue (docs/product/onboarding.md#vetting); every answer is private. */
export function agencyVerificationRoutes(service: AgencyVerificationService, requireUser: MiddlewareHandler<AuthEnv>) {
  /** Checked before the query or body is read: anyone but an admin is 403. */
  const adminOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
    service.assertAdmin(c.get('user'))
    await next()
    c.header('Cache-Control', 'private, no-store')
  }
  return new Hono<AuthEnv>()
    .get('/admin/agency-verifications', requireUser, adminOnly, validate('query', Query), async (c) =>
      c.json(await service.list(c.get('user'), c.req.valid('query').status)),
    )
    .post(
      '/admin/agency-verifications/:id/decision',
      requireUser,
      adminOnly,
      idParam('id', 'Verification request'),
      validate('json', VerificationDecisionSchema),
      async (c) => c.json(await service.decide(c.get('user'), c.req.param('id'), c.req.valid('json'))),
    )
}
