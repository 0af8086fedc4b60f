import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PropertyLeadPayload } from '#domain/leads/lead-payload.ts'
import type { SavedLeadAnswer } from '#domain/leads/types.ts'
import { track } from '#lib/analytics/track.ts'
import { api } from '#lib/api-client.ts'
import { catalogueKeys } from '#lib/catalogue/queries.ts'
import { useIdempotencyKey } from '#lib/idempotency.ts'
import { leadKeys } from '#lib/leads/queries.ts'
import { INTEREST_KEY_PREFIX } from '#lib/signed-in-storage.ts'

/**
 * Saves a property lead (docs/product/leads.md#api): POST /api/sales/leads/new/property with an
 * Idempotency-Key, or PATCH …/{leadId}/property for a lead being changed. Never retried by itself.
 * `keyScope`: where the key is kept in session storage (the interest form); without it the key
 * lives as long as the wizard, since the wizard's payload carries the card, which never goes to
 * storage.
 */
export function useSaveLead(leadId: string | null, keyScope?: string) {
  const keyFor = useIdempotencyKey(keyScope ? `${INTEREST_KEY_PREFIX}${keyScope}` : undefined)
  const queryClient = useQueryClient()
  return useMutation({
    mutationKey: ['leads', 'save'],
    mutationFn: (payload: PropertyLeadPayload) =>
      leadId
        ? api.patch<SavedLeadAnswer>(`/sales/leads/${leadId}/property`, payload)
        : api.post<SavedLeadAnswer>('/sales/leads/new/property', payload, {
            headers: { 'Idempotency-Key': keyFor(payload) },
          }),
    // the dashboards, the lead's page and the reports know the new state
    onSuccess: (_answer, payload) => {
      track(
        payload.intent === 'interest'
          ? { msg: 'save interest', data: { propertyId: payload._property } }
          : { msg: 'booking sent', data: { kind: 'agent', propertyId: payload._property, intent: payload.intent } },
      )
      return queryClient.invalidateQueries({ queryKey: leadKeys.all })
    },
    // an option or booking took its weeks, or was refused because one was sold meanwhile: the property's
    // availability is read again (docs/decisions/143-bookings-take-their-weeks.md)
    onSettled: (_answer, _error, payload) =>
      payload.intent === 'interest'
        ? undefined
        : queryClient.invalidateQueries({ queryKey: catalogueKeys.stays(payload._property) }),
    networkMode: 'always',
  })
}
