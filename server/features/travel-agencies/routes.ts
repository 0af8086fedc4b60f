import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import {
  AgencyRegistrationSchema,
  CorporateDesignPatchSchema,
  DOMAIN_MESSAGES,
  EmailDomainSchema,
} from '#domain/onboarding/schemas.ts'
import { ValidationError } from '#server/lib/errors.ts'
import { validate } from '#server/lib/validate.ts'
import type { TravelAgencyService } from './service.ts'

const DOMAIN_MESSAGE = DOMAIN_MESSAGES.missing
const PublicInfoQuery = v.pipe(
  v.object({ emailDomain: v.optional(v.string(DOMAIN_MESSAGE)), 'email-domain': v.optional(v.string(DOMAIN_MESSAGE)) }),
  v.transform((q) => ({ emailDomain: q.emailDomain ?? q['email-domain'] ?? '' })),
  v.object({ emailDomain: EmailDomainSchema }),
)

/** Public: no token needed. */
export function travelAgencyPublicRoutes(service: TravelAgencyService) {
  return new Hono().get('/travel-agency-public-info', validate('query', PublicInfoQuery), async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await service.publicInfo(c.req.valid('query').emailDomain))
  })
}

/** Signed in: the agency list (admins) and one agency (own, or any for admins). */
export function travelAgencyRoutes(service: TravelAgencyService, requireUser: MiddlewareHandler<AuthEnv>) {
  const noStore: MiddlewareHandler<AuthEnv> = async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  }
  /** Access first, then the id's shape: a user asking for another agency is 403 whatever the id. */
  const readableOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
    service.assertReadable(c.get('user'), c.get('agencyId'), c.req.param('id') ?? '')
    await next()
  }
  const changeableOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
    service.assertChangeable(c.get('user'), c.req.param('id') ?? '')
    await next()
  }
  return new Hono<AuthEnv>()
    .use('/travel-agencies', noStore)
    .use('/travel-agencies/*', noStore)
    .get('/travel-agencies', requireUser, async (c) => c.json(await service.list(c.get('user'))))
    .post('/travel-agencies', requireUser, validate('json', AgencyRegistrationSchema), async (c) => {
      // the one way to create an agency is to join it (SPEC §7): the flag says so explicitly
      if (c.req.query('assign-myself-to-new-agency') === undefined)
        throw new ValidationError({}, 'Please use ?assign-myself-to-new-agency to register your agency')
      return c.json(await service.register(c.get('user'), c.req.valid('json')), 201)
    })
    .patch(
      '/travel-agencies/:id',
      requireUser,
      changeableOnly,
      idParam('id', 'Travel agency'),
      validate('json', CorporateDesignPatchSchema),
      async (c) => c.json(await service.updateDesign(c.get('user'), c.req.param('id'), c.req.valid('json'))),
    )
    .get('/travel-agencies/:id', requireUser, readableOnly, idParam('id', 'Travel agency'), async (c) =>
      c.json(await service.get(c.get('user'), c.get('agencyId'), c.req.param('id'))),
    )
}
