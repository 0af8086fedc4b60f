import { describe, expect, it } from 'vitest'
import { groupLocations } from './service.ts'

describe('groupLocations', () => {
  it('groups rows into countries, cities and sorted sectors', () => {
    expect(
      groupLocations([
        { country: 'France', city: 'Courchevel 1850', sector: 'Jardin Alpin' },
        { country: 'France', city: 'Courchevel 1850', sector: 'Bellecôte' },
        { country: 'France', city: 'Megève', sector: null },
        { country: 'Switzerland', city: 'Verbier', sector: null },
      ]),
    ).toEqual([
      {
        country: 'France',
        cities: [
          { city: 'Courchevel 1850', sectors: ['Bellecôte', 'Jardin Alpin'] },
          { city: 'Megève', sectors: [] },
        ],
      },
      { country: 'Switzerland', cities: [{ city: 'Verbier', sectors: [] }] },
    ])
  })
})
