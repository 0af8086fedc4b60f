import { queryOptions } from '@tanstack/react-query'
import type { StayState } from '#domain/property-stays/stays.ts'
import { api } from '#lib/api-client.ts'
import type { EditableProperty } from './property-form.ts'

/** A property the caller keeps, as the list answers it. */
export type KeptProperty = {
  id: string
  name: string
  city: string
  country: string
  propertyType: string
  operator: string
  priceFrom: number | null
  currency: string
}
export type PropertyAnswer = {
  property: EditableProperty
  facilities: { id: string; name: { en: string; de: string } }[]
}
export type Stay = {
  _id: string
  checkIn: string
  checkOut: string
  state: StayState
  rates: Record<string, number | null>
  minRate: number | null
}
export type StaysAnswer = {
  property: { id: string; name: string; currency: string; serviceLevels: string[] }
  stays: Stay[]
}
export type SeasonAnswer = {
  dryRun: boolean
  weeks: { checkIn: string; checkOut: string; overlaps: string | null }[]
  added: number
}

/** Keys of the properties' back-office (docs/product/extranet.md#property-screens): signed in, never persisted. */
export const propertyStayKeys = {
  all: ['extranet-properties'] as const,
  list: () => [...propertyStayKeys.all, 'list'] as const,
  property: (id: string) => [...propertyStayKeys.all, id] as const,
  fields: (id: string) => [...propertyStayKeys.property(id), 'fields'] as const,
  stays: (id: string) => [...propertyStayKeys.property(id), 'stays'] as const,
}

export const keptPropertiesQueryOptions = () =>
  queryOptions({
    queryKey: propertyStayKeys.list(),
    queryFn: ({ signal }) => api.get<{ properties: KeptProperty[] }>('/extranet/properties', { signal }),
    staleTime: 30_000,
  })

export const propertyQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyStayKeys.fields(id),
    queryFn: ({ signal }) => api.get<PropertyAnswer>(`/extranet/properties/${id}`, { signal }),
    staleTime: 0,
  })

export const staysQueryOptions = (id: string) =>
  queryOptions({
    queryKey: propertyStayKeys.stays(id),
    queryFn: ({ signal }) => api.get<StaysAnswer>(`/extranet/properties/${id}/stays`, { signal }),
    staleTime: 0,
  })
