import { describe, expect, it } from 'vitest'
import { GROUP_LIMIT, matchRank, moveActive, suggest, type SearchSources } from './global-search-model.ts'

const sources: SearchSources = {
  countries: [
    { name: 'Switzerland', label: 'Schweiz' },
    { name: 'Austria', label: 'Österreich' },
    { name: 'France', label: 'Frankreich' },
  ],
  cities: [
    { name: 'St. Moritz', countryLabel: 'Schweiz' },
    { name: 'Kitzbühel', countryLabel: 'Österreich' },
    { name: 'Verbier', countryLabel: 'Schweiz' },
    { name: 'Val d’Isère', countryLabel: 'Frankreich' },
  ],
  hotels: [
    { _id: 'h1', name: 'Badrutt Palace', city: 'St. Moritz', countryLabel: 'Schweiz' },
    { _id: 'h2', name: 'Grand Hotel Kitzbühel', city: 'Kitzbühel', countryLabel: 'Österreich' },
    { _id: 'h3', name: 'Le Chalet Verbier', city: 'Verbier', countryLabel: 'Schweiz' },
    { _id: 'h4', name: 'Alpina', city: 'Verbier', countryLabel: 'Schweiz' },
  ],
  properties: [
    {
      path: '/chalets/switzerland/verbier/chalet-nyumba',
      name: 'Chalet Nyumba',
      city: 'Verbier',
      countryLabel: 'Schweiz',
    },
  ],
}

const labels = (query: string) =>
  suggest(sources, query).map((group) => [group.kind, group.items.map((item) => item.label)])

describe('global search suggestions', () => {
  it.each([
    ['', []],
    ['   ', []],
    ['zzz', []],
    [
      'kitz',
      [
        ['city', ['Kitzbühel']],
        ['hotel', ['Grand Hotel Kitzbühel']],
      ],
    ],
    [
      'KITZBUHEL',
      [
        ['city', ['Kitzbühel']],
        ['hotel', ['Grand Hotel Kitzbühel']],
      ],
    ],
    ['oster', [['country', ['Österreich']]]],
    ['austria', [['country', ['Österreich']]]],
    [
      'moritz',
      [
        ['city', ['St. Moritz']],
        ['hotel', ['Badrutt Palace']],
      ],
    ],
    ['isere', [['city', ['Val d’Isère']]]],
    // a hotel named so comes before a hotel in the place typed
    [
      'verbier',
      [
        ['city', ['Verbier']],
        ['hotel', ['Le Chalet Verbier', 'Alpina']],
        ['property', ['Chalet Nyumba']],
      ],
    ],
    [
      'chalet',
      [
        ['hotel', ['Le Chalet Verbier']],
        ['property', ['Chalet Nyumba']],
      ],
    ],
  ] as const)('"%s"', (query, expected) => {
    expect(labels(query)).toEqual(expected)
  })

  it('answers targets: destination names, hotel ids, property paths', () => {
    const groups = suggest(sources, 'verbier')
    expect(groups.map((g) => g.items[0]!.target)).toEqual([
      'Verbier',
      'h3',
      '/chalets/switzerland/verbier/chalet-nyumba',
    ])
    expect(suggest(sources, 'schweiz')[0]!.items[0]).toMatchObject({ kind: 'country', target: 'Switzerland' })
  })

  it(`shows at most ${GROUP_LIMIT} per group, prefix matches first`, () => {
    const many = {
      ...sources,
      hotels: Array.from({ length: 9 }, (_, i) => ({
        _id: `x${i}`,
        name: `The Alpine ${i}`,
        city: 'Lech',
        countryLabel: 'Österreich',
      })),
    }
    many.hotels.push({ _id: 'first', name: 'Alpine Lodge', city: 'Lech', countryLabel: 'Österreich' })
    const hotels = suggest(many, 'alpine').find((g) => g.kind === 'hotel')!.items
    expect(hotels).toHaveLength(GROUP_LIMIT)
    expect(hotels[0]!.label).toBe('Alpine Lodge')
  })
})

describe('matching', () => {
  it.each([
    ['Zürs', 'zurs', 0],
    ['Grand Hotel Zürs', 'zurs', 1],
    ['Arlberg-Zürs', 'zurs', 1],
    ['Hotelzürs', 'zurs', 2],
    ['Lech', 'zurs', null],
  ] as const)('%s / %s -> %s', (text, query, rank) => {
    expect(matchRank(text, query)).toBe(rank)
  })
})

describe('keyboard moves', () => {
  it.each([
    [-1, 'ArrowDown', 3, 0],
    [0, 'ArrowDown', 3, 1],
    [2, 'ArrowDown', 3, 0],
    [-1, 'ArrowUp', 3, 2],
    [0, 'ArrowUp', 3, 2],
    [0, 'ArrowDown', 0, -1],
  ] as const)('from %i, %s over %i -> %i', (current, key, count, next) => {
    expect(moveActive(current, key, count)).toBe(next)
  })
})
