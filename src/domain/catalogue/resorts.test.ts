import { describe, it, expect } from 'vitest'
import {
  RESORTS,
  RESORT_COUNTRIES,
  findResortByName,
  findResortBySlug,
  resortsByCountry,
  resortsInArea,
} from './resorts.ts'

describe('RESORTS', () => {
  it('lists the 18 resorts of the specification with unique names and slugs', () => {
    expect(RESORTS).toHaveLength(18)
    expect(new Set(RESORTS.map((r) => r.name)).size).toBe(18)
    expect(new Set(RESORTS.map((r) => r.slug)).size).toBe(18)
    expect(RESORTS.map((r) => r.slug)).toEqual(
      expect.arrayContaining([
        'courchevel-1300',
        'courchevel-1550',
        'courchevel-1650',
        'courchevel-1850',
        'meribel',
        'megeve',
        'val-d-isere',
        'saint-martin-de-belleville',
        'chamonix',
        'verbier',
        'zermatt',
        'gstaad',
        'st-moritz',
        'davos',
        'lech',
        'st-anton',
        'kitzbuhel',
        'cortina',
      ]),
    )
  })

  it('uses lowercase hyphenated ascii slugs', () => {
    for (const r of RESORTS) expect(r.slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('uses CHF in Switzerland and EUR elsewhere', () => {
    for (const r of RESORTS) expect(r.currency).toBe(r.country === 'Switzerland' ? 'CHF' : 'EUR')
  })

  it('places every resort in the Alps with an airport', () => {
    for (const r of RESORTS) {
      expect(r.latitude).toBeGreaterThan(45)
      expect(r.latitude).toBeLessThan(48)
      expect(r.longitude).toBeGreaterThan(5.5)
      expect(r.longitude).toBeLessThan(13)
      expect(r.airport.iataCode).toMatch(/^[A-Z]{3}$/)
      expect(r.airport.distanceKm).toBeGreaterThan(0)
    }
  })

  it('gives at least 6 resorts two or more sectors', () => {
    expect(RESORTS.filter((r) => r.sectors.length >= 2).length).toBeGreaterThanOrEqual(6)
    expect(findResortBySlug('courchevel-1850')?.sectors).toEqual(['Jardin Alpin', 'Bellecôte', 'Les Chenus', 'Centre'])
    expect(findResortBySlug('st-moritz')?.sectors).toEqual(['Dorf', 'Bad', 'Champfèr'])
  })
})

describe('lookups', () => {
  it('finds by slug', () => {
    expect(findResortBySlug('val-d-isere')?.name).toBe("Val d'Isère")
    expect(findResortBySlug('kitzbuhel')?.name).toBe('Kitzbühel')
    expect(findResortBySlug('nowhere')).toBeUndefined()
  })

  it('finds by display name or alias, ignoring case, accents and punctuation', () => {
    expect(findResortByName('Méribel')?.slug).toBe('meribel')
    expect(findResortByName('meribel')?.slug).toBe('meribel')
    expect(findResortByName('Val d’Isère')?.slug).toBe('val-d-isere')
    expect(findResortByName('St Moritz')?.slug).toBe('st-moritz')
    expect(findResortByName("Cortina d'Ampezzo")?.name).toBe('Cortina')
    expect(findResortByName('Le Praz')?.name).toBe('Courchevel 1300')
    expect(findResortByName('Moriond')?.name).toBe('Courchevel 1650')
    expect(findResortByName('Atlantis')).toBeUndefined()
  })

  it('groups by country and area', () => {
    const total = RESORT_COUNTRIES.reduce((n, c) => n + resortsByCountry(c).length, 0)
    expect(total).toBe(RESORTS.length)
    expect(resortsByCountry('Italy').map((r) => r.name)).toEqual(['Cortina'])
    expect(resortsByCountry('Austria').map((r) => r.name)).toEqual(['Lech', 'St. Anton', 'Kitzbühel'])
    expect(resortsInArea('courchevel').map((r) => r.slug)).toEqual([
      'courchevel-1300',
      'courchevel-1550',
      'courchevel-1650',
      'courchevel-1850',
    ])
  })
})
