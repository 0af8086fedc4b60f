import type { HotelLocations, Language, LocalizedText } from '#domain/catalogue/types.ts'
import type { HotelListQuery } from '#domain/hotels/hotel-list.ts'
import type { HotelCategory, HotelListPage, InvitationLinkAnswer } from '#domain/hotels/types.ts'
import { ForbiddenError, NO_AGENCY_MESSAGE, NotFoundError } from '#server/lib/errors.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import { toHotelDetail } from './detail-answer.ts'
import type { InvitationSigner } from './invitation-link.ts'
import type { HotelRepository } from './repository.ts'
import { toHotelRoom } from './room-answer.ts'

/** Groups country / city / sector rows into countries with cities (and their sectors). */
export function groupLocations(rows: { country: string; city: string; sector: string | null }[]): HotelLocations {
  const countries = new Map<string, Map<string, Set<string>>>()
  for (const r of rows) {
    const cities = countries.get(r.country) ?? new Map<string, Set<string>>()
    countries.set(r.country, cities)
    const sectors = cities.get(r.city) ?? new Set<string>()
    cities.set(r.city, sectors)
    if (r.sector) sectors.add(r.sector)
  }
  return [...countries].map(([country, cities]) => ({
    country,
    cities: [...cities].map(([city, sectors]) => ({ city, sectors: [...sectors].sort() })),
  }))
}

export type HotelServiceOptions = {
  /** the public origin the invitation link points to */
  publicUrl: string
  /** the invitation signer, created on first use (it reads or writes the secret under the data directory) */
  invitationSigner: () => InvitationSigner
  now?: () => Date
  /**
   * stores the link as an invitation of the agency's network and answers it (docs/product/my-network.md#states);
   * without it the link is signed here and kept nowhere
   */
  issueLink?: (hotelId: string, inviter: { userId: string; agencyId: string }) => Promise<InvitationLinkAnswer>
  /**
   * a demo build (APP_ENV=demo): every hotel shows the MICE tab, a hotel without MICE facilities
   * with the standard demo hotel's (docs/product/hotels.md#hotel-page)
   */
  demoBuild?: boolean
}

/**
 * Hotel descriptions and rooms are public (the distribution page shows them without sign-in) and
 * cached with the catalogue's answers (cleared when the catalogue changes). Demo hotels are
 * answered by id: the demo flag only hides them from lists (docs/product/hotels.md#api).
 */
export function createHotelService(repo: HotelRepository, cache: ResponseCache, opts: HotelServiceOptions) {
  const names = async (kind: 'hotel' | 'room', key: (f: { id: string; name: LocalizedText }) => string) =>
    new Map((await repo.facilities(kind)).map((f) => [key(f), f.name]))
  return {
    locations: (includeDemos: boolean) =>
      cache.get(`hotel-locations:${includeDemos}`, async () => groupLocations(await repo.locations(includeDemos))),

    /** The public list: a visitor's hotels without prices, cached until the catalogue changes. */
    list: (q: HotelListQuery) => {
      const query = {
        destination: q.destination,
        includeDemos: q.includeDemos ?? false,
        limit: q.limit,
        offset: q.offset,
      }
      return cache.get(`hotel-list:${JSON.stringify(query)}`, async (): Promise<HotelListPage> => {
        const { rows, count } = await repo.list(query)
        const hotels = rows.map((r) => ({
          _id: r.id,
          name: r.name,
          category: r.category as HotelCategory,
          thumbnail: r.images[0] ?? '',
          location: { sector: r.sector, city: r.city, country: r.country },
          externalRatings: r.externalRatings,
        }))
        return { hotels, count, offset: query.offset, limit: query.limit }
      })
    },

    detail: (id: string, lang: Language) =>
      cache.get(`hotel:${id}:${lang}`, async () => {
        const row = await repo.hotel(id)
        if (!row) throw new NotFoundError('Hotel')
        const programs = (await repo.programsOf(id)).map((p) => ({ ...p, logoInline: p.logoInline ?? '' }))
        const mice =
          opts.demoBuild && row.miceFacilities.length === 0 ? await repo.demoMiceFacilities() : row.miceFacilities
        return toHotelDetail({ ...row, miceFacilities: mice }, programs, await names('hotel', (f) => f.name.en), lang)
      }),

    rooms: (hotelId: string, lang: Language) =>
      cache.get(`hotel-rooms:${hotelId}:${lang}`, async () => {
        if (!(await repo.exists(hotelId))) throw new NotFoundError('Hotel')
        const facilityNames = await names('room', (f) => f.id)
        return (await repo.roomsOf(hotelId)).map((row) => toHotelRoom(row, facilityNames, lang))
      }),

    /** A signed link to the hotel's distribution page, valid for INVITATION_DAYS days. */
    async invitationLink(
      hotelId: string,
      inviter: { userId: string; agencyId: string | null },
    ): Promise<InvitationLinkAnswer> {
      // the link names the inviting agency: a user without one has nobody to invite for
      if (!inviter.agencyId) throw new ForbiddenError(NO_AGENCY_MESSAGE)
      if (!(await repo.exists(hotelId))) throw new NotFoundError('Hotel')
      if (opts.issueLink) return opts.issueLink(hotelId, { userId: inviter.userId, agencyId: inviter.agencyId })
      const { token, expiresAt } = opts.invitationSigner().sign({ hotelId, ...inviter }, opts.now?.() ?? new Date())
      const link = `${opts.publicUrl}/distribution/hotels/${hotelId}?${new URLSearchParams({ invitation: token })}`
      return { link, expiresAt }
    },
  }
}
export type HotelService = ReturnType<typeof createHotelService>
