/**
 * Property paths (docs/product/routes-and-redirects.md#property-paths):
 * /{propertyType}/{country}[/{city}[/{propertyName}]], lowercase hyphenated slugs, English and German country names,
 * resort display names for cities, and the canonical / alternate-language links. Pure: shared by the client router and
 * the server.
 */
import { findResortByName, findResortBySlug, resortsInArea } from '../catalogue/resorts.ts'
import { toAsciiSlug } from '../text/ascii-slug.ts'
import type { Country, Language, PropertyType } from '../catalogue/types.ts'

/**
 * Hosts: the canonical link of a page uses the www host of its language, without trailing slash;
 * the alternate-language links point to the host of each language.
 */
export const SITE_HOSTS: Record<Language, string> = {
  en: 'https://www.lds-alps.com',
  de: 'https://www.lds-alps.de',
}

/** Lowercase hyphenated ascii. `germanUmlauts` writes ä/ö/ü as ae/oe/ue (country names), else diacritics are stripped. */
export function slugify(text: string, opts: { germanUmlauts?: boolean } = {}): string {
  const t = opts.germanUmlauts ? text.replace(/ä/gi, 'ae').replace(/ö/gi, 'oe').replace(/ü/gi, 'ue') : text
  return toAsciiSlug(t)
}

const TYPE_SLUGS: Record<Language, Record<PropertyType, string>> = {
  en: { Chalet: 'chalets', Apartment: 'apartments', Villa: 'villas' },
  de: { Chalet: 'chalets', Apartment: 'appartements', Villa: 'villas' },
}
const TYPE_BY_SLUG: Record<string, PropertyType> = {
  chalets: 'Chalet',
  apartments: 'Apartment',
  appartements: 'Apartment',
  villas: 'Villa',
}

export function isTypeSlug(slug: string): boolean {
  return slug.toLowerCase() in TYPE_BY_SLUG
}

/** chalets | apartments | appartements | villas → the type; anything else is a Chalet (the default). */
export function typeFromSlug(slug: string | undefined): PropertyType {
  return (slug && TYPE_BY_SLUG[slug.toLowerCase()]) || 'Chalet'
}

export function typeSlug(type: PropertyType | string, lang: Language): string {
  return TYPE_SLUGS[lang][type as PropertyType] ?? TYPE_SLUGS[lang].Chalet
}

const COUNTRY_SLUGS: Record<Language, Record<Country, string>> = {
  en: { Switzerland: 'switzerland', France: 'france', Austria: 'austria', Italy: 'italy' },
  de: { Switzerland: 'schweiz', France: 'frankreich', Austria: 'osterreich', Italy: 'italien' },
}
export const COUNTRY_NAMES_DE: Record<Country, string> = {
  Switzerland: 'Schweiz',
  France: 'Frankreich',
  Austria: 'Österreich',
  Italy: 'Italien',
}
const COUNTRY_BY_SLUG = new Map<string, { country: Country; lang: Language }>()
for (const lang of ['en', 'de'] as const) {
  for (const [country, slug] of Object.entries(COUNTRY_SLUGS[lang]))
    COUNTRY_BY_SLUG.set(slug, { country: country as Country, lang })
}
/** oesterreich (ö written oe) maps to osterreich */
COUNTRY_BY_SLUG.set('oesterreich', { country: 'Austria', lang: 'de' })

function countryEntry(slug: string) {
  return COUNTRY_BY_SLUG.get(slugify(slug, { germanUmlauts: true }))
}

/** English or German country slug (also 'oesterreich' and 'österreich') → the country. */
export function countryFromSlug(slug: string): Country | undefined {
  return countryEntry(slug)?.country
}

/** The language a country slug is written in (schweiz → de, france → en). */
export function languageOfCountrySlug(slug: string): Language | undefined {
  return countryEntry(slug)?.lang
}

export function countrySlug(country: Country | string, lang: Language): string {
  return COUNTRY_SLUGS[lang][country as Country] ?? slugify(country, { germanUmlauts: true })
}

/** A resort slug (or alias slug) → the resort display name, the `city` of properties. */
export function cityFromSlug(slug: string): string | undefined {
  return (findResortBySlug(slug) ?? findResortByName(slug))?.name
}

/** The path slug of a city: the resort's slug, else the slugified name. */
export function citySlug(city: string): string {
  return findResortByName(city)?.slug ?? slugify(city)
}

/**
 * The cities a destination slug stands for: one resort ('courchevel-1850'), or every village of a
 * resort family ('courchevel' → the four Courchevel villages). `name` is what the page shows.
 */
export function destinationCities(slug: string): { name: string; cities: string[] } | undefined {
  const exact = findResortBySlug(slug)
  if (exact) return { name: exact.name, cities: [exact.name] }
  const area = resortsInArea(slug)
  if (area.length > 1) return { name: area[0]!.area, cities: area.map((r) => r.name) }
  const alias = findResortByName(slug)
  return alias ? { name: alias.name, cities: [alias.name] } : undefined
}

export type PathProperty = {
  propertyType: PropertyType | string
  address: { country: Country | string }
  city: string
  slug: string
}

export function propertyPath(p: PathProperty, lang: Language): string {
  return `/${typeSlug(p.propertyType, lang)}/${countrySlug(p.address.country, lang)}/${citySlug(p.city)}/${p.slug}`
}

export function destinationPath(
  d: { type: PropertyType | string; country: Country | string; city?: string | null },
  lang: Language,
): string {
  const base = `/${typeSlug(d.type, lang)}/${countrySlug(d.country, lang)}`
  return d.city ? `${base}/${citySlug(d.city)}` : base
}

export const PROPERTY_ACTIONS = ['enquire-now', 'book-now', 'take-option', 'save-interest', 'book-online'] as const
export type PropertyAction = (typeof PROPERTY_ACTIONS)[number]

export type ParsedPropertyPath = {
  type: PropertyType
  typeSlug: string
  country: Country
  countrySlug: string
  /** the language the country slug is written in */
  lang: Language
  citySlug: string | null
  /** resort display name, null when the slug is no known resort */
  city: string | null
  propertySlug: string | null
  action: PropertyAction | null
}

function decode(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}

/** Reads a destination or property path; null when it is none (unknown type or country slug). */
export function parsePropertyPath(pathname: string): ParsedPropertyPath | null {
  const parts = pathname.split(/[?#]/)[0]!.split('/').filter(Boolean).map(decode)
  if (parts.length < 2 || parts.length > 5) return null
  const [t, c, city, property, action] = parts as [string, string, string?, string?, string?]
  if (!isTypeSlug(t)) return null
  const entry = countryEntry(c)
  if (!entry) return null
  if (action !== undefined && !(PROPERTY_ACTIONS as readonly string[]).includes(action)) return null
  return {
    type: typeFromSlug(t),
    typeSlug: t.toLowerCase(),
    country: entry.country,
    countrySlug: COUNTRY_SLUGS[entry.lang][entry.country],
    lang: entry.lang,
    citySlug: city ? city.toLowerCase() : null,
    city: city ? (cityFromSlug(city) ?? null) : null,
    propertySlug: property ? property.toLowerCase() : null,
    action: (action as PropertyAction | undefined) ?? null,
  }
}

/**
 * The canonical path of a page in a language: destination and property paths with that
 * language's type and country slugs (oesterreich → osterreich); any path without trailing slash.
 */
export function canonicalPath(pathname: string, lang?: Language): string {
  const path = pathname.split(/[?#]/)[0] || '/'
  const parsed = parsePropertyPath(path)
  if (!parsed) return path.length > 1 ? path.replace(/\/+$/, '') || '/' : '/'
  const l = lang ?? parsed.lang
  const segs = [typeSlug(parsed.type, l), COUNTRY_SLUGS[l][parsed.country]]
  if (parsed.citySlug) segs.push(parsed.citySlug)
  if (parsed.propertySlug) segs.push(parsed.propertySlug)
  return `/${segs.join('/')}`
}

/** The canonical link: www host of the language, no trailing slash (also none for the root). */
export function canonicalUrl(pathname: string, lang: Language): string {
  const path = canonicalPath(pathname, lang)
  return path === '/' ? SITE_HOSTS[lang] : `${SITE_HOSTS[lang]}${path}`
}

export type AlternateLink = { hreflang: Language | 'x-default'; href: string }

/** hreflang links: each language on its host (path translated), English as x-default. */
export function alternateUrls(pathname: string): AlternateLink[] {
  const en = canonicalUrl(pathname, 'en')
  return [
    { hreflang: 'en', href: en },
    { hreflang: 'de', href: canonicalUrl(pathname, 'de') },
    { hreflang: 'x-default', href: en },
  ]
}
