import { describe, expect, it } from 'vitest'
import { LIMIT_MESSAGES } from '#domain/http/limit-messages.ts'
import { ApiError } from '#lib/api-errors.ts'
import { failureOf } from './save-interest-form.tsx'

describe('failureOf (save interest)', () => {
  it('quotes the write limit of a 429 instead of a generic failure', () => {
    expect(failureOf(new ApiError(429, { message: LIMIT_MESSAGES.userWrites }))).toEqual({
      reason: 'error',
      serverText: LIMIT_MESSAGES.userWrites,
    })
  })
})
