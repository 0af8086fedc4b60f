import type { MiddlewareHandler } from 'hono'
import { isObjectId } from '#domain/validation/object-id.ts'
import { NotFoundError } from './errors.ts'

/**
 * Checks the route's id parameter `name` before any lookup: an id that cannot exist is the same
 * NotFoundError (`what` not found) as an unknown one.
 */
export function idParam(name: string, what: string): MiddlewareHandler {
  return async (c, next) => {
    if (!isObjectId(c.req.param(name))) throw new NotFoundError(what)
    await next()
  }
}
