import { queryOptions } from '@tanstack/react-query'
import type { Night } from '#domain/extranet/calendar.ts'
import type { HotelContent } from '#domain/extranet/content.ts'
import type { ProgramAnswer } from '#domain/hotels/types.ts'
import type { RatePlansAnswer } from '#domain/extranet/rate-plan.ts'
import { api } from '#lib/api-client.ts'

export type ExtranetOverview = {
  hotel: { id: string; name: string; currency: string }
  rooms: { id: string; name: string; quantity: number }[]
  ratePlans: { id: string; name: string; priceFactor: number; minNights: number; isOnRequest: boolean }[]
  apiKey: { prefix: string; createdAt: string } | null
}
export type CalendarAnswer = { room: { id: string; name: string; quantity: number }; nights: Night[] }

/** Keys of the extranet (docs/product/extranet.md): a hotel's own data, signed in, never persisted. */
export const extranetKeys = {
  all: ['extranet'] as const,
  hotel: (hotelId: string) => [...extranetKeys.all, hotelId] as const,
  content: (hotelId: string) => [...extranetKeys.hotel(hotelId), 'content'] as const,
  ratePlans: (hotelId: string) => [...extranetKeys.hotel(hotelId), 'rate-plans'] as const,
  calendar: (hotelId: string, roomId: string, from: string, to: string) =>
    [...extranetKeys.hotel(hotelId), 'calendar', roomId, from, to] as const,
}

export function overviewQueryOptions(hotelId: string) {
  return queryOptions({
    queryKey: extranetKeys.hotel(hotelId),
    queryFn: ({ signal }) => api.get<ExtranetOverview>(`/extranet/hotels/${hotelId}`, { signal }),
    staleTime: 30_000,
  })
}

export function calendarQueryOptions(hotelId: string, roomId: string, from: string, to: string) {
  return queryOptions({
    queryKey: extranetKeys.calendar(hotelId, roomId, from, to),
    queryFn: ({ signal }) =>
      api.get<CalendarAnswer>(`/extranet/hotels/${hotelId}/calendar`, { query: { roomId, from, to }, signal }),
    staleTime: 10_000,
  })
}

export type ContentAnswer = {
  content: HotelContent
  version: number
  versions: { version: number; savedAt: string; by: string | null; revertOf: number | null; changed: string[] }[]
}

export function contentQueryOptions(hotelId: string) {
  return queryOptions({
    queryKey: extranetKeys.content(hotelId),
    queryFn: ({ signal }) => api.get<ContentAnswer>(`/extranet/hotels/${hotelId}/content`, { signal }),
    staleTime: 0,
  })
}

/** Every program (GET /api/programs, the hidden ones too): the admins' choice of a hotel's programs. */
export function programsQueryOptions() {
  return queryOptions({
    queryKey: [...extranetKeys.all, 'programs'] as const,
    queryFn: ({ signal }) => api.get<ProgramAnswer[]>('/programs', { entityList: true, signal }),
    staleTime: 5 * 60_000,
  })
}

export function ratePlansQueryOptions(hotelId: string) {
  return queryOptions({
    queryKey: extranetKeys.ratePlans(hotelId),
    queryFn: ({ signal }) => api.get<RatePlansAnswer>(`/extranet/hotels/${hotelId}/rate-plans`, { signal }),
    staleTime: 0,
  })
}
