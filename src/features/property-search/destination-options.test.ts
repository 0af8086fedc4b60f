import { describe, expect, it } from 'vitest'
import { destinationGroups, offersSectors, sectorsOf } from './destination-options.ts'
import { staticDestinations } from './queries.ts'

describe('destination options', () => {
  const destinations = staticDestinations()

  it('groups cities by country', () => {
    const groups = destinationGroups(destinations, (country) => country.toUpperCase())
    expect(groups.map((group) => group.label)).toEqual(['FRANCE', 'SWITZERLAND', 'AUSTRIA', 'ITALY'])
    expect(groups[0]!.options.map((option) => option.value)).toContain('Courchevel 1850')
  })

  it('offers sectors only for cities with two or more', () => {
    expect(offersSectors(sectorsOf(destinations, 'Courchevel 1850'))).toBe(true)
    expect(offersSectors(sectorsOf(destinations, 'Gstaad'))).toBe(false)
    expect(sectorsOf(destinations, '')).toEqual([])
    expect(offersSectors(['Centre'])).toBe(false)
  })
})
