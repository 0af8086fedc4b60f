import { describe, expect, it } from 'vitest'
import { ValidationError } from './errors.ts'
import { checkIdempotencyKey, IDEMPOTENCY_KEY_MESSAGE } from './idempotency-key.ts'

describe('checkIdempotencyKey', () => {
  it.each([null, 'a', 'lead-2026-12-07-0001', '!~', 'x'.repeat(200)])('takes %j', (key) => {
    expect(() => checkIdempotencyKey(key)).not.toThrow()
  })

  it.each(['', ' ', 'with space', 'x'.repeat(201), 'é', 'tab\tkey'])('refuses %j on the header', (key) => {
    try {
      checkIdempotencyKey(key)
      expect.unreachable()
    } catch (error) {
      expect(error).toBeInstanceOf(ValidationError)
      expect((error as ValidationError).errors).toEqual({ 'Idempotency-Key': IDEMPOTENCY_KEY_MESSAGE })
    }
  })
})
