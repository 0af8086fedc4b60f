import type { Language } from '../../../domain/catalogue/types.ts'
import type { ContentPage } from '../content/content-types.ts'

/** /terms-and-conditions in English and German; the defaults match SPEC.md §9. */
export const TERMS_CONTENT: Record<Language, ContentPage> = {
  en: {
    eyebrow: 'Terms and conditions',
    title: 'Terms and conditions of rental',
    metaTitle: 'Terms and conditions | LDS Luxury Distribution',
    description: 'The terms for enquiries and rentals of chalets, apartments and villas arranged by LDS: booking, payment, security deposit, cancellation and liability.',
    lead: 'These terms apply to every rental of a chalet, apartment or villa arranged by LDS Luxury Distribution SA. Where a property has its own terms, they are shown with the offer and take precedence on the points they cover.',
    updated: 'Last updated: November 2026',
    toc: true,
    sections: [
      {
        heading: 'Our role',
        blocks: [
          {
            kind: 'p',
            text: 'LDS acts as an agent for the owners and operators of the properties (the lessor). The rental contract is concluded between you and the lessor; LDS arranges it, collects payments on the lessor’s behalf and remains your contact before and during your stay.',
          },
        ],
      },
      {
        heading: 'Enquiry, offer and booking',
        blocks: [
          {
            kind: 'list',
            items: [
              'An enquiry is free of charge and does not bind you.',
              'Our offer states the property, the period, the service level, the price and the applicable payment and cancellation terms.',
              'The booking becomes binding when you accept the offer and we confirm it in writing; the first payment is due with the confirmation.',
              'Most properties are rented by the week, from Saturday to Saturday or Sunday to Sunday; other periods on request.',
            ],
          },
        ],
      },
      {
        heading: 'Prices and payment',
        blocks: [
          {
            kind: 'list',
            items: [
              'Prices are per stay in the currency of the property and include the services of the chosen service level; local tourist taxes are added where they apply.',
              'Unless the offer says otherwise, a prepayment of 35% is due at booking and the balance 84 days (12 weeks) before arrival. For bookings made later, the full amount is due at once.',
              'Payment is possible by bank transfer or credit card. Card payments carry a fee of 3% of the amount paid, unless the offer states another rate.',
            ],
          },
        ],
      },
      {
        heading: 'Security deposit',
        blocks: [
          {
            kind: 'p',
            text: 'Most lessors ask for a security deposit, stated in the offer. It is either blocked on your credit card or cashed two weeks before arrival, and released or refunded after departure once the property has been inspected, less any damage or unpaid extras.',
          },
        ],
      },
      {
        heading: 'Cancellation by you',
        blocks: [
          {
            kind: 'p',
            text: 'Cancellations must be made in writing. Unless the offer states other terms:',
          },
          {
            kind: 'list',
            items: [
              'up to 84 days before arrival, 65% of the booking total is refunded (35% is kept);',
              'from 83 days before arrival, the day of arrival and a no-show, 100% of the booking total is invoiced.',
            ],
          },
          { kind: 'p', text: 'We strongly recommend travel cancellation insurance. If you find replacement guests whom the lessor accepts, we will do our best to reduce your costs.' },
        ],
      },
      {
        heading: 'Changes and cancellation by the lessor',
        blocks: [
          {
            kind: 'p',
            text: 'Should a property become unavailable for reasons beyond your control, we offer an equivalent alternative; if you decline it, every amount you paid is refunded in full. Further claims are excluded unless the lessor acted with intent or gross negligence.',
          },
        ],
      },
      {
        heading: 'Your stay',
        blocks: [
          {
            kind: 'list',
            items: [
              'Arrival is usually from 4pm and departure by 10am; the offer states the exact times.',
              'The number of guests may not exceed the number stated in the booking. Pets only where the property allows them.',
              'Please treat the property with care and respect the house rules and the neighbours. Damage must be reported at once.',
            ],
          },
        ],
      },
      {
        heading: 'Complaints',
        blocks: [
          {
            kind: 'p',
            text: 'If something is not as described, tell us or the property’s manager immediately, so the problem can be solved on site. Claims that were not reported during the stay are difficult to assess afterwards.',
          },
        ],
      },
      {
        heading: 'Liability',
        blocks: [
          {
            kind: 'p',
            text: 'As an agent, LDS is liable for the careful arrangement of the rental, not for the performance of the lessor or of third-party service providers. Liability for slight negligence is excluded as far as the law permits.',
          },
        ],
      },
      {
        heading: 'Law and jurisdiction',
        blocks: [
          {
            kind: 'p',
            text: 'These terms are governed by Swiss law. The place of jurisdiction is Geneva, subject to mandatory consumer protection rules of your country of residence.',
          },
        ],
      },
    ],
  },
  de: {
    eyebrow: 'Allgemeine Geschäftsbedingungen',
    title: 'Allgemeine Mietbedingungen',
    metaTitle: 'AGB | LDS Luxury Distribution',
    description: 'Die Bedingungen für Anfragen und Mieten von Chalets, Appartements und Villen über LDS: Buchung, Zahlung, Kaution, Stornierung und Haftung.',
    lead: 'Diese Bedingungen gelten für jede Miete eines Chalets, Appartements oder einer Villa, die von der LDS Luxury Distribution SA vermittelt wird. Hat ein Haus eigene Bedingungen, werden sie mit dem Angebot genannt und gehen in den geregelten Punkten vor.',
    updated: 'Stand: November 2026',
    toc: true,
    sections: [
      {
        heading: 'Unsere Rolle',
        blocks: [
          {
            kind: 'p',
            text: 'LDS handelt als Vermittlerin für die Eigentümer und Betreiber der Häuser (Vermieter). Der Mietvertrag kommt zwischen Ihnen und dem Vermieter zustande; LDS vermittelt ihn, zieht Zahlungen im Namen des Vermieters ein und bleibt vor und während Ihres Aufenthalts Ihre Ansprechpartnerin.',
          },
        ],
      },
      {
        heading: 'Anfrage, Angebot und Buchung',
        blocks: [
          {
            kind: 'list',
            items: [
              'Eine Anfrage ist kostenlos und unverbindlich.',
              'Unser Angebot nennt das Haus, den Zeitraum, die Serviceleistung, den Preis sowie die geltenden Zahlungs- und Stornobedingungen.',
              'Die Buchung wird verbindlich, wenn Sie das Angebot annehmen und wir es schriftlich bestätigen; die erste Zahlung ist mit der Bestätigung fällig.',
              'Die meisten Häuser werden wochenweise vermietet, von Samstag bis Samstag oder von Sonntag bis Sonntag; andere Zeiträume auf Anfrage.',
            ],
          },
        ],
      },
      {
        heading: 'Preise und Zahlung',
        blocks: [
          {
            kind: 'list',
            items: [
              'Die Preise gelten pro Aufenthalt in der Währung des Hauses und enthalten die Leistungen der gewählten Servicestufe; örtliche Kurtaxen kommen hinzu, wo sie anfallen.',
              'Sofern das Angebot nichts anderes nennt, ist bei der Buchung eine Anzahlung von 35 % fällig und der Restbetrag 84 Tage (12 Wochen) vor Anreise. Bei späteren Buchungen ist der gesamte Betrag sofort fällig.',
              'Sie können per Banküberweisung oder Kreditkarte bezahlen. Für Kartenzahlungen fällt eine Gebühr von 3 % des bezahlten Betrags an, sofern das Angebot keinen anderen Satz nennt.',
            ],
          },
        ],
      },
      {
        heading: 'Kaution',
        blocks: [
          {
            kind: 'p',
            text: 'Die meisten Vermieter verlangen eine im Angebot genannte Kaution. Sie wird entweder auf Ihrer Kreditkarte blockiert oder zwei Wochen vor Anreise eingezogen und nach der Abreise und der Abnahme des Hauses freigegeben oder erstattet, abzüglich allfälliger Schäden oder offener Zusatzleistungen.',
          },
        ],
      },
      {
        heading: 'Stornierung durch Sie',
        blocks: [
          { kind: 'p', text: 'Stornierungen bedürfen der Schriftform. Sofern das Angebot keine anderen Bedingungen nennt, gilt:' },
          {
            kind: 'list',
            items: [
              'bis 84 Tage vor Anreise werden 65 % des Buchungsbetrags erstattet (35 % werden einbehalten);',
              'ab 83 Tagen vor Anreise, am Anreisetag und bei Nichterscheinen werden 100 % des Buchungsbetrags berechnet.',
            ],
          },
          { kind: 'p', text: 'Wir empfehlen dringend eine Reiserücktrittsversicherung. Finden Sie Ersatzgäste, die der Vermieter akzeptiert, bemühen wir uns, Ihre Kosten zu verringern.' },
        ],
      },
      {
        heading: 'Änderungen und Absage durch den Vermieter',
        blocks: [
          {
            kind: 'p',
            text: 'Wird ein Haus aus Gründen, die Sie nicht zu vertreten haben, unverfügbar, bieten wir Ihnen eine gleichwertige Alternative an; lehnen Sie diese ab, erstatten wir alle geleisteten Zahlungen vollständig. Weitergehende Ansprüche sind ausgeschlossen, ausser bei Vorsatz oder grober Fahrlässigkeit des Vermieters.',
          },
        ],
      },
      {
        heading: 'Ihr Aufenthalt',
        blocks: [
          {
            kind: 'list',
            items: [
              'Die Anreise ist in der Regel ab 16 Uhr möglich, die Abreise bis 10 Uhr; die genauen Zeiten stehen im Angebot.',
              'Die Zahl der Gäste darf die gebuchte Zahl nicht überschreiten. Haustiere nur, wo das Haus sie erlaubt.',
              'Bitte behandeln Sie das Haus mit Sorgfalt und respektieren Sie Hausordnung und Nachbarn. Schäden sind sofort zu melden.',
            ],
          },
        ],
      },
      {
        heading: 'Beanstandungen',
        blocks: [
          {
            kind: 'p',
            text: 'Entspricht etwas nicht der Beschreibung, melden Sie es bitte sofort uns oder der Hausverwaltung, damit das Problem vor Ort gelöst werden kann. Mängel, die während des Aufenthalts nicht gemeldet wurden, lassen sich nachträglich kaum beurteilen.',
          },
        ],
      },
      {
        heading: 'Haftung',
        blocks: [
          {
            kind: 'p',
            text: 'Als Vermittlerin haftet LDS für die sorgfältige Vermittlung der Miete, nicht für die Leistungen des Vermieters oder dritter Dienstleister. Die Haftung für leichte Fahrlässigkeit ist ausgeschlossen, soweit das Gesetz es zulässt.',
          },
        ],
      },
      {
        heading: 'Anwendbares Recht und Gerichtsstand',
        blocks: [
          {
            kind: 'p',
            text: 'Es gilt Schweizer Recht. Gerichtsstand ist Genf, vorbehaltlich zwingender Verbraucherschutzbestimmungen Ihres Wohnsitzlandes.',
          },
        ],
      },
    ],
  },
}
