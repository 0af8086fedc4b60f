import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { isIsoDate } from './iso-date.ts'
import {
  CHECK_OUT_AFTER_CHECK_IN,
  INVALID_DATE,
  checkOutAfterCheckIn,
  earliestAcceptedCheckIn,
  isValidPeriod,
  isoDate,
  nightsBetween,
  periodOf,
} from './period.ts'

/** check-in, check-out, a valid period?, its nights; impossible and out-of-range dates are never one. */
const PERIODS: [string, string, boolean, number][] = [
  ['2027-01-02', '2027-01-09', true, 7],
  ['2028-02-28', '2028-03-01', true, 2],
  ['2027-01-09', '2027-01-09', false, 0],
  ['2027-01-09', '2027-01-02', false, 0],
  ['x', '2027-01-09', false, 0],
  ['', '2027-01-09', false, 0],
  ['2026-02-27', '2026-02-31', false, 0],
  ['2027-02-27', '2027-02-29', false, 0],
  ['2027-04-29', '2027-04-31', false, 0],
  ['2027-12-30', '2027-13-01', false, 0],
  ['2027-01-00', '2027-01-05', false, 0],
  ['0000-02-29', '0000-03-07', false, 0],
  ['2027-1-2', '2027-1-9', false, 0],
]

describe('periods', () => {
  it.each(PERIODS)('%s to %s: valid %s, %d nights', (checkIn, checkOut, valid, nights) => {
    expect(isValidPeriod({ checkIn, checkOut })).toBe(valid)
    expect(nightsBetween({ checkIn, checkOut })).toBe(nights)
    expect(periodOf(checkIn, checkOut)).toEqual(valid ? { checkIn, checkOut } : null)
  })
  it('a search value that is not a string is no period', () => {
    expect(periodOf(20270102, '2027-01-09')).toBeNull()
    expect(periodOf(undefined, undefined)).toBeNull()
  })
})

describe('checkOutAfterCheckIn: one rule and one message for both shapes', () => {
  const Short = v.object({ checkIn: v.string(), checkOut: v.string() })
  const Dated = v.object({ checkInDate: v.string(), checkOutDate: v.string() })
  const short = v.pipe(Short, checkOutAfterCheckIn<v.InferOutput<typeof Short>>('short'))
  const dated = v.pipe(Dated, checkOutAfterCheckIn<v.InferOutput<typeof Dated>>('dated'))
  const errors = (schema: v.GenericSchema, input: object) => {
    const r = v.safeParse(schema, input)
    return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
  }

  // a missing or impossible date is its field's message, not this rule's
  it.each(PERIODS)('%s to %s', (checkIn, checkOut, valid) => {
    const ruled = !valid && isIsoDate(checkIn) && isIsoDate(checkOut)
    expect(errors(short, { checkIn, checkOut })).toEqual(ruled ? { checkOut: CHECK_OUT_AFTER_CHECK_IN } : {})
    expect(errors(dated, { checkInDate: checkIn, checkOutDate: checkOut })).toEqual(
      ruled ? { checkOutDate: CHECK_OUT_AFTER_CHECK_IN } : {},
    )
  })

  it('keeps the type of the schema it follows', () => {
    const out = v.parse(dated, { checkInDate: '2030-01-10', checkOutDate: '2030-01-17' })
    expect(out.checkInDate.length + out.checkOutDate.length).toBe(20)
  })
})

describe('isoDate: the date field of every schema', () => {
  it.each([
    ['2027-02-28', true],
    ['2026-02-31', false],
    ['0000-01-01', false],
    ['2027-02-28T00:00:00Z', false],
    [20270228, false],
  ])('%s -> %s', (value, ok) => {
    const r = v.safeParse(isoDate(), value)
    expect(r.success).toBe(ok)
    if (!r.success) expect(r.issues[0].message).toBe(INVALID_DATE)
  })
  it('with the field’s own message', () =>
    expect(v.safeParse(isoDate('Nope'), '2026-02-31').issues?.[0].message).toBe('Nope'))
})

describe('earliestAcceptedCheckIn: UTC today minus one day', () => {
  it.each([
    ['2027-03-01T10:00:00Z', '2027-02-28'],
    ['2027-03-01T00:00:00Z', '2027-02-28'],
    ['2027-01-01T23:59:59Z', '2026-12-31'],
  ])('at %s: %s', (now, earliest) => expect(earliestAcceptedCheckIn(new Date(now))).toBe(earliest))
})
