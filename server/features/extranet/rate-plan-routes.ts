import { Hono, type MiddlewareHandler } from 'hono'
import { RatePlanPatchSchema, RatePlanSchema } from '#domain/extranet/rate-plan.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { ExtranetService } from './service.ts'

/** A hotel's rate plans (docs/product/extranet.md#rate-plans); access as the hotel's nights. */
export function ratePlanRoutes(service: ExtranetService, requireUser: MiddlewareHandler<AuthEnv>) {
  const hotel = idParam('hotelId', 'Hotel')
  const plan = idParam('ratePlanId', 'Rate plan')
  const base = '/extranet/hotels/:hotelId/rate-plans'
  const privately: MiddlewareHandler = async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  }
  return new Hono<AuthEnv>()
    .get(base, requireUser, privately, hotel, async (c) =>
      c.json(await service.ratePlans(c.get('user'), c.req.param('hotelId'))),
    )
    .post(base, requireUser, privately, hotel, validate('json', RatePlanSchema), async (c) => {
      const { ratePlan, replayed } = await service.createRatePlan(
        c.get('user'),
        c.req.param('hotelId'),
        c.req.valid('json'),
        c.req.header('Idempotency-Key') ?? null,
      )
      if (replayed) c.header('Idempotent-Replayed', 'true')
      return c.json({ ratePlan }, 201)
    })
    .patch(
      `${base}/:ratePlanId`,
      requireUser,
      privately,
      hotel,
      plan,
      validate('json', RatePlanPatchSchema),
      async (c) =>
        c.json(
          await service.updateRatePlan(
            c.get('user'),
            c.req.param('hotelId'),
            c.req.param('ratePlanId'),
            c.req.valid('json'),
          ),
        ),
    )
    .delete(`${base}/:ratePlanId`, requireUser, privately, hotel, plan, async (c) =>
      c.json(await service.deleteRatePlan(c.get('user'), c.req.param('hotelId'), c.req.param('ratePlanId'))),
    )
}
