import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** /package-rate-rules in English and German: the conditions of package (net) rates for agencies. */
export const PACKAGE_RATE_RULES_CONTENT: Record<Language, ContentPage> = {
  en: {
    eyebrow: 'For travel agencies',
    title: 'Package rate rules',
    metaTitle: 'Package rate rules for travel agencies | LDS',
    description:
      'The conditions under which travel agencies may book and resell package rates of LDS partner hotels and properties: packaging, price display, evidence and payment.',
    lead: 'Package rates are confidential net rates that our partner hotels grant only when the stay is sold together with other travel services. These rules apply whenever an agency books with the payment profile "Agency pays package rate".',
    updated: 'Last updated: November 2026',
    toc: true,
    sections: [
      {
        heading: 'What counts as a package',
        blocks: [
          {
            kind: 'p',
            text: 'A package combines the accommodation with at least one other significant travel service that the client buys from your agency at the same time, for one total price:',
          },
          {
            kind: 'list',
            items: [
              'a flight or a rail journey to the destination,',
              'a chauffeured or helicopter transfer for the whole party,',
              'a car hire for the duration of the stay, or',
              'another service worth at least 20% of the package price, agreed with us in advance.',
            ],
          },
          {
            kind: 'p',
            text: 'Ski passes, restaurant bookings or spa treatments alone do not turn a stay into a package.',
          },
        ],
      },
      {
        heading: 'How the price may be shown',
        blocks: [
          {
            kind: 'list',
            items: [
              'Show your client one total price for the package. The accommodation rate may not be shown, quoted or derived separately.',
              'Package rates may not be published, neither online nor in print, and may not be passed on to other intermediaries.',
              'The total price of the package must not fall below the public rate of the accommodation for the same period.',
            ],
          },
        ],
      },
      {
        heading: 'Booking',
        blocks: [
          {
            kind: 'p',
            text: 'In the hotel search, choose the agency card as payment profile and tick "Booking will be packaged". The offers then show package rates; the option is available only when the payment profile may be changed for your agency and both dates are set.',
          },
        ],
      },
      {
        heading: 'Payment and commission',
        blocks: [
          {
            kind: 'list',
            items: [
              'Your agency pays the hotel or property directly and is the debtor of the booking.',
              'Package rates are net rates: no commission is paid on them. Your margin is part of your package price.',
              'Payment and cancellation terms of the rate plan apply as shown with the offer.',
            ],
          },
        ],
      },
      {
        heading: 'Evidence',
        blocks: [
          {
            kind: 'p',
            text: 'Keep the booking references of the other package components for 24 months after the stay and send them to us within 10 days when we ask. A reference per booking is enough – no client invoices are needed.',
          },
        ],
      },
      {
        heading: 'If the rules are not respected',
        blocks: [
          {
            kind: 'p',
            text: 'If a stay booked at a package rate was not sold as a package, we charge the difference to the public rate of the same period. Repeated breaches lead to the withdrawal of package rates and, in serious cases, of access to the Luxury Distribution System.',
          },
        ],
      },
    ],
    cta: {
      title: 'Questions about a package?',
      text: 'Our partner team is happy to check a combination with you before you book.',
      label: 'Contact us',
      href: '/contact',
    },
  },
  de: {
    eyebrow: 'Für Reisebüros',
    title: 'Regeln für Pauschalraten',
    metaTitle: 'Regeln für Pauschalraten für Reisebüros | LDS',
    description:
      'Die Bedingungen, unter denen Reisebüros Pauschalraten (Paketpreise) von LDS-Partnerhotels und -Häusern buchen und weiterverkaufen dürfen: Paketierung, Preisangabe, Nachweis und Zahlung.',
    lead: 'Pauschalraten sind vertrauliche Nettopreise, die unsere Partnerhotels nur gewähren, wenn der Aufenthalt zusammen mit anderen Reiseleistungen verkauft wird. Diese Regeln gelten für jede Buchung eines Reisebüros mit dem Zahlungsprofil «Agentur zahlt Pauschalrate».',
    updated: 'Stand: November 2026',
    toc: true,
    sections: [
      {
        heading: 'Was als Paket gilt',
        blocks: [
          {
            kind: 'p',
            text: 'Ein Paket verbindet die Unterkunft mit mindestens einer weiteren wesentlichen Reiseleistung, die der Kunde gleichzeitig bei Ihrem Reisebüro zu einem Gesamtpreis kauft:',
          },
          {
            kind: 'list',
            items: [
              'einem Flug oder einer Bahnreise zum Zielort,',
              'einem Chauffeur- oder Helikoptertransfer für die ganze Gruppe,',
              'einem Mietwagen für die Dauer des Aufenthalts oder',
              'einer anderen Leistung im Wert von mindestens 20 % des Paketpreises, nach vorheriger Absprache mit uns.',
            ],
          },
          {
            kind: 'p',
            text: 'Skipässe, Restaurantreservierungen oder Spa-Behandlungen allein machen aus einem Aufenthalt noch kein Paket.',
          },
        ],
      },
      {
        heading: 'Wie der Preis gezeigt werden darf',
        blocks: [
          {
            kind: 'list',
            items: [
              'Zeigen Sie Ihrem Kunden einen Gesamtpreis für das Paket. Der Preis der Unterkunft darf weder gesondert gezeigt, genannt noch ableitbar sein.',
              'Pauschalraten dürfen weder online noch gedruckt veröffentlicht und nicht an andere Vermittler weitergegeben werden.',
              'Der Gesamtpreis des Pakets darf den öffentlichen Preis der Unterkunft für denselben Zeitraum nicht unterschreiten.',
            ],
          },
        ],
      },
      {
        heading: 'Buchung',
        blocks: [
          {
            kind: 'p',
            text: 'Wählen Sie in der Hotelsuche die Agenturkarte als Zahlungsprofil und markieren Sie «Buchung wird paketiert». Die Angebote zeigen dann Pauschalraten; die Option steht nur zur Verfügung, wenn das Zahlungsprofil für Ihr Reisebüro geändert werden darf und beide Daten gesetzt sind.',
          },
        ],
      },
      {
        heading: 'Zahlung und Provision',
        blocks: [
          {
            kind: 'list',
            items: [
              'Ihr Reisebüro bezahlt das Hotel oder das Haus direkt und ist Schuldner der Buchung.',
              'Pauschalraten sind Nettopreise: Es wird keine Provision gezahlt. Ihre Marge ist Teil Ihres Paketpreises.',
              'Es gelten die Zahlungs- und Stornobedingungen des Tarifs, wie sie mit dem Angebot angezeigt werden.',
            ],
          },
        ],
      },
      {
        heading: 'Nachweis',
        blocks: [
          {
            kind: 'p',
            text: 'Bewahren Sie die Buchungsnummern der übrigen Paketbestandteile 24 Monate nach dem Aufenthalt auf und senden Sie sie uns auf Anfrage innerhalb von 10 Tagen. Eine Referenz pro Buchung genügt – Kundenrechnungen sind nicht nötig.',
          },
        ],
      },
      {
        heading: 'Wenn die Regeln nicht eingehalten werden',
        blocks: [
          {
            kind: 'p',
            text: 'Wurde ein zur Pauschalrate gebuchter Aufenthalt nicht als Paket verkauft, stellen wir die Differenz zum öffentlichen Preis desselben Zeitraums in Rechnung. Wiederholte Verstösse führen zum Entzug der Pauschalraten und in schweren Fällen des Zugangs zum Luxury Distribution System.',
          },
        ],
      },
    ],
    cta: {
      title: 'Fragen zu einem Paket?',
      text: 'Unser Partner-Team prüft eine Kombination gerne mit Ihnen, bevor Sie buchen.',
      label: 'Kontakt',
      href: '/contact',
    },
  },
}
