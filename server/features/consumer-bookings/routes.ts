import { Hono } from 'hono'
import type { ConsumerBookingAnswer } from '#domain/leads/consumer-booking.ts'
import { readJsonBody } from '#server/lib/json-body.ts'
import type { ConsumerBookingService } from './service.ts'

/**
 * POST /api/bookings/consumer (public; server/app.ts puts the public-write guard and the write rate
 * limit in front): a consumer booking request, 201 {_id, reference, status}, also for an idempotent
 * replay (with Idempotent-Replayed: true). docs/product/leads.md#consumer-booking
 */
export function consumerBookingRoutes(service: ConsumerBookingService) {
  return new Hono().post('/bookings/consumer', async (c) => {
    const stored = await service.submit(await readJsonBody(c), c.req.header('Idempotency-Key') ?? null)
    if (stored.replayed) c.header('Idempotent-Replayed', 'true')
    return c.json(
      { _id: stored.id, reference: stored.reference, status: 'requestedBooking' } satisfies ConsumerBookingAnswer,
      201,
    )
  })
}
