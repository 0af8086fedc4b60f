import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { columnInt, INT4_MAX } from './column-int.ts'

describe('columnInt', () => {
  it('fits PostgreSQL integer', () => {
    const I = columnInt(0)
    expect(v.is(I, INT4_MAX)).toBe(true)
    expect(v.is(I, INT4_MAX + 1)).toBe(false)
    expect(v.is(I, 1e20)).toBe(false)
    expect(v.is(I, -1)).toBe(false)
    expect(v.is(I, 1.5)).toBe(false)
    expect(v.is(columnInt(1, 30), 31)).toBe(false)
  })
})
