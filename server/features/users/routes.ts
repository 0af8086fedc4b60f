import { Hono, type MiddlewareHandler } from 'hono'
import { UserNameSchema } from '#domain/auth/current-user.ts'
import { ForbiddenError } from '#server/lib/errors.ts'
import type { AuthEnv } from '#server/auth/require-user.ts'
import { idParam } from '#server/lib/id-param.ts'
import { validate } from '#server/lib/validate.ts'
import type { UserService } from './service.ts'

/** Checked before the body is read: another user's id is 403 whatever the payload. */
const ownUserOnly: MiddlewareHandler<AuthEnv> = async (c, next) => {
  if (c.req.param('id') !== c.get('user').id) throw new ForbiddenError()
  await next()
}

/** The signed-in user (every route requires a valid access token). */
export function userRoutes(service: UserService, requireUser: MiddlewareHandler<AuthEnv>) {
  return new Hono<AuthEnv>()
    .get('/current_user', requireUser, async (c) => {
      c.header('Cache-Control', 'no-store')
      // the agency is always included; `populate-travel-agency` is accepted for compatibility
      return c.json(await service.current(c.get('user'), c.get('agencyId')))
    })
    .patch(
      '/users/:id',
      requireUser,
      ownUserOnly,
      idParam('id', 'User'),
      validate('json', UserNameSchema),
      async (c) => {
        const user = await service.updateName(c.get('user'), c.req.param('id'), c.req.valid('json'))
        return c.json({ user })
      },
    )
}
