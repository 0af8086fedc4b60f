import { RESORTS, type Resort } from '#domain/catalogue/resorts.ts'
import { formatNumber } from '#domain/format/format-number.ts'
import { ALPS_PAGE } from '#domain/routing/redirects.ts'
import type { Block, ContentPage } from '#features/storefront/content/content-types.ts'
import { COUNTRY_SLUG_EN, SEO_LINKS } from '#features/storefront/destination-links.ts'
import { RESORT_BLURBS, airportLabel, transferMinutes } from '#features/storefront/resort-blurbs.ts'
import { COUNTRY_TEXTS, OVERVIEW_TEXT } from './seo-country-texts.ts'
import { PLACE_TEXTS } from './seo-place-texts.ts'
import { SEO_COUNTRIES, seoCountryPath, seoPlacePath, type SeoCountry, type SeoPlace } from './seo-registry.ts'

/** The German SEO pages, built from the handwritten texts and the resort facts. */
const HOME = { label: 'Die luxuriösesten Chalets der Alpen', href: ALPS_PAGE }
const APARTMENT_COUNTRIES = new Set(['France', 'Switzerland', 'Austria'])
const CTA = {
  title: 'Ihr Chalet für den nächsten Winter',
  text: 'Erzählen Sie uns von Ihren Wünschen – unser Concierge-Team antwortet innerhalb von 24 Stunden, ohne zusätzliche Beratungskosten.',
  label: 'Jetzt anfragen',
  href: '/enquire-now',
}

const resortsOf = (place: SeoPlace): Resort[] =>
  place.resorts.map((name) => RESORTS.find((r) => r.name === name)!).filter(Boolean)

function hours(minutes: number): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  return m ? `ca. ${h} Std. ${m} Min.` : `ca. ${h} Std.`
}

function factsOf(resorts: Resort[]): Block {
  const first = resorts[0]!
  const altitudes = resorts.map((r) => r.altitude).sort((a, b) => a - b)
  const altitude =
    altitudes.length > 1
      ? `${formatNumber(altitudes[0]!)}–${formatNumber(altitudes.at(-1)!)} m`
      : `${formatNumber(first.altitude)} m`
  return {
    kind: 'facts',
    items: [
      { label: 'Höhe', value: altitude },
      { label: 'Skigebiet', value: first.skiArea },
      { label: 'Region', value: first.region },
      { label: 'Flughafen', value: `${airportLabel(first.airport.name, 'de')}, ${first.airport.distanceKm} km` },
      { label: 'Transfer', value: hours(transferMinutes(first.airport.distanceKm)) },
    ],
  }
}

function listLinks(country: SeoCountry, place: SeoPlace): Block {
  const resorts = resortsOf(place)
  const countrySlug = COUNTRY_SLUG_EN[country.country]
  const items =
    place.slug === 'courchevel' ? [{ label: 'Alle Chalets in Courchevel', href: '/chalets/france/courchevel' }] : []
  for (const r of resorts) items.push({ label: `Chalets in ${r.name}`, href: `/chalets/${countrySlug}/${r.slug}` })
  if (APARTMENT_COUNTRIES.has(country.country))
    items.push({ label: `Appartements in ${country.name}`, href: `/apartments/${countrySlug}` })
  items.push({
    label: `${place.name} anfragen`,
    href: `/enquire-now?destination=${encodeURIComponent(resorts[0]!.name)}`,
  })
  return { kind: 'links', items }
}

export function seoPlacePage(country: SeoCountry, place: SeoPlace): ContentPage {
  const text = PLACE_TEXTS[place.slug]!
  const resorts = resortsOf(place)
  const siblings = country.places.filter((p) => p.slug !== place.slug)
  return {
    eyebrow: `${country.name} · ${place.kind === 'region' ? 'Region' : 'Skiort'}`,
    title: text.title,
    metaTitle: `${text.title} – ausgewählt von LDS`,
    description: text.lead,
    lead: text.lead,
    breadcrumbs: [
      HOME,
      { label: country.name, href: seoCountryPath(country) },
      { label: place.name, href: seoPlacePath(country, place) },
    ],
    sections: [
      { heading: `${place.name} im Porträt`, blocks: text.intro.map((p) => ({ kind: 'p', text: p })) },
      { heading: 'Auf einen Blick', blocks: [factsOf(resorts)] },
      {
        heading: `Die Chalets in ${place.name}`,
        blocks: [{ kind: 'p', text: text.chalets }, listLinks(country, place)],
      },
      { heading: 'Was Sie erwartet', blocks: [{ kind: 'list', items: text.highlights }] },
      { heading: 'Die beste Reisezeit', blocks: [{ kind: 'p', text: text.bestTime }] },
      {
        heading: `Weitere Orte in ${country.name}`,
        blocks: siblings.length
          ? [
              {
                kind: 'cards',
                items: siblings.map((p) => ({
                  title: p.name,
                  href: seoPlacePath(country, p),
                  text: PLACE_TEXTS[p.slug]!.lead,
                })),
              },
            ]
          : [{ kind: 'p', text: `Entdecken Sie auch unsere [Chalets in allen Ländern der Alpen](${ALPS_PAGE}).` }],
      },
    ],
    cta: { ...CTA, href: `/enquire-now?destination=${encodeURIComponent(resorts[0]!.name)}` },
  }
}

export function seoCountryPage(country: SeoCountry): ContentPage {
  const text = COUNTRY_TEXTS[country.country]
  const countrySlug = COUNTRY_SLUG_EN[country.country]
  const links = [{ label: `Alle Chalets in ${country.name}`, href: `/chalets/${countrySlug}` }]
  if (APARTMENT_COUNTRIES.has(country.country))
    links.push({ label: `Appartements in ${country.name}`, href: `/apartments/${countrySlug}` })
  return {
    eyebrow: 'Luxus-Chalets',
    title: text.title,
    metaTitle: `${text.title} | LDS`,
    description: text.lead,
    lead: text.lead,
    breadcrumbs: [HOME, { label: country.name, href: seoCountryPath(country) }],
    sections: [
      { heading: `Luxus in ${country.name}`, blocks: text.intro.map((p) => ({ kind: 'p', text: p })) },
      {
        heading: 'Unsere Orte',
        blocks: [
          {
            kind: 'cards',
            items: country.places.map((p) => ({
              title: p.name,
              href: seoPlacePath(country, p),
              text:
                p.kind === 'region'
                  ? PLACE_TEXTS[p.slug]!.lead
                  : (RESORT_BLURBS[p.resorts[0]!]?.de ?? PLACE_TEXTS[p.slug]!.lead),
            })),
          },
        ],
      },
      {
        heading: 'Chalet-Kultur',
        blocks: [
          { kind: 'p', text: text.culture },
          { kind: 'links', items: links },
        ],
      },
    ],
    cta: CTA,
  }
}

export function alpsOverviewPage(): ContentPage {
  return {
    eyebrow: 'Ratgeber',
    title: OVERVIEW_TEXT.title,
    metaTitle: 'Die luxuriösesten Chalets der Alpen – Frankreich, Schweiz, Österreich, Italien | LDS',
    description: OVERVIEW_TEXT.lead,
    lead: OVERVIEW_TEXT.lead,
    sections: [
      {
        heading: 'Was ein Luxus-Chalet ausmacht',
        blocks: [
          ...OVERVIEW_TEXT.intro.map((p): Block => ({ kind: 'p', text: p })),
          { kind: 'list', items: OVERVIEW_TEXT.criteria },
        ],
      },
      {
        heading: 'Unsere Länder',
        blocks: [
          {
            kind: 'cards',
            items: SEO_COUNTRIES.map((c) => ({
              title: c.name,
              href: seoCountryPath(c),
              text: COUNTRY_TEXTS[c.country].lead,
            })),
          },
        ],
      },
      {
        heading: 'Beliebte Orte',
        blocks: [
          {
            kind: 'links',
            items: SEO_COUNTRIES.flatMap((c) =>
              c.places.filter((p) => p.kind === 'resort').map((p) => ({ label: p.name, href: seoPlacePath(c, p) })),
            ),
          },
        ],
      },
      { heading: 'In drei Schritten zu Ihrem Chalet', blocks: [{ kind: 'cards', items: OVERVIEW_TEXT.steps }] },
      {
        heading: 'Weitere Ratgeber',
        blocks: [
          {
            kind: 'links',
            items: [
              { label: 'Luxus-Skireisen', href: SEO_LINKS.skiTravel },
              { label: 'Diskretion & Sicherheit', href: SEO_LINKS.discretion },
              { label: 'Alle Destinationen', href: '/destinations' },
            ],
          },
        ],
      },
    ],
    cta: CTA,
  }
}
