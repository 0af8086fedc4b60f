import { RESORTS } from '#domain/catalogue/resorts.ts'
import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'
import { resortChaletsHref } from '#features/storefront/destination-links.ts'
import { airportLabel, transferMinutes } from '#features/storefront/resort-blurbs.ts'

function duration(minutes: number, lang: Language): string {
  const h = Math.floor(minutes / 60)
  const m = minutes % 60
  if (lang === 'de') return m ? `ca. ${h} Std. ${m} Min.` : `ca. ${h} Std.`
  return m ? `about ${h} h ${m} min` : `about ${h} h`
}

function transferRows(lang: Language): string[][] {
  return [...RESORTS]
    .sort((a, b) => a.airport.distanceKm - b.airport.distanceKm)
    .map((r) => [
      `[${r.name}](${resortChaletsHref(r.name)})`,
      `${airportLabel(r.airport.name, lang)} (${r.airport.iataCode})`,
      `${r.airport.distanceKm} km`,
      duration(transferMinutes(r.airport.distanceKm), lang),
    ])
}

const EN: ContentPage = {
  eyebrow: 'Transfers',
  title: 'Arrive as relaxed as you leave',
  metaTitle: 'Airport transfers, helicopter and private jet to the Alps | LDS',
  description:
    'Chauffeured transfers, helicopter flights and private jets from Geneva, Zurich, Innsbruck, Salzburg and Venice to your chalet – with transfer times for every resort.',
  lead: 'Your holiday begins at the arrivals hall. We arrange the journey to your chalet – by car with an experienced mountain driver, by helicopter or by private jet to the nearest altiport.',
  sections: [
    {
      heading: 'Chauffeured transfers',
      blocks: [
        {
          kind: 'list',
          items: [
            'Spacious vans and saloons with winter tyres and snow chains, driven by chauffeurs who know every mountain road.',
            'Meet and greet at arrivals, help with luggage and skis, child seats on request.',
            'Flight tracking: if your flight is late, your driver waits at no extra cost.',
          ],
        },
      ],
    },
    {
      heading: 'Helicopter and private jet',
      blocks: [
        {
          kind: 'p',
          text: 'A helicopter takes you from Geneva to Courchevel in about 35 minutes, landing at the altiport a few minutes from the Jardin Alpin. Private jets land at Sion for Verbier and Zermatt, at Saanen for Gstaad, at Samedan for St. Moritz and at Chambéry for Les 3 Vallées. We coordinate slots, ground handling and the car waiting at the foot of the stairs.',
        },
      ],
    },
    {
      heading: 'Transfer times by resort',
      blocks: [
        {
          kind: 'table',
          caption: 'Typical drive from the nearest international airport in normal winter conditions',
          head: ['Resort', 'Airport', 'Distance', 'By car'],
          rows: transferRows('en'),
        },
        {
          kind: 'p',
          text: 'On Saturdays in high season, allow extra time: many chalets change guests on the same day.',
        },
      ],
    },
    {
      heading: 'Good to know',
      blocks: [
        {
          kind: 'list',
          items: [
            'Zermatt is car-free: cars stop in Täsch, from where a shuttle train or an electric taxi takes you into the village – we arrange both.',
            'The road to Lech and Zürs can close for a few hours when the avalanche risk is high; your driver then takes the best alternative.',
            'Rail is a fine option to Swiss resorts: we book first-class seats and the luggage service from door to door.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Shall we arrange your journey?',
    text: 'Tell us your flight and the size of your party – we take care of the rest.',
    label: 'Enquire now',
    href: '/enquire-now',
  },
}

const DE: ContentPage = {
  eyebrow: 'Transfers',
  title: 'So entspannt ankommen, wie Sie abreisen',
  metaTitle: 'Flughafentransfer, Helikopter und Privatjet in die Alpen | LDS',
  description:
    'Chauffeur-Transfers, Helikopterflüge und Privatjets von Genf, Zürich, Innsbruck, Salzburg und Venedig bis zu Ihrem Chalet – mit Transferzeiten für jeden Ort.',
  lead: 'Ihr Urlaub beginnt in der Ankunftshalle. Wir organisieren die Reise bis zu Ihrem Chalet – im Auto mit einem erfahrenen Bergchauffeur, im Helikopter oder im Privatjet zum nächsten Altiport.',
  sections: [
    {
      heading: 'Transfers mit Chauffeur',
      blocks: [
        {
          kind: 'list',
          items: [
            'Geräumige Vans und Limousinen mit Winterreifen und Schneeketten, gefahren von Chauffeuren, die jede Bergstrasse kennen.',
            'Empfang in der Ankunftshalle, Hilfe mit Gepäck und Ski, Kindersitze auf Wunsch.',
            'Flugverfolgung: Hat Ihr Flug Verspätung, wartet Ihr Fahrer ohne Aufpreis.',
          ],
        },
      ],
    },
    {
      heading: 'Helikopter und Privatjet',
      blocks: [
        {
          kind: 'p',
          text: 'Ein Helikopter bringt Sie in rund 35 Minuten von Genf nach Courchevel und landet auf dem Altiport, wenige Minuten vom Jardin Alpin entfernt. Privatjets landen in Sitten für Verbier und Zermatt, in Saanen für Gstaad, in Samedan für St. Moritz und in Chambéry für die 3 Vallées. Wir koordinieren Slots, Abfertigung und den Wagen, der am Fuss der Treppe wartet.',
        },
      ],
    },
    {
      heading: 'Transferzeiten nach Ort',
      blocks: [
        {
          kind: 'table',
          caption: 'Typische Fahrt vom nächsten internationalen Flughafen bei normalen Winterbedingungen',
          head: ['Ort', 'Flughafen', 'Entfernung', 'Mit dem Auto'],
          rows: transferRows('de'),
        },
        {
          kind: 'p',
          text: 'Planen Sie an Samstagen der Hochsaison mehr Zeit ein: Viele Chalets wechseln am selben Tag die Gäste.',
        },
      ],
    },
    {
      heading: 'Gut zu wissen',
      blocks: [
        {
          kind: 'list',
          items: [
            'Zermatt ist autofrei: Autos bleiben in Täsch, von dort bringt Sie ein Shuttlezug oder ein Elektrotaxi ins Dorf – wir organisieren beides.',
            'Die Strasse nach Lech und Zürs kann bei hoher Lawinengefahr für einige Stunden gesperrt sein; Ihr Fahrer wählt dann die beste Alternative.',
            'Die Bahn ist eine schöne Alternative in Schweizer Orte: Wir buchen Plätze in der ersten Klasse und den Gepäckservice von Tür zu Tür.',
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Sollen wir Ihre Anreise organisieren?',
    text: 'Nennen Sie uns Ihren Flug und die Grösse Ihrer Gruppe – um den Rest kümmern wir uns.',
    label: 'Jetzt anfragen',
    href: '/enquire-now',
  },
}

/** /transfers in English and German, with transfer times computed from the resort list. */
export const TRANSFERS_CONTENT: Record<Language, ContentPage> = { en: EN, de: DE }
