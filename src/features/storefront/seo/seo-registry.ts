import type { Country } from '#domain/catalogue/types.ts'
import { ALPS_PAGE } from '#domain/routing/redirects.ts'

/**
 * The German SEO pages under /die-luxuriösesten-chalets-der-alpen (docs/product/content-and-seo.md#german-seo-pages): a
 * country page each and the regions and resorts below them (at most two segments, as the server's route table
 * allows). Slugs are German: oesterreich, schweiz, frankreich, italien.
 */
export type SeoPlace = {
  slug: string
  name: string
  kind: 'region' | 'resort'
  /** resort display names of src/domain/catalogue/resorts.ts this page covers */
  resorts: string[]
}

export type SeoCountry = { slug: string; name: string; country: Country; aliases: string[]; places: SeoPlace[] }

export const SEO_COUNTRIES: readonly SeoCountry[] = [
  {
    slug: 'oesterreich',
    name: 'Österreich',
    country: 'Austria',
    aliases: ['osterreich', 'österreich', 'austria'],
    places: [
      { slug: 'vorarlberg', name: 'Vorarlberg', kind: 'region', resorts: ['Lech'] },
      { slug: 'kitzbuehel', name: 'Kitzbühel', kind: 'resort', resorts: ['Kitzbühel'] },
      { slug: 'lech', name: 'Lech', kind: 'resort', resorts: ['Lech'] },
      { slug: 'st-anton', name: 'St. Anton', kind: 'resort', resorts: ['St. Anton'] },
    ],
  },
  {
    slug: 'schweiz',
    name: 'Schweiz',
    country: 'Switzerland',
    aliases: ['switzerland'],
    places: [
      { slug: 'st-moritz', name: 'St. Moritz', kind: 'resort', resorts: ['St. Moritz'] },
      { slug: 'davos', name: 'Davos', kind: 'resort', resorts: ['Davos'] },
      { slug: 'gstaad', name: 'Gstaad', kind: 'resort', resorts: ['Gstaad'] },
      { slug: 'verbier', name: 'Verbier', kind: 'resort', resorts: ['Verbier'] },
      { slug: 'zermatt', name: 'Zermatt', kind: 'resort', resorts: ['Zermatt'] },
    ],
  },
  {
    slug: 'frankreich',
    name: 'Frankreich',
    country: 'France',
    aliases: ['france'],
    places: [
      {
        slug: 'courchevel',
        name: 'Courchevel',
        kind: 'resort',
        resorts: ['Courchevel 1850', 'Courchevel 1650', 'Courchevel 1550', 'Courchevel 1300'],
      },
      { slug: 'chamonix', name: 'Chamonix', kind: 'resort', resorts: ['Chamonix'] },
      { slug: 'megeve', name: 'Megève', kind: 'resort', resorts: ['Megève'] },
    ],
  },
  {
    slug: 'italien',
    name: 'Italien',
    country: 'Italy',
    aliases: ['italy'],
    places: [{ slug: 'cortina', name: 'Cortina', kind: 'resort', resorts: ['Cortina'] }],
  },
]

export type SeoLookup =
  { kind: 'found'; country: SeoCountry; place: SeoPlace | null } | { kind: 'moved'; path: string } | { kind: 'unknown' }

export function seoCountryPath(country: SeoCountry): string {
  return `${ALPS_PAGE}/${country.slug}`
}

export function seoPlacePath(country: SeoCountry, place: SeoPlace): string {
  return `${ALPS_PAGE}/${country.slug}/${place.slug}`
}

/** Finds a country (and place) page by its slugs; other spellings of a country move to the canonical one. */
export function findSeoPage(countrySlug: string, placeSlug?: string): SeoLookup {
  const key = decodeURIComponent(countrySlug).toLowerCase()
  const country = SEO_COUNTRIES.find((c) => c.slug === key || c.aliases.includes(key))
  if (!country) return { kind: 'unknown' }
  const place =
    placeSlug === undefined ? null : (country.places.find((p) => p.slug === placeSlug.toLowerCase()) ?? undefined)
  if (place === undefined) return { kind: 'unknown' }
  if (country.slug !== key)
    return { kind: 'moved', path: place ? seoPlacePath(country, place) : seoCountryPath(country) }
  return { kind: 'found', country, place }
}
