// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { DEFAULT_SEARCH_FILTER } from '#domain/property-search/search-filter.ts'
import { SEARCH_FILTER_STORAGE_KEY, isCustomFilter, loadSearchFilter, saveSearchFilter } from './filter-storage.ts'
import { filterToRouteSearch, routeSearchToFilter, validateSearchRoute } from './search-route-params.ts'

const today = () => '2026-11-22'
const filter = {
  ...DEFAULT_SEARCH_FILTER,
  city: 'Courchevel 1850',
  sectors: ['Jardin Alpin', 'Centre'],
  checkIn: '2027-01-09',
  checkOut: '2027-01-16',
  flexible: false,
  adults: 4,
  petsAllowed: true,
}

describe('saved search filter (no expiry)', () => {
  it('is the default filter when nothing or garbage is stored', () => {
    expect(loadSearchFilter(today)).toEqual(DEFAULT_SEARCH_FILTER)
    localStorage.setItem(SEARCH_FILTER_STORAGE_KEY, '{not json')
    expect(loadSearchFilter(today)).toEqual(DEFAULT_SEARCH_FILTER)
    expect(isCustomFilter(DEFAULT_SEARCH_FILTER)).toBe(false)
  })

  it('comes back as it was saved', () => {
    saveSearchFilter(filter)
    expect(loadSearchFilter(today)).toEqual(filter)
    expect(isCustomFilter(filter)).toBe(true)
  })

  it('forgets a period that has passed but keeps the rest', () => {
    saveSearchFilter(filter)
    const later = loadSearchFilter(() => '2027-03-01')
    expect(later.checkIn).toBeUndefined()
    expect(later.checkOut).toBeUndefined()
    expect(later.city).toBe('Courchevel 1850')
  })
})

describe('/search URL parameters', () => {
  it('are typed and round-trip', () => {
    const search = filterToRouteSearch(filter)
    expect(search).toEqual({
      city: 'Courchevel 1850',
      sectors: 'Jardin Alpin,Centre',
      checkIn: '2027-01-09',
      checkOut: '2027-01-16',
      flexible: false,
      adults: 4,
      petsAllowed: true,
    })
    expect(routeSearchToFilter(search, today)).toEqual(filter)
  })

  it('drop what is invalid (the router may hand over numbers and booleans)', () => {
    expect(validateSearchRoute({ adults: 'lots', city: 'Zermatt', checkIn: '2027-01-09' })).toEqual({ city: 'Zermatt' })
    expect(validateSearchRoute({ bedrooms: 3, flexible: false })).toEqual({ bedrooms: 3, flexible: false })
  })
})
