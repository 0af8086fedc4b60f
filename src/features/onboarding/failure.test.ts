import { describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { stepFailureOf } from './failure.ts'

describe('stepFailureOf', () => {
  const conflict = 'You are already a member of a travel agency. Please contact support to change your agency.'
  it.each([
    ['no answer', new NetworkError('offline'), { kind: 'offline' }],
    ['a time-out', new NetworkError('timeout'), { kind: 'offline' }],
    ['401', new ApiError(401, { message: 'Not authenticated' }), { kind: 'unauthenticated' }],
    ['403', new ApiError(403, {}), { kind: 'forbidden' }],
    ['409 with its text', new ApiError(409, { message: conflict }), { kind: 'conflict', text: conflict }],
    [
      '413 with its text',
      new ApiError(413, { message: 'The logo may be at most 1 MB' }),
      { kind: 'rejected', text: 'The logo may be at most 1 MB' },
    ],
    ['422 without a text', new ApiError(422, undefined), { kind: 'rejected', text: null }],
    ['500 never quoted', new ApiError(500, { message: 'db down' }), { kind: 'rejected', text: null }],
    ['anything else', new Error('x'), { kind: 'rejected', text: null }],
  ])('%s', (_case, error, expected) => {
    expect(stepFailureOf(error)).toEqual(expected)
  })
})
