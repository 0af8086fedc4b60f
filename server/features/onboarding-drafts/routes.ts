import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { OnboardingDraftSchema } from '#domain/onboarding/schemas.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { PayloadTooLargeError } from '#server/lib/errors.ts'
import { validate } from '#server/lib/validate.ts'
import type { OnboardingDraftService } from './service.ts'

/** a draft is a few short fields */
export const DRAFT_MAX_BYTES = 8 * 1024

/** GET and PUT /api/onboarding/draft: the signed-in person's own draft only. */
export function onboardingDraftRoutes(service: OnboardingDraftService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>()
    .use('/onboarding/draft', async (c, next) => {
      await next()
      c.header('Cache-Control', 'private, no-store')
    })
    .get('/onboarding/draft', requireUser, async (c) => c.json(await service.get(c.get('user').id)))
    .put(
      '/onboarding/draft',
      requireUser,
      bodyLimit({
        maxSize: DRAFT_MAX_BYTES,
        onError: () => {
          throw new PayloadTooLargeError('The draft is too large')
        },
      }),
      validate('json', OnboardingDraftSchema),
      async (c) => c.json(await service.save(c.get('user').id, c.req.valid('json'))),
    )
}
