import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { HotelInterestPayload } from '#domain/hotels/interest-payload.ts'
import type { SavedInterestAnswer } from '#domain/hotels/types.ts'
import { track } from '#lib/analytics/track.ts'
import { api } from '#lib/api-client.ts'
import { hotelKeys } from '#lib/hotels/queries.ts'
import { INTEREST_KEY_PREFIX } from '#lib/signed-in-storage.ts'
import { useIdempotencyKey } from '#lib/idempotency.ts'

/**
 * POST /api/hotels/interests (docs/product/hotels.md#save-interest): never retried by itself; the
 * Idempotency-Key (kept per content for the tab) makes the agent's own retry store it once.
 */
export function useSaveInterest(scope: string) {
  const keyFor = useIdempotencyKey(`${INTEREST_KEY_PREFIX}${scope}`)
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['hotel-interests', 'save'],
    mutationFn: (payload: HotelInterestPayload) =>
      api.post<SavedInterestAnswer>('/hotels/interests', payload, { headers: { 'Idempotency-Key': keyFor(payload) } }),
    // the dashboard, the client autocomplete and the last leads know the new interest
    onSuccess: (_answer, payload) => {
      track({ msg: 'save interest', data: { hotelId: payload.hotelId } })
      return Promise.all([
        queryClient.invalidateQueries({ queryKey: hotelKeys.interests }),
        queryClient.invalidateQueries({ queryKey: ['autocomplete'] }),
      ])
    },
    networkMode: 'always',
  })
}
