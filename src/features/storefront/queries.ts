import { queryOptions } from '@tanstack/react-query'
import type { Language } from '#domain/catalogue/types.ts'
import type { Testimonial } from '#domain/testimonials/testimonial-answer.ts'
import { api } from '#lib/api-client.ts'
import { currentLanguage } from '#lib/i18n.ts'

const storefrontKeys = {
  all: ['storefront'] as const,
  testimonials: (language: Language) => [...storefrontKeys.all, 'testimonials', language] as const,
}

/** Two random testimonials (GET /api/testimonials); one pair per visit and language. */
export function testimonialsQueryOptions(language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: storefrontKeys.testimonials(language),
    queryFn: ({ signal }) => api.get<Testimonial[]>('/testimonials', { entityList: true, signal }),
    staleTime: Infinity,
  })
}
