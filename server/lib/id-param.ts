import type { MiddlewareHandler } from 'hono'
import * as v from 'valibot'
import { NotFoundError } from './errors.ts'

/** The ids of our entities: 24 lowercase hex characters, shaped like a Mongo ObjectId. */
const IdSchema = v.pipe(v.string(), v.regex(/^[a-f0-9]{24}$/, 'Unknown id'))

/**
 * Checks the route's id parameter `name` before any lookup: an id that cannot exist is the same
 * NotFoundError (`what` not found) as an unknown one.
 */
export function idParam(name: string, what: string): MiddlewareHandler {
  return async (c, next) => {
    if (!v.is(IdSchema, c.req.param(name))) throw new NotFoundError(what)
    await next()
  }
}
