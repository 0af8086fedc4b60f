import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { keepsOnlyStored, PROPERTY_EDIT_MESSAGES as E, PropertyEditSchema } from './property-edit.ts'
import { SeasonSchema, StaySchema } from './schemas.ts'
import { firstOverlap, overlaps, priceFromOf, seasonWeeks, stateOf, storedOf, STAY_MESSAGES as M } from './stays.ts'

describe('overlaps', () => {
  it.each([
    ['same week', ['2027-01-02', '2027-01-09'], ['2027-01-02', '2027-01-09'], true],
    ['back to back', ['2027-01-02', '2027-01-09'], ['2027-01-09', '2027-01-16'], false],
    ['before', ['2027-01-09', '2027-01-16'], ['2027-01-02', '2027-01-09'], false],
    ['one night in', ['2027-01-02', '2027-01-09'], ['2027-01-08', '2027-01-15'], true],
    ['inside', ['2027-01-02', '2027-01-16'], ['2027-01-05', '2027-01-07'], true],
    ['apart', ['2027-01-02', '2027-01-09'], ['2027-02-02', '2027-02-09'], false],
  ])('%s', (_, [a1, a2], [b1, b2], expected) => {
    expect(overlaps({ checkIn: a1!, checkOut: a2! }, { checkIn: b1!, checkOut: b2! })).toBe(expected)
  })
  it('firstOverlap skips the stay being changed', () => {
    const stored = [{ id: 'a', checkIn: '2027-01-02', checkOut: '2027-01-09' }]
    expect(firstOverlap({ checkIn: '2027-01-03', checkOut: '2027-01-10' }, stored)?.id).toBe('a')
    expect(firstOverlap({ checkIn: '2027-01-03', checkOut: '2027-01-10' }, stored, 'a')).toBeNull()
  })
})

describe('seasonWeeks', () => {
  it.each([
    // 2027-01-02 is a Saturday
    [
      'Saturdays of January',
      '2027-01-01',
      '2027-01-31',
      6,
      7,
      ['2027-01-02', '2027-01-09', '2027-01-16', '2027-01-23'],
    ],
    [
      'a last week ending on the last day',
      '2027-01-02',
      '2027-01-30',
      6,
      7,
      ['2027-01-02', '2027-01-09', '2027-01-16', '2027-01-23'],
    ],
    ['Sundays', '2027-01-01', '2027-01-20', 0, 7, ['2027-01-03', '2027-01-10']],
    ['too short', '2027-01-03', '2027-01-08', 6, 7, []],
    ['short stays', '2027-01-02', '2027-01-12', 6, 3, ['2027-01-02', '2027-01-09']],
  ])('%s', (_, from, to, day, nights, checkIns) => {
    const weeks = seasonWeeks(from, to, day, nights)
    expect(weeks.map((w) => w.checkIn)).toEqual(checkIns)
    for (const w of weeks) expect(w.checkOut <= to).toBe(true)
  })
})

describe('states', () => {
  it.each([
    ['available', { a: 100, b: 200 }, { available: true, minRate: 100 }],
    ['sold', { a: 100 }, { available: false, minRate: 100 }],
    ['onRequest', { a: 100 }, { available: true, minRate: null }],
    ['available', { a: null, b: 50 }, { available: true, minRate: 50 }],
  ] as const)('%s with %o', (state, rates, expected) => {
    const stored = storedOf(state, rates)
    expect(stored).toMatchObject(expected)
    expect(stateOf(stored)).toBe(state === 'available' && stored.minRate === null ? 'onRequest' : state)
  })
  it('priceFrom is the lowest rate, null without one', () => {
    expect(priceFromOf([{ minRate: 300 }, { minRate: null }, { minRate: 200 }])).toBe(200)
    expect(priceFromOf([{ minRate: null }])).toBeNull()
    expect(priceFromOf([])).toBeNull()
  })
})

const messages = (schema: Parameters<typeof v.safeParse>[0], input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? [] : r.issues.map((i) => i.message)
}

describe('StaySchema', () => {
  const good = { checkIn: '2027-01-02', checkOut: '2027-01-09', state: 'available', rates: { Standard: 12000 } }
  it.each([
    ['a good week', good, []],
    ['on request rates', { ...good, rates: { Standard: null } }, []],
    ['check-out before check-in', { ...good, checkOut: '2027-01-01' }, [M.order]],
    ['check-out on check-in', { ...good, checkOut: '2027-01-02' }, [M.order]],
    ['too long', { ...good, checkOut: '2027-03-02' }, [M.tooLong]],
    ['negative rate', { ...good, rates: { Standard: -1 } }, [M.rate]],
    ['fraction', { ...good, rates: { Standard: 1.5 } }, [M.rate]],
    ['bad date', { ...good, checkIn: '2027-02-30' }, [M.checkIn]],
    ['bad state', { ...good, state: 'gone' }, [M.state]],
  ])('%s', (_, input, expected) => {
    expect(messages(StaySchema, input)).toEqual(expected)
  })
})

describe('SeasonSchema', () => {
  const good = { from: '2027-01-01', to: '2027-03-31', state: 'available', rates: { Standard: 9000 } }
  it.each([
    ['a good season', good, []],
    ['end before start', { ...good, to: '2026-12-01' }, [M.seasonOrder]],
    ['negative rate', { ...good, rates: { Standard: -5 } }, [M.rate]],
  ])('%s', (_, input, expected) => {
    expect(messages(SeasonSchema, input)).toEqual(expected)
  })
  it('defaults to Saturday weeks', () => {
    expect(v.parse(SeasonSchema, good)).toMatchObject({ weekday: 6, nights: 7 })
  })
})

describe('PropertyEditSchema', () => {
  it.each([
    ['a name', { name: 'Chalet Neige' }, []],
    ['a German description', { description: { en: 'Snow', de: 'Schnee' } }, []],
    ['nothing', {}, [E.nothing]],
    ['an empty name', { name: '  ' }, [E.name]],
    ['negative bedrooms', { bedrooms: -1 }, [E.count]],
    ['a bad currency', { currency: 'XYZ' }, [E.currency]],
    ['no service level', { serviceLevels: [] }, [E.levels]],
    ['a latitude off the globe', { latitude: 91 }, [E.latitude]],
    ['an unknown field', { priceFrom: 1 }, ['Invalid key: Expected never but received "priceFrom"']],
  ])('%s', (_, input, expected) => {
    expect(messages(PropertyEditSchema, input)).toEqual(expected)
  })
  it.each([
    ['reordered', ['b', 'a'], ['a', 'b'], true],
    ['one removed', ['b'], ['a', 'b'], true],
    ['a new one', ['a', 'c'], ['a', 'b'], false],
    ['a double', ['a', 'a'], ['a', 'b'], false],
  ])('images %s', (_, next, stored, expected) => {
    expect(keepsOnlyStored(next, stored)).toBe(expected)
  })
})
