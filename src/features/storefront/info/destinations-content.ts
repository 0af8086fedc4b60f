import { RESORT_COUNTRIES, RESORTS } from '#domain/catalogue/resorts.ts'
import type { Country, Language } from '#domain/catalogue/types.ts'
import { formatNumber } from '#domain/format/format-number.ts'
import type { ContentPage, Section } from '#features/storefront/content/content-types.ts'
import { resortChaletsHref } from '#features/storefront/destination-links.ts'
import { RESORT_BLURBS, airportLabel } from '#features/storefront/resort-blurbs.ts'

const COUNTRY_NAMES: Record<Language, Record<Country, string>> = {
  en: { France: 'France', Switzerland: 'Switzerland', Austria: 'Austria', Italy: 'Italy' },
  de: { France: 'Frankreich', Switzerland: 'Schweiz', Austria: 'Österreich', Italy: 'Italien' },
}

const COUNTRY_INTROS: Record<Language, Record<Country, string>> = {
  en: {
    France:
      'From the interconnected giants of Les 3 Vallées to the village elegance of Megève: France has the largest choice of luxury chalets in the Alps.',
    Switzerland:
      'Swiss resorts pair reliable snow with a century of hospitality – from the Matterhorn village of Zermatt to the discreet chalets of Gstaad.',
    Austria:
      'Tyrol and Vorarlberg offer cosy luxury, exceptional food and the legendary slopes of the Arlberg and the Hahnenkamm.',
    Italy:
      'In the Dolomites, Cortina d’Ampezzo combines dramatic peaks with Italian style and long lunches in the sun.',
  },
  de: {
    France:
      'Von den verbundenen Riesen der 3 Vallées bis zur Dorfeleganz von Megève: Frankreich bietet die grösste Auswahl an Luxus-Chalets der Alpen.',
    Switzerland:
      'Schweizer Orte verbinden sichere Schneelagen mit hundert Jahren Gastlichkeit – vom Matterhorndorf Zermatt bis zu den diskreten Chalets von Gstaad.',
    Austria:
      'Tirol und Vorarlberg stehen für gemütlichen Luxus, hervorragende Küche und die legendären Hänge von Arlberg und Hahnenkamm.',
    Italy:
      'In den Dolomiten verbindet Cortina d’Ampezzo dramatische Gipfel mit italienischem Stil und langen Mittagessen in der Sonne.',
  },
}

function countrySection(country: Country, lang: Language): Section {
  const de = lang === 'de'
  return {
    id: country.toLowerCase(),
    heading: COUNTRY_NAMES[lang][country],
    blocks: [
      { kind: 'p', text: COUNTRY_INTROS[lang][country] },
      {
        kind: 'cards',
        items: RESORTS.filter((r) => r.country === country).map((r) => ({
          title: r.name,
          href: resortChaletsHref(r.name),
          text: `${RESORT_BLURBS[r.name]?.[lang] ?? ''} ${formatNumber(r.altitude)} m · ${r.skiArea} · ${r.airport.distanceKm} km ${de ? 'ab' : 'from'} ${airportLabel(r.airport.name, lang)}`,
        })),
      },
    ],
  }
}

function page(lang: Language): ContentPage {
  const de = lang === 'de'
  return {
    eyebrow: de ? 'Destinationen' : 'Destinations',
    title: de ? 'Die schönsten Skiorte der Alpen' : 'The finest resorts of the Alps',
    metaTitle: de
      ? 'Destinationen – Luxus-Chalets in Frankreich, der Schweiz, Österreich und Italien | LDS'
      : 'Destinations – luxury chalets in France, Switzerland, Austria and Italy | LDS',
    description: de
      ? 'Alle Skiorte unseres Portfolios im Überblick: Courchevel, Méribel, Verbier, Zermatt, Gstaad, St. Moritz, Lech, Kitzbühel, Cortina und mehr – mit Höhe, Skigebiet und Anreise.'
      : 'Every resort of our portfolio at a glance: Courchevel, Méribel, Verbier, Zermatt, Gstaad, St. Moritz, Lech, Kitzbühel, Cortina and more – with altitude, ski area and access.',
    lead: de
      ? 'Achtzehn Orte in vier Ländern, jeder mit seinem eigenen Charakter. Unser Team kennt sie alle – und hilft Ihnen, den Ort zu finden, der zu Ihrer Familie, Ihrem Skistil und Ihrem Reisezeitraum passt.'
      : 'Eighteen resorts in four countries, each with its own character. Our team knows them all – and helps you find the one that suits your family, your skiing and your dates.',
    sections: [
      ...RESORT_COUNTRIES.map((country) => countrySection(country, lang)),
      {
        heading: de ? 'Nicht sicher, wohin?' : 'Not sure where to go?',
        blocks: [
          {
            kind: 'p',
            text: de
              ? 'Erzählen Sie uns, was Ihnen wichtig ist – Schneesicherheit, kurze Anreise, Kinderfreundlichkeit oder Nachtleben – und wir schlagen Ihnen passende Orte und Häuser vor. [Jetzt anfragen](/enquire-now) oder lesen Sie unseren Ratgeber [Die luxuriösesten Chalets der Alpen](/die-luxuriösesten-chalets-der-alpen).'
              : 'Tell us what matters to you – snow reliability, a short transfer, children or nightlife – and we will suggest the right resorts and homes. [Enquire now](/enquire-now) or browse our [search](/search).',
          },
        ],
      },
    ],
  }
}

/** /destinations in English and German, built from the resort list and portraits. */
export const DESTINATIONS_CONTENT: Record<Language, ContentPage> = { en: page('en'), de: page('de') }
