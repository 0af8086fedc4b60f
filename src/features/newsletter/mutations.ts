import { useMutation } from '@tanstack/react-query'
import type { NewsletterPayload } from '#domain/newsletter/newsletter-payload.ts'
import { api } from '#lib/api-client.ts'

/** POST /api/newsletter/client (SPEC.md §7: email, fullName); signing up twice is not an error. */
export function useNewsletterSignUp() {
  return useMutation({
    mutationKey: ['newsletter', 'sign-up'],
    mutationFn: (payload: NewsletterPayload) => api.post<{ ok: true }>('/newsletter/client', payload),
  })
}
