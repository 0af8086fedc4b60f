import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isObjectId, objectId } from './object-id.ts'

describe('object ids', () => {
  it.each([
    ['0123456789abcdef01234567', true],
    ['000000000000000000000000', true],
    ['0123456789ABCDEF01234567', false],
    ['0123456789abcdef0123456', false],
    ['0123456789abcdef012345678', false],
    ['0123456789abcdef0123456g', false],
    ['zzz', false],
    ['', false],
    [' 0123456789abcdef01234567', false],
    [123, false],
    [null, false],
  ])('%j is an id: %s', (value, expected) => {
    expect(isObjectId(value)).toBe(expected)
    expect(v.is(objectId(), value)).toBe(expected)
  })

  it('says the given message for a bad id and for a non-string', () => {
    const schema = objectId('Unknown property')
    for (const value of ['zzz', 42]) {
      const result = v.safeParse(schema, value)
      expect(result.success).toBe(false)
      expect(result.issues?.[0]?.message).toBe('Unknown property')
    }
  })

  it("says 'Unknown id' by default", () => {
    expect(v.safeParse(objectId(), 'x').issues?.[0]?.message).toBe('Unknown id')
  })
})
