import { queryOptions } from '@tanstack/react-query'
import type { CheckoutStartDto, PaymentLinkDto } from '#domain/payments/types.ts'
import { api } from '#lib/api-client.ts'

/** Keys of payment links: never persisted (a link page may be opened on a shared device). */
export const paymentLinkKeys = {
  all: ['payment-links'] as const,
  link: (linkId: string) => [...paymentLinkKeys.all, linkId] as const,
}

/** GET /api/payment-links/{linkId}: the link page's data (public: the link is the secret). */
export function paymentLinkQueryOptions(linkId: string) {
  return queryOptions({
    queryKey: paymentLinkKeys.link(linkId),
    queryFn: ({ signal }) => api.get<PaymentLinkDto>(`/payment-links/${linkId}`, { signal }),
    staleTime: 0,
    retry: false,
  })
}

/** POST /api/payment-links/{linkId}/checkout: a fresh Stripe Checkout session to pay in. */
export function startCheckout(linkId: string): Promise<CheckoutStartDto> {
  return api.post<CheckoutStartDto>(`/payment-links/${linkId}/checkout`, {})
}

/** GET /api/leads/{leadId}/payment-links: the lead's links, for our team (admins). */
export const leadLinksKey = (leadId: string) => [...paymentLinkKeys.all, 'lead', leadId] as const
export function leadPaymentLinksQueryOptions(leadId: string) {
  return queryOptions({
    queryKey: leadLinksKey(leadId),
    queryFn: ({ signal }) => api.get<PaymentLinkDto[]>(`/leads/${leadId}/payment-links`, { signal }),
    staleTime: 10_000,
  })
}
