import { describe, expect, it } from 'vitest'
import type { HotelLocations } from '../catalogue/types.ts'
import { destinationCountry, offeredCategoriesOf, offeredHotelCategories, palaceOffered } from './palace-category.ts'

const LOCATIONS = [
  { country: 'France', cities: [{ city: 'Courchevel', sectors: [] }] },
  { country: 'Switzerland', cities: [{ city: 'St. Moritz', sectors: [] }] },
] satisfies HotelLocations

describe("'5 Star Palace' only for France", () => {
  it.each<[string, string | null, string | null, boolean]>([
    ['no destination', null, null, true],
    ['France as a whole', 'France', 'France', true],
    ['a French resort', 'Courchevel', 'France', true],
    ['Switzerland as a whole', 'Switzerland', 'Switzerland', false],
    ['a Swiss resort', 'St. Moritz', 'Switzerland', false],
    ['an unknown destination', 'Atlantis', null, true],
  ])('%s', (_name, destination, country, offered) => {
    expect(destinationCountry(destination, LOCATIONS)).toBe(country)
    expect(palaceOffered(country)).toBe(offered)
    expect(offeredHotelCategories(country).includes('5 Star Palace')).toBe(offered)
    expect(offeredHotelCategories(country)).toContain('5 Star')
  })

  it('drops a chosen 5 Star Palace outside France and keeps the rest', () => {
    expect(offeredCategoriesOf(['5 Star', '5 Star Palace'], 'Austria')).toEqual(['5 Star'])
    expect(offeredCategoriesOf(['5 Star', '5 Star Palace'], 'France')).toEqual(['5 Star', '5 Star Palace'])
  })
})
