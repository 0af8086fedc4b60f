import { describe, expect, it } from 'vitest'
import {
  alternateUrls,
  canonicalPath,
  canonicalUrl,
  cityFromSlug,
  countryFromSlug,
  countrySlug,
  destinationCities,
  destinationPath,
  parsePropertyPath,
  propertyPath,
  slugify,
  typeFromSlug,
  typeSlug,
} from './paths.ts'

describe('slugify', () => {
  it.each([
    ["Val d'Isère", {}, 'val-d-isere'],
    ['St. Moritz', {}, 'st-moritz'],
    ['Chalet Les Étoiles  ', {}, 'chalet-les-etoiles'],
    ['Österreich', { germanUmlauts: true }, 'oesterreich'],
    ['Österreich', {}, 'osterreich'],
    ['Kitzbühel', {}, 'kitzbuhel'],
    ['Große Hütte', { germanUmlauts: true }, 'grosse-huette'],
  ])('%s %o → %s', (text, opts, slug) => expect(slugify(text, opts)).toBe(slug))
})

describe('property types', () => {
  it.each([
    ['chalets', 'Chalet'],
    ['apartments', 'Apartment'],
    ['appartements', 'Apartment'],
    ['villas', 'Villa'],
    ['VILLAS', 'Villa'],
    ['houses', 'Chalet'],
    [undefined, 'Chalet'],
  ] as const)('typeFromSlug(%s) = %s', (slug, type) => expect(typeFromSlug(slug)).toBe(type))

  it.each([
    ['Chalet', 'en', 'chalets'],
    ['Apartment', 'en', 'apartments'],
    ['Apartment', 'de', 'appartements'],
    ['Villa', 'de', 'villas'],
  ] as const)('typeSlug(%s, %s) = %s', (type, lang, slug) => expect(typeSlug(type, lang)).toBe(slug))
})

describe('countries', () => {
  it.each([
    ['switzerland', 'Switzerland'],
    ['schweiz', 'Switzerland'],
    ['france', 'France'],
    ['frankreich', 'France'],
    ['austria', 'Austria'],
    ['osterreich', 'Austria'],
    ['oesterreich', 'Austria'],
    ['österreich', 'Austria'],
    ['italy', 'Italy'],
    ['italien', 'Italy'],
    ['spain', undefined],
  ])('countryFromSlug(%s) = %s', (slug, country) => expect(countryFromSlug(slug)).toBe(country))

  it.each([
    ['Austria', 'de', 'osterreich'],
    ['Austria', 'en', 'austria'],
    ['Switzerland', 'de', 'schweiz'],
    ['France', 'de', 'frankreich'],
    ['Italy', 'de', 'italien'],
    ['Italy', 'en', 'italy'],
  ] as const)('countrySlug(%s, %s) = %s', (country, lang, slug) => expect(countrySlug(country, lang)).toBe(slug))
})

describe('cities', () => {
  it.each([
    ['courchevel-1850', 'Courchevel 1850'],
    ['val-d-isere', "Val d'Isère"],
    ['st-moritz', 'St. Moritz'],
    ['kitzbuhel', 'Kitzbühel'],
    ['cortina-d-ampezzo', 'Cortina'],
    ['atlantis', undefined],
  ])('cityFromSlug(%s) = %s', (slug, city) => expect(cityFromSlug(slug)).toBe(city))

  it('groups a resort family', () => {
    expect(destinationCities('courchevel')?.cities).toEqual([
      'Courchevel 1300',
      'Courchevel 1550',
      'Courchevel 1650',
      'Courchevel 1850',
    ])
    expect(destinationCities('meribel')).toEqual({ name: 'Méribel', cities: ['Méribel'] })
    expect(destinationCities('nowhere')).toBeUndefined()
  })
})

const chalet = { propertyType: 'Chalet', address: { country: 'France' }, city: 'Courchevel 1850', slug: 'chalet-x' }
const flat = { propertyType: 'Apartment', address: { country: 'Austria' }, city: 'Kitzbühel', slug: 'haus-y' }

describe('paths', () => {
  it.each([
    [chalet, 'en', '/chalets/france/courchevel-1850/chalet-x'],
    [chalet, 'de', '/chalets/frankreich/courchevel-1850/chalet-x'],
    [flat, 'en', '/apartments/austria/kitzbuhel/haus-y'],
    [flat, 'de', '/appartements/osterreich/kitzbuhel/haus-y'],
  ] as const)('propertyPath %#', (p, lang, path) => expect(propertyPath(p, lang)).toBe(path))

  it.each([
    [{ type: 'Chalet', country: 'Switzerland' }, 'en', '/chalets/switzerland'],
    [{ type: 'Chalet', country: 'Switzerland', city: 'St. Moritz' }, 'de', '/chalets/schweiz/st-moritz'],
    [{ type: 'Villa', country: 'Italy', city: 'Cortina' }, 'en', '/villas/italy/cortina'],
  ] as const)('destinationPath %#', (d, lang, path) => expect(destinationPath(d, lang)).toBe(path))

  it('parses property, city and country paths', () => {
    expect(parsePropertyPath('/chalets/france/courchevel-1850/chalet-x')).toEqual({
      type: 'Chalet',
      typeSlug: 'chalets',
      country: 'France',
      countrySlug: 'france',
      lang: 'en',
      citySlug: 'courchevel-1850',
      city: 'Courchevel 1850',
      propertySlug: 'chalet-x',
      action: null,
    })
    expect(parsePropertyPath('/appartements/oesterreich/')).toMatchObject({
      type: 'Apartment',
      country: 'Austria',
      countrySlug: 'osterreich',
      lang: 'de',
      citySlug: null,
    })
    expect(parsePropertyPath('/chalets/france/meribel/x/enquire-now')?.action).toBe('enquire-now')
    expect(parsePropertyPath('/chalets/france/atlantis')).toMatchObject({ citySlug: 'atlantis', city: null })
  })

  it.each(['/', '/search', '/houses/france', '/chalets/spain', '/chalets/france/a/b/c', '/chalets/france/a/b/c/d'])(
    '%s is no property path',
    (p) => expect(parsePropertyPath(p)).toBeNull(),
  )
})

describe('canonical and alternate links', () => {
  it.each([
    ['/chalets/oesterreich/lech/', 'de', 'https://www.lds-alps.de/chalets/osterreich/lech'],
    ['/chalets/oesterreich/lech', 'en', 'https://www.lds-alps.com/chalets/austria/lech'],
    ['/', 'en', 'https://www.lds-alps.com'],
    ['/about/', 'de', 'https://www.lds-alps.de/about'],
    ['/chalets/france/megeve/chalet-a/enquire-now', 'en', 'https://www.lds-alps.com/chalets/france/megeve/chalet-a'],
  ] as const)('canonicalUrl(%s, %s)', (path, lang, url) => expect(canonicalUrl(path, lang)).toBe(url))

  it('keeps the path language by default', () => {
    expect(canonicalPath('/appartements/schweiz/zermatt')).toBe('/appartements/schweiz/zermatt')
    expect(canonicalPath('/apartments/switzerland/zermatt/', 'de')).toBe('/appartements/schweiz/zermatt')
  })

  it('links both language hosts', () => {
    expect(alternateUrls('/chalets/schweiz/verbier')).toEqual([
      { hreflang: 'en', href: 'https://www.lds-alps.com/chalets/switzerland/verbier' },
      { hreflang: 'de', href: 'https://www.lds-alps.de/chalets/schweiz/verbier' },
      { hreflang: 'x-default', href: 'https://www.lds-alps.com/chalets/switzerland/verbier' },
    ])
  })
})
