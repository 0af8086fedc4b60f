import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** The invitation to enquire that closes /about and /lds/general. */
export const ENQUIRY_CTA: Record<Language, NonNullable<ContentPage['cta']>> = {
  en: {
    title: 'Let us plan your winter',
    text: 'Tell us about your wishes and we will reply within 24 hours.',
    label: 'Enquire now',
    href: '/enquire-now',
  },
  de: {
    title: 'Lassen Sie uns Ihren Winter planen',
    text: 'Erzählen Sie uns von Ihren Wünschen – wir antworten innerhalb von 24 Stunden.',
    label: 'Jetzt anfragen',
    href: '/enquire-now',
  },
}

/** /about in English and German. */
export const ABOUT_CONTENT: Record<Language, ContentPage> = {
  en: {
    eyebrow: 'About us',
    title: 'Alpine hospitality, arranged with care',
    metaTitle: 'About LDS – luxury chalets and concierge service in the Alps',
    description:
      'LDS Luxury Distribution SA in Geneva arranges hand-picked luxury chalets, apartments and hotels in the Alps, with personal advice at no extra consulting cost.',
    lead: 'From our office in Geneva we look after guests who expect more than a beautiful chalet: a team that knows every house, every resort and every detail that makes a winter unforgettable.',
    sections: [
      {
        heading: 'Who we are',
        blocks: [
          {
            kind: 'p',
            text: 'LDS Luxury Distribution SA was founded in Geneva by people who spent their careers in Alpine hospitality – in chalet management, in five-star hotels and in private travel offices. We started with a simple conviction: a luxury holiday in the mountains should feel effortless from the very first conversation.',
          },
          {
            kind: 'p',
            text: 'Today we represent a carefully chosen portfolio of chalets, apartments and villas in the finest resorts of France, Switzerland, Austria and Italy, and we work with a network of luxury hotels for travel agencies and concierge services.',
          },
        ],
      },
      {
        heading: 'What we promise',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: 'Personal consultancy',
                text: 'You speak with a person who has stood in the living room of the chalet we recommend. Our advice costs nothing extra, whether you book or not.',
              },
              {
                title: 'Concierge and butler',
                text: 'Private chefs, ski instructors, nannies, transfers and a butler who anticipates your wishes – arranged before you arrive.',
              },
              {
                title: 'VIP services',
                text: 'Discretion and security for guests who value privacy above all: confidential bookings, vetted staff and protected arrivals.',
              },
              {
                title: 'A portfolio we know',
                text: 'Every property is visited by our team. We tell you honestly what a chalet does well – and what it does not.',
              },
            ],
          },
        ],
      },
      {
        heading: 'How we work',
        blocks: [
          {
            kind: 'list',
            items: [
              'You tell us where and when you would like to travel – by phone, by e-mail or through our [enquiry form](/enquire-now).',
              'Within 24 hours we send a short selection of properties that truly match, with honest notes and transparent prices.',
              'We reserve your favourite, confirm every service in writing and stay reachable throughout your stay.',
            ],
          },
          {
            kind: 'p',
            text: 'Our prices are the prices of the owners and operators we represent. Where a rate includes services, we say so; where something costs extra, we tell you before you decide.',
          },
        ],
      },
      {
        heading: 'For travel agencies and concierges',
        blocks: [
          {
            kind: 'p',
            text: 'The Luxury Distribution System gives vetted luxury travel agencies and concierge services access to availability, individual rates and commissions of our chalets and partner hotels, with direct chat to the hotels. Registration is by invitation.',
          },
        ],
      },
    ],
    cta: ENQUIRY_CTA.en,
  },
  de: {
    eyebrow: 'Über uns',
    title: 'Alpine Gastfreundschaft, mit Sorgfalt arrangiert',
    metaTitle: 'Über LDS – Luxus-Chalets und Concierge-Service in den Alpen',
    description:
      'Die LDS Luxury Distribution SA in Genf vermittelt ausgewählte Luxus-Chalets, Appartements und Hotels in den Alpen – mit persönlicher Beratung ohne zusätzliche Beratungskosten.',
    lead: 'Von unserem Büro in Genf aus betreuen wir Gäste, die mehr erwarten als ein schönes Chalet: ein Team, das jedes Haus, jeden Ort und jedes Detail kennt, das einen Winter unvergesslich macht.',
    sections: [
      {
        heading: 'Wer wir sind',
        blocks: [
          {
            kind: 'p',
            text: 'Die LDS Luxury Distribution SA wurde in Genf von Menschen gegründet, die ihr Berufsleben der alpinen Hotellerie gewidmet haben – im Chalet-Management, in Fünf-Sterne-Hotels und in privaten Reisebüros. Am Anfang stand eine einfache Überzeugung: Ein Luxusurlaub in den Bergen soll sich vom ersten Gespräch an mühelos anfühlen.',
          },
          {
            kind: 'p',
            text: 'Heute vertreten wir ein sorgfältig ausgewähltes Portfolio an Chalets, Appartements und Villen in den schönsten Orten Frankreichs, der Schweiz, Österreichs und Italiens und arbeiten für Reisebüros und Concierge-Services mit einem Netzwerk von Luxushotels zusammen.',
          },
        ],
      },
      {
        heading: 'Was wir versprechen',
        blocks: [
          {
            kind: 'cards',
            items: [
              {
                title: 'Persönliche Beratung',
                text: 'Sie sprechen mit jemandem, der selbst im Wohnzimmer des empfohlenen Chalets gestanden hat. Unsere Beratung kostet nichts extra – ob Sie buchen oder nicht.',
              },
              {
                title: 'Concierge und Butler',
                text: 'Privatkoch, Skilehrer, Nanny, Transfers und ein Butler, der Ihre Wünsche vorwegnimmt – organisiert, bevor Sie ankommen.',
              },
              {
                title: 'VIP-Services',
                text: 'Diskretion und Sicherheit für Gäste, denen Privatsphäre über alles geht: vertrauliche Buchungen, geprüftes Personal und geschützte Anreisen.',
              },
              {
                title: 'Ein Portfolio, das wir kennen',
                text: 'Jedes Haus wurde von unserem Team besucht. Wir sagen Ihnen ehrlich, was ein Chalet besonders gut kann – und was nicht.',
              },
            ],
          },
        ],
      },
      {
        heading: 'So arbeiten wir',
        blocks: [
          {
            kind: 'list',
            items: [
              'Sie erzählen uns, wohin und wann Sie reisen möchten – am Telefon, per E-Mail oder über unser [Anfrageformular](/enquire-now).',
              'Innerhalb von 24 Stunden erhalten Sie eine kleine Auswahl wirklich passender Häuser, mit ehrlichen Hinweisen und transparenten Preisen.',
              'Wir reservieren Ihren Favoriten, bestätigen jede Leistung schriftlich und bleiben während Ihres Aufenthalts erreichbar.',
            ],
          },
          {
            kind: 'p',
            text: 'Unsere Preise sind die Preise der Eigentümer und Betreiber, die wir vertreten. Wo ein Tarif Leistungen enthält, sagen wir es; wo etwas extra kostet, erfahren Sie es, bevor Sie sich entscheiden.',
          },
        ],
      },
      {
        heading: 'Für Reisebüros und Concierges',
        blocks: [
          {
            kind: 'p',
            text: 'Das Luxury Distribution System gibt geprüften Luxus-Reisebüros und Concierge-Services Zugang zu Verfügbarkeiten, individuellen Tarifen und Provisionen unserer Chalets und Partnerhotels – mit direktem Chat zu den Hotels. Die Registrierung erfolgt auf Einladung.',
          },
        ],
      },
    ],
    cta: ENQUIRY_CTA.de,
  },
}
