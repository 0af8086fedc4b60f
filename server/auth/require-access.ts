import type { MiddlewareHandler } from 'hono'
import { isAllowed, type AccessType } from '#domain/auth/roles.ts'
import { ForbiddenError } from '#server/lib/errors.ts'
import type { AuthEnv } from './require-user.ts'

/** The answer to a signed-in user whose role the access type does not allow. */
export const ROLE_NOT_ALLOWED_MESSAGE = 'Your role does not give access to partner rates and interests'

/**
 * After requireUser: the caller's role must be allowed by `accessType` (the same table as the pages'
 * guards, docs/product/sign-in-and-roles.md#access-types), else 403 with `message`.
 */
export function requireAccess(accessType: AccessType, message = ROLE_NOT_ALLOWED_MESSAGE): MiddlewareHandler<AuthEnv> {
  return async (c, next) => {
    if (!isAllowed(c.get('user').role, accessType)) throw new ForbiddenError(message)
    await next()
  }
}
