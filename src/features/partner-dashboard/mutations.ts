import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import type { CardRevealAnswer, SavedLeadAnswer } from '#domain/leads/types.ts'
import { api } from '#lib/api-client.ts'
import { leadKeys } from '#lib/leads/queries.ts'

/** An operator's decision on a lead (admins; POST /api/sales/leads/{id}/status): the page and every list refresh. */
export function useLeadStatusMutation(leadId: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (body: { to: LeadStatus; note?: string }) =>
      api.post<SavedLeadAnswer>(`/sales/leads/${leadId}/status`, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: leadKeys.all }),
  })
}

/**
 * The clear card number (admins; POST /api/sales/leads/{id}/card-reveal, recorded by the server).
 * A plain call, not a query or a mutation: the number must never sit in a cache
 * (docs/product/leads.md#card-data); the caller keeps it in component state only.
 */
export function revealCardNumber(leadId: string): Promise<CardRevealAnswer> {
  return api.post<CardRevealAnswer>(`/sales/leads/${leadId}/card-reveal`)
}
