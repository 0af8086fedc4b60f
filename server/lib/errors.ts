import type { Context } from 'hono'
import { HTTPException } from 'hono/http-exception'
import type { Logger } from './logger.ts'

export class NotFoundError extends Error {
  constructor(what: string) {
    super(`${what} not found`)
    this.name = 'NotFoundError'
  }
}

/** Maps thrown errors to explicit JSON answers; unexpected errors are logged and answered with 500. */
export function errorHandler(logger: Logger) {
  return (err: Error, c: Context) => {
    if (err instanceof NotFoundError) return c.json({ message: err.message }, 404)
    if (err instanceof HTTPException) {
      const status = err.status
      return c.json({ message: err.message || 'Request failed' }, status)
    }
    logger.error('unhandled', { path: c.req.path, method: c.req.method, error: err.message, stack: err.stack })
    return c.json({ message: 'Internal server error' }, 500)
  }
}
