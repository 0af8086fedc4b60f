import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query'
import type { Language } from '#domain/catalogue/types.ts'
import { HOTEL_PAGE_SIZE, nextHotelPageOffset, nextListOffset } from '#domain/hotels/hotel-pages.ts'
import type { HotelSearchFilter } from '#domain/hotels/hotel-search-filter.ts'
import type { AvailabilityQuery, OffersQuery } from '#domain/hotels/room-request.ts'
import type {
  AvailableHotelsAnswer,
  AvailableHotelsPage,
  AvailableRoomsAnswer,
  ClientSuggestion,
  HotelDetail,
  HotelInterestDetail,
  HotelListPage,
  HotelRoom,
  InspirationPost,
  InvitationLinkAnswer,
  LastLead,
  OffersAnswer,
  PaymentProfile,
  ProgramAnswer,
  RoomAvailability,
} from '#domain/hotels/types.ts'
import { asksClientSuggestions } from '#domain/hotels/client-search.ts'
import { api } from '#lib/api-client.ts'
import { currentLanguage } from '#lib/i18n.ts'
import { CATALOGUE_QUERY_ROOT, staleTimes } from '#lib/query-client.ts'

/**
 * Query keys and options of every hotel call (docs/product/hotels.md#api), shared by the
 * hotel-search, hotels, selection and interests features. Hotel descriptions, rooms, search results,
 * programs and inspiration live under the persisted catalogue root (they open offline, with the time
 * they were fetched); offers, availability, interests and client data never do.
 */
export const hotelKeys = {
  all: [CATALOGUE_QUERY_ROOT, 'hotels'] as const,
  search: (filter: HotelSearchFilter, includeDemos: boolean) =>
    [...hotelKeys.all, 'available', filter, includeDemos] as const,
  /** the /hotels grid's pages (another answer shape than `search`, so another key) */
  searchPages: (filter: HotelSearchFilter, includeDemos: boolean) =>
    [...hotelKeys.all, 'available-pages', filter, includeDemos] as const,
  /** the consumer storefront's list of a destination (no prices) */
  list: (destination: string, includeDemos: boolean) => [...hotelKeys.all, 'list', destination, includeDemos] as const,
  detail: (hotelId: string, language: Language) => [...hotelKeys.all, 'detail', hotelId, language] as const,
  rooms: (hotelId: string, language: Language) => [...hotelKeys.all, 'rooms', hotelId, language] as const,
  room: (roomId: string, language: Language) => [...hotelKeys.all, 'room', roomId, language] as const,
  programs: () => [CATALOGUE_QUERY_ROOT, 'programs'] as const,
  inspiration: (hotelId: string | null, language: Language) =>
    [CATALOGUE_QUERY_ROOT, 'inspiration', hotelId, language] as const,
  /** live data: never persisted */
  live: ['hotel-live'] as const,
  offers: (roomId: string, query: OffersQuery) => [...hotelKeys.live, 'offers', roomId, query] as const,
  availability: (roomId: string, query: AvailabilityQuery) =>
    [...hotelKeys.live, 'availability', roomId, query] as const,
  availableRooms: (hotelId: string, checkInDate: string, checkOutDate: string, paymentProfile: PaymentProfile) =>
    [...hotelKeys.live, 'available-rooms', hotelId, checkInDate, checkOutDate, paymentProfile] as const,
  /** a signed, expiring link: never persisted */
  invitationLink: (hotelId: string) => ['hotel-invitation-link', hotelId] as const,
  interests: ['hotel-interests'] as const,
  interest: (id: string) => [...hotelKeys.interests, id] as const,
  clients: (fullText: string) => ['autocomplete', 'clients', fullText] as const,
  lastLeads: () => ['autocomplete', 'last-leads'] as const,
}

/**
 * GET /api/available-hotels: every matching hotel (the header's global search); the filter as query
 * parameters (arrays repeat the key).
 */
export function availableHotelsQueryOptions(filter: HotelSearchFilter, includeDemos: boolean) {
  return queryOptions({
    queryKey: hotelKeys.search(filter, includeDemos),
    queryFn: ({ signal }) =>
      api.get<AvailableHotelsAnswer>('/available-hotels', {
        query: { ...filter, includeDemos },
        entityList: true,
        signal,
      }),
    staleTime: staleTimes.availableHotels,
  })
}

/**
 * GET /api/available-hotels, page by page (docs/product/hotels.md#search): each page holds the next
 * HOTEL_PAGE_SIZE cards of both lists of the split (available, unavailable), sorted by the server;
 * the grid asks for the next one on "Show more". Kept 5 minutes and persisted like the whole list.
 */
export function availableHotelPagesQueryOptions(filter: HotelSearchFilter, includeDemos: boolean) {
  return infiniteQueryOptions({
    queryKey: hotelKeys.searchPages(filter, includeDemos),
    queryFn: ({ pageParam, signal }) =>
      api.get<AvailableHotelsPage>('/available-hotels', {
        query: { ...filter, includeDemos, limit: HOTEL_PAGE_SIZE, offset: pageParam },
        entityList: true,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextHotelPageOffset,
    staleTime: staleTimes.availableHotels,
  })
}

/**
 * GET /api/hotels, page by page (docs/product/hotels.md#browsing-hotels): a destination's hotels
 * without prices for the consumer storefront, HOTEL_PAGE_SIZE more per "Show more".
 */
export function hotelListQueryOptions(destination: string, includeDemos: boolean) {
  return infiniteQueryOptions({
    queryKey: hotelKeys.list(destination, includeDemos),
    queryFn: ({ pageParam, signal }) =>
      api.get<HotelListPage>('/hotels', {
        query: { destination: destination || undefined, includeDemos, limit: HOTEL_PAGE_SIZE, offset: pageParam },
        entityList: true,
        signal,
      }),
    initialPageParam: 0,
    getNextPageParam: nextListOffset,
    staleTime: staleTimes.availableHotels,
  })
}

/** GET /api/hotels/{id}: cached 5 min, only when the id is present. */
export function hotelQueryOptions(hotelId: string, language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: hotelKeys.detail(hotelId, language),
    queryFn: ({ signal }) => api.get<HotelDetail>(`/hotels/${hotelId}`, { entityList: true, signal }),
    staleTime: staleTimes.hotel,
    enabled: hotelId !== '',
  })
}

export function hotelRoomsQueryOptions(hotelId: string, language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: hotelKeys.rooms(hotelId, language),
    queryFn: ({ signal }) => api.get<HotelRoom[]>(`/hotels/${hotelId}/rooms`, { entityList: true, signal }),
    staleTime: staleTimes.rooms,
  })
}

/** GET /api/hotelrooms/{roomId}: one per room of the selection. */
export function hotelRoomQueryOptions(roomId: string, language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: hotelKeys.room(roomId, language),
    queryFn: ({ signal }) => api.get<HotelRoom>(`/hotelrooms/${roomId}`, { entityList: true, signal }),
    staleTime: staleTimes.rooms,
  })
}

export function roomOffersQueryOptions(roomId: string, query: OffersQuery) {
  return queryOptions({
    queryKey: hotelKeys.offers(roomId, query),
    queryFn: ({ signal }) =>
      api.get<OffersAnswer>(`/hotelrooms/${roomId}/offers`, { query: { ...query, roomId }, entityList: true, signal }),
    staleTime: staleTimes.offers,
  })
}

export function roomAvailabilityQueryOptions(roomId: string, query: AvailabilityQuery) {
  return queryOptions({
    queryKey: hotelKeys.availability(roomId, query),
    queryFn: ({ signal }) => api.get<RoomAvailability>(`/hotelrooms/${roomId}/availability`, { query, signal }),
    staleTime: staleTimes.offers,
  })
}

export function availableRoomsQueryOptions(
  hotelId: string,
  checkInDate: string,
  checkOutDate: string,
  paymentProfile: PaymentProfile,
) {
  return queryOptions({
    queryKey: hotelKeys.availableRooms(hotelId, checkInDate, checkOutDate, paymentProfile),
    queryFn: ({ signal }) =>
      api.get<AvailableRoomsAnswer>(`/hotels/${hotelId}/available-rooms`, {
        query: { checkInDate, checkOutDate, paymentProfile },
        signal,
      }),
    staleTime: staleTimes.offers,
  })
}

/** GET /api/programs?isVisibleInHotelSearch: cached forever. */
export function hotelSearchProgramsQueryOptions() {
  return queryOptions({
    queryKey: hotelKeys.programs(),
    queryFn: ({ signal }) =>
      api.get<ProgramAnswer[]>('/programs', { query: { isVisibleInHotelSearch: true }, entityList: true, signal }),
    staleTime: staleTimes.programs,
  })
}

export function inspirationQueryOptions(hotelId: string | null, language: Language = currentLanguage()) {
  return queryOptions({
    queryKey: hotelKeys.inspiration(hotelId, language),
    queryFn: ({ signal }) =>
      api.get<InspirationPost[]>('/inspirationnow', { query: { hotelId }, entityList: true, signal }),
    staleTime: staleTimes.catalogue,
  })
}

/** GET /api/hotels/{id}/hotel-manager-invitation-link: sign-in required; asked for on a click. */
export function hotelInvitationLinkQueryOptions(hotelId: string) {
  return queryOptions({
    queryKey: hotelKeys.invitationLink(hotelId),
    queryFn: ({ signal }) =>
      api.get<InvitationLinkAnswer>(`/hotels/${hotelId}/hotel-manager-invitation-link`, { signal }),
    staleTime: 5 * 60_000,
    retry: false,
  })
}

export function hotelInterestQueryOptions(id: string) {
  return queryOptions({
    queryKey: hotelKeys.interest(id),
    queryFn: ({ signal }) => api.get<HotelInterestDetail>(`/hotels/interests/${id}`, { signal }),
  })
}

/** GET /api/autocomplete/clients: from 3 characters, up to the server's 100 (`asksClientSuggestions`). */
export function clientSuggestionsQueryOptions(fullText: string) {
  return queryOptions({
    queryKey: hotelKeys.clients(fullText),
    queryFn: ({ signal }) => api.get<ClientSuggestion[]>('/autocomplete/clients', { query: { fullText }, signal }),
    enabled: asksClientSuggestions(fullText),
    staleTime: 30_000,
  })
}

export function lastLeadsQueryOptions() {
  return queryOptions({
    queryKey: hotelKeys.lastLeads(),
    queryFn: ({ signal }) => api.get<LastLead[]>('/autocomplete/last-leads', { signal }),
    staleTime: 30_000,
  })
}
