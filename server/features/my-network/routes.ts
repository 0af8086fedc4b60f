import { Hono, type Context, type MiddlewareHandler } from 'hono'
import {
  AcceptInvitationSchema,
  AddHotelSchema,
  ManagerInvitationSchema,
  OpenInvitationSchema,
  ProspectSchema,
} from '#domain/my-network/schemas.ts'
import { requireAccess } from '#server/auth/require-access.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { MyNetworkService } from './service.ts'

const caller = (c: Context<AuthEnv>) => ({ user: c.get('user'), acting: c.get('agencyId') })

/** The agency's hotel network (docs/product/my-network.md#api): the caller's agency's only; every answer is private. */
export function myNetworkRoutes(service: MyNetworkService, requireUser: MiddlewareHandler<AuthEnv>) {
  const privately: MiddlewareHandler<AuthEnv> = async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  }
  const partner = [requireUser, requireAccess('partners'), privately] as const
  const hotelId = idParam('hotelId', 'Hotel')
  return new Hono<AuthEnv>()
    .get('/my-network', ...partner, async (c) => c.json(await service.network(caller(c))))
    .get('/my-network/hotels/:hotelId', ...partner, hotelId, async (c) =>
      c.json(await service.hotel(caller(c), c.req.param('hotelId'))),
    )
    .post('/my-network/hotels', ...partner, validate('json', AddHotelSchema), async (c) => {
      const { created, hotel } = await service.addHotel(caller(c), c.req.valid('json').hotelId)
      return c.json(hotel, created ? 201 : 200)
    })
    .delete('/my-network/hotels/:hotelId', ...partner, hotelId, async (c) => {
      await service.removeHotel(caller(c), c.req.param('hotelId'))
      return c.body(null, 204)
    })
    .get('/my-network/invitations/:invitationId', ...partner, idParam('invitationId', 'Invitation'), async (c) =>
      c.json(await service.invitation(caller(c), c.req.param('invitationId'))),
    )
    .post('/my-network/manager-invitations', ...partner, validate('json', ManagerInvitationSchema), async (c) => {
      const { created, answer } = await service.inviteManager(caller(c), c.req.valid('json'))
      return c.json(answer, created ? 201 : 200)
    })
    .post('/my-network/prospects', ...partner, validate('json', ProspectSchema), async (c) => {
      const { created, prospect } = await service.inviteProspect(caller(c), c.req.valid('json'))
      return c.json(prospect, created ? 201 : 200)
    })
}

/** The hotel manager's landing: no sign-in (the signed link is the secret), never cached. */
export function hotelManagerInvitationPublicRoutes(service: MyNetworkService) {
  return new Hono()
    .post('/hotel-manager-invitations/open', validate('json', OpenInvitationSchema), async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await service.open(c.req.valid('json').token))
    })
    .post('/hotel-manager-invitations/accept', validate('json', AcceptInvitationSchema), async (c) => {
      c.header('Cache-Control', 'no-store')
      return c.json(await service.accept(c.req.valid('json')))
    })
}
