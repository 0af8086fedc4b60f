import { Hono } from 'hono'
import { HTTPException } from 'hono/http-exception'
import { describe, expect, it } from 'vitest'
import {
  ConflictError,
  errorHandler,
  ForbiddenError,
  IdempotencyKeyReusedError,
  NotFoundError,
  PayloadTooLargeError,
  TooManyRequestsError,
  UnauthenticatedError,
  UnavailableError,
  ValidationError,
} from './errors.ts'
import { createLogger } from './logger.ts'

/** An app whose only route throws `err`, answered by the error mapper. */
async function answerOf(err: Error) {
  const lines: string[] = []
  const app = new Hono().onError(errorHandler(createLogger('error', (l) => lines.push(l)))).get('/', () => {
    throw err
  })
  const res = await app.request('/')
  return { res, body: (await res.json()) as unknown, lines }
}

describe('error mapper', () => {
  it.each([
    [new ValidationError({ name: 'Please enter your name' }), 400, { message: 'Invalid request', errors: { name: 'Please enter your name' } }],
    [new ValidationError({ _: 'x' }, 'Bad'), 400, { message: 'Bad', errors: { _: 'x' } }],
    [new UnauthenticatedError(), 401, { message: 'Not authenticated' }],
    [new ForbiddenError(), 403, { message: 'Forbidden' }],
    [new NotFoundError('Property'), 404, { message: 'Property not found' }],
    [new NotFoundError(), 404, { message: 'Not found' }],
    [new NotFoundError('Destination', 'Unknown destination'), 404, { message: 'Unknown destination' }],
    [new ConflictError('Already there'), 409, { message: 'Already there' }],
    [new IdempotencyKeyReusedError('Used for another enquiry'), 422, { message: 'Used for another enquiry' }],
    [new PayloadTooLargeError(), 413, { message: 'The request is too large' }],
    [new TooManyRequestsError(30), 429, { message: 'Too many requests. Please try again in a few minutes.' }],
    [new UnavailableError('The sign-in service cannot be reached.'), 503, { message: 'The sign-in service cannot be reached.' }],
    [new HTTPException(418, { message: 'teapot' }), 418, { message: 'teapot' }],
    [new HTTPException(400), 400, { message: 'Request failed' }],
  ])('%s -> %i', async (err, status, body) => {
    const answer = await answerOf(err)
    expect(answer.res.status).toBe(status)
    expect(answer.body).toEqual(body)
    expect(answer.lines).toEqual([])
  })

  it('sends the headers of 401 and 429', async () => {
    expect((await answerOf(new UnauthenticatedError())).res.headers.get('www-authenticate')).toBe('Bearer')
    expect((await answerOf(new TooManyRequestsError(30))).res.headers.get('retry-after')).toBe('30')
  })

  it('answers an unexpected error with 500 and logs it without the request parameters', async () => {
    const answer = await answerOf(new Error('boom'))
    expect(answer.res.status).toBe(500)
    expect(answer.body).toEqual({ message: 'Internal server error' })
    expect(JSON.parse(answer.lines[0]!)).toMatchObject({ level: 'error', msg: 'unhandled', path: '/', error: 'boom' })
  })
})
