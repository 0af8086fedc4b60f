import { HTTPException } from 'hono/http-exception'

/** 403 `{ message: 'Forbidden' }` through the app's error handler. */
export class ForbiddenError extends HTTPException {
  constructor(message = 'Forbidden') {
    super(403, { message })
    this.name = 'ForbiddenError'
  }
}
