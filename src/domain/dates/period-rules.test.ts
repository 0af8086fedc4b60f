import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PERIOD_MESSAGES as M, periodRules } from './period-rules.ts'

const today = '2030-01-10'
const date = v.optional(v.union([v.literal(''), v.pipe(v.string(), v.isoDate())]), '')
const Period = v.object({ checkIn: date, checkOut: date })
const schema = v.pipe(Period, ...periodRules<v.InferOutput<typeof Period>>({ today: () => today }))

const errorsOf = (input: object) => {
  const r = v.safeParse(schema, input)
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
}

describe('periodRules', () => {
  it.each([
    [{}, {}],
    [{ checkIn: '2030-01-10', checkOut: '2030-01-17' }, {}],
    [{ checkIn: '2030-01-10' }, { checkOut: M.checkOutRequired }],
    [{ checkOut: '2030-01-17' }, { checkIn: M.checkInRequired }],
    [{ checkIn: '2030-01-09', checkOut: '2030-01-17' }, { checkIn: M.checkInPast }],
    [{ checkIn: '2030-01-17', checkOut: '2030-01-17' }, { checkOut: M.checkOutAfterCheckIn }],
    [
      { checkIn: '2030-01-09', checkOut: '2030-01-08' },
      { checkIn: M.checkInPast, checkOut: M.checkOutAfterCheckIn },
    ],
  ])('%o -> %o', (input, errors) => expect(errorsOf(input)).toEqual(errors))

  it('keeps the type of the schema it follows', () => {
    const out = v.parse(schema, { checkIn: '2030-01-10', checkOut: '2030-01-17' })
    expect(out.checkIn.length + out.checkOut.length).toBe(20)
  })
})
