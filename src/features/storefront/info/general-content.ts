import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'
import { ENQUIRY_CTA } from './about-content.ts'

/**
 * /lds/general in English and German: LDS in brief, where /instagram and /linkedin lead
 * (docs/product/content-and-seo.md#info-pages).
 */
export const GENERAL_CONTENT: Record<Language, ContentPage> = {
  en: {
    eyebrow: 'LDS in brief',
    title: 'Luxury chalets, hotels and concierge service in the Alps',
    metaTitle: 'LDS in brief – luxury chalets and hotels in the Alps',
    description:
      'LDS Luxury Distribution SA in Geneva: hand-picked chalets, apartments and villas for guests, and the Luxury Distribution System for travel agencies and concierges.',
    lead: 'Welcome from our social pages. LDS looks after guests who expect more than a beautiful chalet, and after the travel professionals who plan for them.',
    sections: [
      {
        heading: 'For guests',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: 'Search by resort and week',
                text: 'Chalets, apartments and villas in the finest resorts of France, Switzerland, Austria and Italy, with their availability and weekly prices.',
                href: '/search',
              },
              {
                title: 'Our destinations',
                text: 'Altitude, ski area and the drive from the airport for every resort we know.',
                href: '/destinations',
              },
              {
                title: 'Personal advice',
                text: 'Tell us your wishes; we reply within 24 hours with a short, honest selection.',
                href: '/enquire-now',
              },
            ],
          },
        ],
      },
      {
        heading: 'For travel agencies and concierges',
        blocks: [
          {
            kind: 'p',
            text: 'The Luxury Distribution System gives vetted agencies live room offers of our partner hotels with their commission, multi-room selections saved for their clients, and bookings of our chalets. Registration is by invitation: [write to us](/contact) or [sign in](/signin).',
          },
        ],
      },
      {
        heading: 'About LDS',
        blocks: [
          {
            kind: 'links',
            items: [
              { label: 'Who we are', href: '/about' },
              { label: 'Discretion and security', href: '/diskretion-sicherheit' },
              { label: 'Contact', href: '/contact' },
            ],
          },
        ],
      },
    ],
    cta: ENQUIRY_CTA.en,
  },
  de: {
    eyebrow: 'LDS in Kürze',
    title: 'Luxus-Chalets, Hotels und Concierge-Service in den Alpen',
    metaTitle: 'LDS in Kürze – Luxus-Chalets und Hotels in den Alpen',
    description:
      'LDS Luxury Distribution SA in Genf: ausgewählte Chalets, Appartements und Villen für Gäste und das Luxury Distribution System für Reisebüros und Concierges.',
    lead: 'Willkommen von unseren sozialen Kanälen. LDS kümmert sich um Gäste, die mehr erwarten als ein schönes Chalet, und um die Reiseprofis, die für sie planen.',
    sections: [
      {
        heading: 'Für Gäste',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: 'Suche nach Skiort und Woche',
                text: 'Chalets, Appartements und Villen in den schönsten Skiorten Frankreichs, der Schweiz, Österreichs und Italiens, mit Verfügbarkeiten und Wochenpreisen.',
                href: '/search',
              },
              {
                title: 'Unsere Reiseziele',
                text: 'Höhe, Skigebiet und die Fahrt vom Flughafen für jeden Skiort, den wir kennen.',
                href: '/destinations',
              },
              {
                title: 'Persönliche Beratung',
                text: 'Erzählen Sie uns Ihre Wünsche; wir antworten innerhalb von 24 Stunden mit einer kleinen, ehrlichen Auswahl.',
                href: '/enquire-now',
              },
            ],
          },
        ],
      },
      {
        heading: 'Für Reisebüros und Concierges',
        blocks: [
          {
            kind: 'p',
            text: 'Das Luxury Distribution System gibt geprüften Agenturen Live-Angebote unserer Partnerhotels mit ihrer Provision, für ihre Kunden gespeicherte Auswahlen mehrerer Zimmer und Buchungen unserer Chalets. Die Registrierung erfolgt auf Einladung: [schreiben Sie uns](/contact) oder [melden Sie sich an](/signin).',
          },
        ],
      },
      {
        heading: 'Über LDS',
        blocks: [
          {
            kind: 'links',
            items: [
              { label: 'Wer wir sind', href: '/about' },
              { label: 'Diskretion und Sicherheit', href: '/diskretion-sicherheit' },
              { label: 'Kontakt', href: '/contact' },
            ],
          },
        ],
      },
    ],
    cta: ENQUIRY_CTA.de,
  },
}
