import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** The terms and conditions (/terms-and-conditions) in German. */
export const TERMS_CONTENT_DE: ContentPage = {
  eyebrow: 'Allgemeine Geschäftsbedingungen',
  title: 'Allgemeine Mietbedingungen',
  metaTitle: 'AGB | LDS Luxury Distribution',
  description:
    'Die Bedingungen für Anfragen und Mieten von Chalets, Appartements und Villen über LDS: Buchung, Zahlung, Kaution, Stornierung und Haftung.',
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
        {
          kind: 'p',
          text: 'Stornierungen bedürfen der Schriftform. Sofern das Angebot keine anderen Bedingungen nennt, gilt:',
        },
        {
          kind: 'list',
          items: [
            'bis 84 Tage vor Anreise werden 65 % des Buchungsbetrags erstattet (35 % werden einbehalten);',
            'ab 83 Tagen vor Anreise, am Anreisetag und bei Nichterscheinen werden 100 % des Buchungsbetrags berechnet.',
          ],
        },
        {
          kind: 'p',
          text: 'Wir empfehlen dringend eine Reiserücktrittsversicherung. Finden Sie Ersatzgäste, die der Vermieter akzeptiert, bemühen wir uns, Ihre Kosten zu verringern.',
        },
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
}
