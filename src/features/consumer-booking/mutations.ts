import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { ConsumerBookingAnswer, ConsumerBookingInput } from '#domain/leads/consumer-booking.ts'
import { track } from '#lib/analytics/track.ts'
import { api } from '#lib/api-client.ts'
import { catalogueKeys } from '#lib/catalogue/queries.ts'
import { useIdempotencyKey } from '#lib/idempotency.ts'

/**
 * Sends a consumer booking (POST /api/bookings/consumer, docs/product/leads.md#consumer-booking).
 * Never retried automatically; the Idempotency-Key makes the guest's own retry store one booking.
 */
export function useSendConsumerBooking() {
  const keyFor = useIdempotencyKey()
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['consumer-booking', 'send'],
    mutationFn: (body: ConsumerBookingInput) =>
      api.post<ConsumerBookingAnswer>('/bookings/consumer', body, { headers: { 'Idempotency-Key': keyFor(body) } }),
    onSuccess: (_answer, body) =>
      track({ msg: 'booking sent', data: { kind: 'consumer', propertyId: body.propertyId } }),
    // the booking took its week, or was refused because it was sold meanwhile: the availability is read again
    // (docs/decisions/143-bookings-take-their-weeks.md)
    onSettled: (_answer, _error, body) =>
      body.propertyId ? queryClient.invalidateQueries({ queryKey: catalogueKeys.stays(body.propertyId) }) : undefined,
  })
}
