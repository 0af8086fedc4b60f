import { useMutation } from '@tanstack/react-query'
import type { NewsletterAnswer } from '#domain/newsletter/newsletter-answer.ts'
import type { NewsletterPayload } from '#domain/newsletter/newsletter-payload.ts'
import { api } from '#lib/api-client.ts'

/**
 * POST /api/newsletter/client (email, fullName:
 * docs/product/contact-and-newsletter.md#newsletter-storage); signing up twice is not an error.
 */
export function useNewsletterSignUp() {
  return useMutation({
    mutationKey: ['newsletter', 'sign-up'],
    mutationFn: (payload: NewsletterPayload) => api.post<NewsletterAnswer>('/newsletter/client', payload),
  })
}
