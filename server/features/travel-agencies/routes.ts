import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import {
  AgencyRegistrationSchema,
  CorporateDesignPatchSchema,
  DOMAIN_MESSAGES,
  EmailDomainSchema,
} from '#domain/onboarding/schemas.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { ValidationError } from '#server/lib/errors.ts'
import { uploadBodyLimit, uploadedFile } from '#server/lib/image-upload.ts'
import { idParam } from '#server/lib/id-param.ts'
import { imageHeaders } from '#server/lib/image-file.ts'
import { validate } from '#server/lib/validate.ts'
import { LOGO_MAX_BYTES, LOGO_MESSAGES } from './logo-file.ts'
import type { TravelAgencyService } from './service.ts'

const DOMAIN_MESSAGE = DOMAIN_MESSAGES.missing
const PublicInfoQuery = v.pipe(
  v.object({ emailDomain: v.optional(v.string(DOMAIN_MESSAGE)), 'email-domain': v.optional(v.string(DOMAIN_MESSAGE)) }),
  v.transform((q) => ({ emailDomain: q.emailDomain ?? q['email-domain'] ?? '' })),
  v.object({ emailDomain: EmailDomainSchema }),
)

/** The logo upload's path: the API's own 256 KB body limit leaves it to the route's 1 MiB one (server/app.ts). */
export const LOGO_UPLOAD_PATH = /^\/api\/travel-agencies\/[^/]+\/logo\/?$/
/** A stored logo's path: public and cached for a year, unlike every other agency answer. */
const LOGO_FILE_PATH = /\/travel-agencies\/[^/]+\/logo\/[^/]+$/
const REGISTER_FLAG = 'assign-myself-to-new-agency'

/** Public: no token needed (the public agency info and the stored logos). */
export function travelAgencyPublicRoutes(service: TravelAgencyService) {
  return new Hono()
    .get('/travel-agency-public-info', validate('query', PublicInfoQuery), async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await service.publicInfo(c.req.valid('query').emailDomain))
    })
    .get('/travel-agencies/:id/logo/:file', async (c) => {
      const logo = await service.logo(c.req.param('id'), c.req.param('file'))
      // content-addressed: a new logo is a new name, so an answer never changes
      for (const [name, value] of Object.entries(imageHeaders(logo.contentType))) c.header(name, value)
      return c.body(logo.bytes as Uint8Array<ArrayBuffer>)
    })
}

/**
 * Signed in: the agency list (admins), one agency (own, or any for admins), the registration of a new
 * agency, its corporate design and logo (its supervisors and admins), its vetting state (docs/product/onboarding.md).
 */
export function travelAgencyRoutes(service: TravelAgencyService, requireUser: MiddlewareHandler<AuthEnv>) {
  const noStore: MiddlewareHandler<AuthEnv> = async (c, next) => {
    await next()
    if (!(c.req.method === 'GET' && LOGO_FILE_PATH.test(c.req.path))) c.header('Cache-Control', 'private, no-store')
  }
  /** Access first, then the id's shape: a user asking for another agency is 403 whatever the id. */
  const readableOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
    service.assertReadable(c.get('user'), c.get('agencyId'), c.req.param('id') ?? '')
    await next()
  }
  /** The same for changes, before the body is read: only the agency's supervisors and admins. */
  const changeableOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
    service.assertChangeable(c.get('user'), c.req.param('id') ?? '')
    await next()
  }
  const registerFlag: MiddlewareHandler<AuthEnv> = async (c, next) => {
    if (c.req.query(REGISTER_FLAG) === undefined)
      throw new ValidationError({ [REGISTER_FLAG]: `Please ask with ?${REGISTER_FLAG} to register a new agency` })
    await next()
  }
  // the Content-Length is checked before anything is read; a body without one is cut off at the limit
  const logoLimit = uploadBodyLimit(LOGO_MAX_BYTES, LOGO_MESSAGES.tooLarge)
  return new Hono<AuthEnv>()
    .use('/travel-agencies', noStore)
    .use('/travel-agencies/*', noStore)
    .get('/travel-agencies', requireUser, async (c) => c.json(await service.list(c.get('user'))))
    .post('/travel-agencies', requireUser, registerFlag, validate('json', AgencyRegistrationSchema), async (c) =>
      c.json(await service.register(c.get('user'), c.req.valid('json')), 201),
    )
    .get('/travel-agencies/:id', requireUser, readableOnly, idParam('id', 'Travel agency'), async (c) =>
      c.json(await service.get(c.get('user'), c.get('agencyId'), c.req.param('id'))),
    )
    .patch(
      '/travel-agencies/:id',
      requireUser,
      changeableOnly,
      idParam('id', 'Travel agency'),
      validate('json', CorporateDesignPatchSchema),
      async (c) =>
        c.json(
          await service.updateCorporateDesign(c.get('user'), c.req.param('id'), c.req.valid('json').corporateDesign),
        ),
    )
    .post(
      '/travel-agencies/:id/logo',
      requireUser,
      changeableOnly,
      idParam('id', 'Travel agency'),
      logoLimit,
      async (c) => {
        const upload = await uploadedFile(c, 'logo', { ...LOGO_MESSAGES, maxBytes: LOGO_MAX_BYTES })
        return c.json(await service.uploadLogo(c.get('user'), c.req.param('id'), upload))
      },
    )
    .get('/travel-agencies/:id/verification', requireUser, readableOnly, idParam('id', 'Travel agency'), async (c) =>
      c.json(await service.verification(c.get('user'), c.get('agencyId'), c.req.param('id'))),
    )
}
