import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  DEFAULT_SEARCH_FILTER,
  PRICE_MAX,
  createPropertySearchFilterSchema,
  createPropertySearchQuerySchema,
  filterToSearchParams,
  searchParamsToFilter,
} from './search-filter.ts'

const today = () => '2030-01-10'
const schema = createPropertySearchFilterSchema({ today })
const errorsOf = (input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? {} : Object.fromEntries(r.issues.map((i) => [v.getDotPath(i), i.message]))
}

describe('PropertySearchFilterSchema', () => {
  it('applies the defaults', () => {
    expect(v.parse(schema, {})).toEqual({
      sectors: [],
      flexible: true,
      priceMin: 0,
      priceMax: PRICE_MAX,
      facilities: [],
    })
  })

  it.each([
    ['a week', { checkIn: '2030-01-12', checkOut: '2030-01-19' }, {}],
    ['today', { checkIn: '2030-01-10', checkOut: '2030-01-11' }, {}],
    [
      'check-in in the past',
      { checkIn: '2030-01-09', checkOut: '2030-01-19' },
      { checkIn: 'The check in date cannot be in the past' },
    ],
    [
      'check-out before check-in',
      { checkIn: '2030-01-19', checkOut: '2030-01-12' },
      { checkOut: 'Check out date has to be after check in date' },
    ],
    [
      'same day',
      { checkIn: '2030-01-19', checkOut: '2030-01-19' },
      { checkOut: 'Check out date has to be after check in date' },
    ],
    ['only check-in', { checkIn: '2030-01-19' }, { checkOut: 'Please enter the check out date' }],
    ['only check-out', { checkOut: '2030-01-19' }, { checkIn: 'Please enter the check in date' }],
    [
      'too long',
      { checkIn: '2030-01-12', checkOut: '2030-04-12' },
      { checkOut: 'The period can be at most 60 nights' },
    ],
    ['bad date', { checkIn: '2030-02-30', checkOut: '2030-03-02' }, { checkIn: 'Please enter a valid date' }],
    [
      'price range reversed',
      { priceMin: 5000, priceMax: 1000 },
      { priceMin: 'The minimum price cannot be above the maximum price' },
    ],
    ['price above max', { priceMax: 200000 }, { priceMax: `At most ${PRICE_MAX}` }],
    ['bedrooms zero', { bedrooms: 0 }, { bedrooms: 'At least 1' }],
    ['adults fraction', { adults: 2.5 }, { adults: 'Expected a whole number' }],
    ['unknown type', { propertyType: 'Castle' }, { propertyType: 'Unknown property type' }],
    ['unknown level', { serviceLevel: 'Half board' }, { serviceLevel: 'Unknown service level' }],
  ])('%s', (_name, input, errors) => expect(errorsOf(input)).toEqual(errors))
})

describe('search params', () => {
  const filter = {
    ...DEFAULT_SEARCH_FILTER,
    city: 'Courchevel 1850',
    sectors: ['Jardin Alpin', 'Bellecôte'],
    checkIn: '2030-01-12',
    checkOut: '2030-01-19',
    flexible: false,
    priceMax: 50000,
    bedrooms: 4,
    adults: 6,
    children: 2,
    propertyType: 'Chalet' as const,
    serviceLevel: 'Catered' as const,
    facilities: ['a1', 'b2'],
    petsAllowed: true,
  }

  it('round-trips a filter', () => {
    const params = filterToSearchParams(filter)
    expect(params.get('sectors')).toBe('Jardin Alpin,Bellecôte')
    expect(params.has('priceMin')).toBe(false)
    expect(searchParamsToFilter(new URLSearchParams(params.toString()), today)).toEqual(filter)
  })

  it('leaves defaults out', () => expect(filterToSearchParams(DEFAULT_SEARCH_FILTER).toString()).toBe(''))

  it.each([
    ['bedrooms=many&city=Verbier', { ...DEFAULT_SEARCH_FILTER, city: 'Verbier' }],
    ['checkIn=2030-01-01&checkOut=2030-01-08&adults=2', { ...DEFAULT_SEARCH_FILTER, adults: 2 }],
    ['priceMin=9000&priceMax=10', DEFAULT_SEARCH_FILTER],
    ['flexible=0&petsAllowed=maybe', { ...DEFAULT_SEARCH_FILTER, flexible: false }],
  ])('drops invalid fields of %s', (qs, expected) =>
    expect(searchParamsToFilter(new URLSearchParams(qs), today)).toEqual(expected),
  )

  it('validates query strings on the server with the same rules', () => {
    const q = createPropertySearchQuerySchema(today)
    expect(v.parse(q, { city: 'Verbier', bedrooms: '3', flexible: 'false', facilities: 'x,y' })).toMatchObject({
      city: 'Verbier',
      bedrooms: 3,
      flexible: false,
      facilities: ['x', 'y'],
    })
    const bad = v.safeParse(q, { bedrooms: 'many', checkIn: '2030-01-12', checkOut: '2030-01-05' })
    expect(bad.success).toBe(false)
    expect(bad.issues?.map((i) => v.getDotPath(i))).toContain('bedrooms')
  })
})
