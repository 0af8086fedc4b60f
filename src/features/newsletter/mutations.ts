import { useMutation } from '@tanstack/react-query'
import type { NewsletterPayload } from '#domain/newsletter/newsletter-payload.ts'
import { api } from '#lib/api-client.ts'

/**
 * POST /api/newsletter/client (email, fullName:
 * docs/product/contact-and-newsletter.md#newsletter-storage); signing up twice is not an error.
 */
export function useNewsletterSignUp() {
  return useMutation({
    mutationKey: ['newsletter', 'sign-up'],
    mutationFn: (payload: NewsletterPayload) => api.post<{ ok: true }>('/newsletter/client', payload),
  })
}
