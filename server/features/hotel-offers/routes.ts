import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { AvailabilityQuerySchema, OffersQuerySchema } from '#domain/hotels/room-request.ts'
import { requireAccess } from '#server/auth/require-access.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { cachedJson } from '#server/lib/cached-json.ts'
import { idParam } from '#server/lib/id-param.ts'
import { languageOf } from '#server/lib/language.ts'
import { requestHeader } from '#server/lib/request-header.ts'
import type { ResponseCache } from '#server/lib/response-cache.ts'
import { parseOrThrow } from '#server/lib/validate.ts'
import { coercedQuery } from './query.ts'
import type { Caller, HotelOfferService } from './service.ts'

const OFFERS_QUERY = { numbers: ['numAdults', 'numChildren'], arrays: ['childrenAges'] } as const
const AVAILABILITY_QUERY = { numbers: ['requestedRoomQuantity'], arrays: [] } as const

const caller = (c: Context<AuthEnv>): Caller => ({ user: c.get('user'), agencyId: c.get('agencyId') })

/** Live answers (prices, availability, commission) are the caller's own: never stored by a cache. */
const live = (c: Context) => c.header('Cache-Control', 'private, no-store')

/**
 * The offers calls (docs/product/hotels.md#offers-availability-and-interests): the public room,
 * and, signed in with a partner role, a room's offers and availability and a hotel's available rooms.
 */
export function hotelOfferRoutes(
  service: HotelOfferService,
  requireUser: MiddlewareHandler<AuthEnv>,
  cache: ResponseCache,
) {
  const partner = requireAccess('partners')
  return new Hono<AuthEnv>()
    .get('/hotelrooms/:roomId', idParam('roomId', 'Room'), async (c) => {
      const language = languageOf(requestHeader(c, 'accept-language'))
      const roomId = c.req.param('roomId')
      return cachedJson(
        c,
        await cache.get(`hotel-room:${roomId}:${language}`, () => service.room(roomId, language)),
        300,
      )
    })
    .get('/hotelrooms/:roomId/offers', requireUser, partner, idParam('roomId', 'Room'), async (c) => {
      const query = parseOrThrow(OffersQuerySchema, coercedQuery(c, OFFERS_QUERY))
      live(c)
      const language = languageOf(requestHeader(c, 'accept-language'))
      return c.json(await service.keptOffers(c.req.param('roomId'), query, caller(c), language))
    })
    .get('/hotelrooms/:roomId/availability', requireUser, partner, idParam('roomId', 'Room'), async (c) => {
      const query = parseOrThrow(AvailabilityQuerySchema, coercedQuery(c, AVAILABILITY_QUERY))
      live(c)
      return c.json(await service.availability(c.req.param('roomId'), query, caller(c)))
    })
    .get('/hotels/:hotelId/available-rooms', requireUser, partner, idParam('hotelId', 'Hotel'), async (c) => {
      const query = parseOrThrow(AvailabilityQuerySchema, coercedQuery(c, AVAILABILITY_QUERY))
      live(c)
      return c.json(await service.availableRooms(c.req.param('hotelId'), query, caller(c)))
    })
}
