import { Hono, type MiddlewareHandler } from 'hono'
import { OnboardingDraftSchema } from '#domain/onboarding/schemas.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { writeBodyLimit } from '#server/lib/body-limit.ts'
import { PayloadTooLargeError } from '#server/lib/errors.ts'
import { validate } from '#server/lib/validate.ts'
import type { OnboardingDraftService } from './service.ts'

/** A draft is a few short texts: 8 KB is plenty. */
export const DRAFT_MAX_BYTES = 8 * 1024
export const DRAFT_TOO_LARGE_MESSAGE = 'The draft may be at most 8 KB'

/** GET/PUT /api/onboarding/draft: the signed-in person's own draft, never cached. */
export function onboardingDraftRoutes(service: OnboardingDraftService, requireUser: MiddlewareHandler<AuthEnv>) {
  const limit = writeBodyLimit({
    maxSize: DRAFT_MAX_BYTES,
    onError: () => {
      throw new PayloadTooLargeError(DRAFT_TOO_LARGE_MESSAGE)
    },
  })
  const noStore: MiddlewareHandler<AuthEnv> = async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  }
  return new Hono<AuthEnv>()
    .use('/onboarding/draft', noStore)
    .get('/onboarding/draft', requireUser, async (c) => c.json(await service.get(c.get('user'))))
    .put('/onboarding/draft', requireUser, limit, validate('json', OnboardingDraftSchema), async (c) =>
      c.json(await service.save(c.get('user'), c.req.valid('json'))),
    )
}
