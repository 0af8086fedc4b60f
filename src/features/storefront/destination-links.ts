import { RESORTS } from '#domain/catalogue/resorts.ts'
import type { Country } from '#domain/catalogue/types.ts'
import { ALPS_PAGE } from '#domain/routing/redirects.ts'

/**
 * The storefront's links into the destination lists (docs/product/content-and-seo.md#destination-links) and
 * the German SEO pages. The lists themselves belong to the property feature; 'courchevel' is the
 * area of the four Courchevel villages.
 */
export const COUNTRY_SLUG_EN: Record<Country, string> = {
  France: 'france',
  Switzerland: 'switzerland',
  Austria: 'austria',
  Italy: 'italy',
}

export const CHALET_COUNTRY_LINKS: { country: Country; href: string }[] = [
  { country: 'France', href: '/chalets/france' },
  { country: 'Switzerland', href: '/chalets/switzerland' },
  { country: 'Austria', href: '/chalets/austria' },
  { country: 'Italy', href: '/chalets/italy' },
]

export const APARTMENT_COUNTRY_LINKS: { country: Country; href: string }[] = [
  { country: 'France', href: '/apartments/france' },
  { country: 'Switzerland', href: '/apartments/switzerland' },
  { country: 'Austria', href: '/apartments/austria' },
]

/** The French resort lists the specification names, Courchevel (all villages) first. */
export const FRENCH_RESORT_LINKS: { label: string; href: string }[] = [
  { label: 'Courchevel', href: '/chalets/france/courchevel' },
  { label: 'Courchevel 1850', href: '/chalets/france/courchevel-1850' },
  { label: 'Courchevel 1650', href: '/chalets/france/courchevel-1650' },
  { label: 'Courchevel 1550', href: '/chalets/france/courchevel-1550' },
  { label: 'Courchevel 1300', href: '/chalets/france/courchevel-1300' },
  { label: 'Méribel', href: '/chalets/france/meribel' },
  { label: 'Megève', href: '/chalets/france/megeve' },
  { label: 'Saint-Martin-de-Belleville', href: '/chalets/france/saint-martin-de-belleville' },
  { label: "Val d'Isère", href: '/chalets/france/val-d-isere' },
]

/** Chalet list of any resort of the catalogue. */
export function resortChaletsHref(resortName: string): string {
  const resort = RESORTS.find((r) => r.name === resortName)
  if (!resort) return '/search'
  return `/chalets/${COUNTRY_SLUG_EN[resort.country]}/${resort.slug}`
}

/** The other resorts (outside the French list above), for the tag list. */
export const OTHER_RESORT_LINKS: { label: string; href: string }[] = RESORTS.filter(
  (r) => !FRENCH_RESORT_LINKS.some((l) => l.href.endsWith(`/${r.slug}`)),
).map((r) => ({ label: r.name, href: resortChaletsHref(r.name) }))

export const SEO_LINKS = {
  alps: ALPS_PAGE,
  discretion: '/diskretion-sicherheit',
  skiTravel: '/luxus-ski-reisen',
} as const
