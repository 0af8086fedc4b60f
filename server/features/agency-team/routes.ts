import { Hono, type MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { AutoInviteSchema, InvitationSchema, MemberChangeSchema } from '#domain/agency-team/schemas.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { AgencyTeamService } from './service.ts'

const TokenParam = v.object({ token: v.pipe(v.string(), v.maxLength(100, 'Invitation not found')) })

/** The agency's people (docs/product/agency.md); every answer is private. */
export function agencyTeamRoutes(service: AgencyTeamService, requireUser: MiddlewareHandler<AuthEnv>) {
  const privately: MiddlewareHandler<AuthEnv> = async (c, next) => {
    await next()
    c.header('Cache-Control', 'private, no-store')
  }
  const agencyId = idParam('id', 'Travel agency')
  return new Hono<AuthEnv>()
    .get('/travel-agencies/:id/team', requireUser, privately, agencyId, async (c) =>
      c.json(await service.team(c.get('user'), c.get('agencyId'), c.req.param('id'))),
    )
    .get('/travel-agencies/:id/history', requireUser, privately, agencyId, async (c) =>
      c.json(await service.history(c.get('user'), c.get('agencyId'), c.req.param('id'))),
    )
    .post(
      '/travel-agencies/:id/invitations',
      requireUser,
      privately,
      agencyId,
      validate('json', InvitationSchema),
      async (c) =>
        c.json(await service.invite(c.get('user'), c.get('agencyId'), c.req.param('id'), c.req.valid('json')), 201),
    )
    .post(
      '/travel-agencies/:id/invitations/:invitationId/resend',
      requireUser,
      privately,
      agencyId,
      idParam('invitationId', 'Invitation'),
      async (c) =>
        c.json(await service.resend(c.get('user'), c.get('agencyId'), c.req.param('id'), c.req.param('invitationId'))),
    )
    .delete(
      '/travel-agencies/:id/invitations/:invitationId',
      requireUser,
      privately,
      agencyId,
      idParam('invitationId', 'Invitation'),
      async (c) =>
        c.json(await service.revoke(c.get('user'), c.get('agencyId'), c.req.param('id'), c.req.param('invitationId'))),
    )
    .patch(
      '/travel-agencies/:id/members/:userId',
      requireUser,
      privately,
      agencyId,
      idParam('userId', 'Member'),
      validate('json', MemberChangeSchema),
      async (c) =>
        c.json(
          await service.changeMember(
            c.get('user'),
            c.get('agencyId'),
            c.req.param('id'),
            c.req.param('userId'),
            c.req.valid('json'),
          ),
        ),
    )
    .put(
      '/travel-agencies/:id/auto-invite',
      requireUser,
      privately,
      agencyId,
      validate('json', AutoInviteSchema),
      async (c) =>
        c.json(await service.setAutoInvite(c.get('user'), c.get('agencyId'), c.req.param('id'), c.req.valid('json'))),
    )
    .post('/agency-invitations/:token/accept', requireUser, privately, validate('param', TokenParam), async (c) =>
      c.json(await service.accept(c.get('user'), c.req.valid('param').token)),
    )
}

/** The invitee's preview: no sign-in (the link itself is the secret), never cached. */
export function agencyInvitationPublicRoutes(service: AgencyTeamService) {
  return new Hono().get('/agency-invitations/:token', validate('param', TokenParam), async (c) => {
    c.header('Cache-Control', 'no-store')
    return c.json(await service.preview(c.req.valid('param').token))
  })
}
