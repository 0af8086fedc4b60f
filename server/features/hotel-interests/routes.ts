import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { HotelInterestPayloadSchema } from '#domain/hotels/interest-payload.ts'
import type { SavedInterestAnswer } from '#domain/hotels/types.ts'
import { requireAccess } from '#server/auth/require-access.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { InterestCaller, HotelInterestService } from './service.ts'

const caller = (c: Context<AuthEnv>): InterestCaller => ({ user: c.get('user'), agencyId: c.get('agencyId') })

/**
 * Saved hotel interests (docs/product/hotels.md#offers-availability-and-interests): POST stores one
 * (201 `{ _id }`, an Idempotency-Key replay too, with Idempotent-Replayed: true), GET answers one of
 * the caller's agency. Signed in with a partner role only, never cached.
 */
export function hotelInterestRoutes(service: HotelInterestService, requireUser: MiddlewareHandler<AuthEnv>) {
  const partner = requireAccess('partners')
  return new Hono<AuthEnv>()
    .post('/hotels/interests', requireUser, partner, validate('json', HotelInterestPayloadSchema), async (c) => {
      const saved = await service.save(c.req.valid('json'), c.req.header('Idempotency-Key') ?? null, caller(c))
      if (saved.replayed) c.header('Idempotent-Replayed', 'true')
      c.header('Cache-Control', 'private, no-store')
      return c.json({ _id: saved.id } satisfies SavedInterestAnswer, 201)
    })
    .get('/hotels/interests/:id', requireUser, partner, idParam('id', 'Interest'), async (c) => {
      c.header('Cache-Control', 'private, no-store')
      return c.json(await service.detail(c.req.param('id'), caller(c)))
    })
}
