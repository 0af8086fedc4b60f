import { queryOptions } from '@tanstack/react-query'
import type { StaysAnswer } from '../../domain/catalogue/types.ts'
import { api } from '../../lib/api-client.ts'

export const enquiryKeys = {
  all: ['enquiry'] as const,
  stays: (propertyId: string) => [...enquiryKeys.all, 'stays', propertyId] as const,
}

/** The stays of a property for the 'period sold' rule, when the page did not hand them over. */
export function enquiryStaysQueryOptions(propertyId: string) {
  return queryOptions({
    queryKey: enquiryKeys.stays(propertyId),
    queryFn: ({ signal }) => api.get<StaysAnswer>(`/properties/${propertyId}/stays`, { entityList: true, signal }),
    staleTime: 60_000,
  })
}
