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
import { openDatabase } from '#server/db/client.ts'
import { enquiries } from '#server/db/schema.ts'
import { queryName } from './error-log.ts'

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
    [
      new ValidationError({ name: 'Please enter your name' }),
      400,
      { message: 'Invalid request', errors: { name: 'Please enter your name' } },
    ],
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
    [
      new UnavailableError('The sign-in service cannot be reached.'),
      503,
      { message: 'The sign-in service cannot be reached.' },
    ],
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

  it('logs a failed query with its error code and query name, never its parameters or personal data', async () => {
    const database = await openDatabase({ databaseUrl: 'memory://', dataDir: 'memory://' })
    try {
      const lines: string[] = []
      const guest = { email: 'anna.meier@example.com', fullName: 'Anna Meier', phone: '+41 79 123 45 67' }
      const app = new Hono().onError(errorHandler(createLogger('error', (l) => lines.push(l)))).post('/', async () => {
        // jsonb refuses the NUL: the insert fails in the database
        await database.db.insert(enquiries).values({
          id: '0123456789abcdef01234567',
          kind: 'general',
          email: guest.email,
          fullName: guest.fullName,
          language: 'en',
          payload: { ...guest, note: 'a\u0000b' },
        })
        return new Response(null, { status: 201 })
      })
      const res = await app.request('/', { method: 'POST' })
      expect(res.status).toBe(500)
      expect(lines).toHaveLength(1)
      expect(JSON.parse(lines[0]!)).toEqual({
        time: expect.any(String),
        level: 'error',
        msg: 'unhandled',
        path: '/',
        method: 'POST',
        error: 'database query failed',
        code: '22P05',
        query: 'insert enquiries',
      })
      for (const value of [guest.email, guest.fullName, guest.phone, 'anna']) expect(lines[0]).not.toContain(value)
    } finally {
      await database.close()
    }
  })
})

describe('queryName', () => {
  it.each([
    ['insert into "enquiries" ("id") values ($1)', 'insert enquiries'],
    ['select "id" from "stays" where "stays"."check_in" >= $1', 'select stays'],
    ['update "users" set "first_name" = $1', 'update users'],
    ['delete from "frontend_logs" where "created_at" < $1', 'delete frontend_logs'],
    ['select 1', 'select'],
  ])('%s -> %s', (sql, name) => expect(queryName(sql)).toBe(name))
})
