import { ALPS_PAGE } from '#domain/routing/redirects.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** /diskretion-sicherheit: how we protect guests who value privacy (German). */
export const DISCRETION_PAGE: ContentPage = {
  eyebrow: 'Ratgeber',
  title: 'Diskretion & Sicherheit',
  metaTitle: 'Diskretion & Sicherheit im Luxus-Chalet | LDS',
  description:
    'Vertrauliche Buchungen, geprüftes Personal, geschützte Anreise und Sicherheitsdienste: wie LDS Gäste betreut, denen Privatsphäre über alles geht.',
  lead: 'Für viele unserer Gäste ist Privatsphäre der grösste Luxus. Wir haben unsere Abläufe so gestaltet, dass Ihr Aufenthalt vertraulich bleibt – von der ersten Anfrage bis zur Abreise.',
  sections: [
    {
      heading: 'Vertraulich von der ersten Anfrage an',
      blocks: [
        {
          kind: 'list',
          items: [
            'Buchungen auf Wunsch unter einem Decknamen oder über Ihr Family Office',
            'Vertraulichkeitsvereinbarungen mit Eigentümern, Personal und Dienstleistern',
            'Ein fester Ansprechpartner, der alle Details kennt – und sonst niemand',
            'Verschlüsselte Kommunikation und sparsamer Umgang mit Personendaten, wie in unserer [Datenschutzerklärung](/privacy-policy) beschrieben',
          ],
        },
      ],
    },
    {
      heading: 'Chalets mit Rückzugsort',
      blocks: [
        {
          kind: 'p',
          text: 'Wir empfehlen Häuser, deren Lage und Bauweise Privatsphäre schützt: Alleinlagen ohne Einsicht, Tiefgaragen mit direktem Zugang ins Haus, separate Eingänge für Personal und Lieferanten. Auf Wunsch prüfen wir vorab Alarmanlage, Videoüberwachung und Notstromversorgung.',
        },
      ],
    },
    {
      heading: 'Geprüftes Personal',
      blocks: [
        {
          kind: 'p',
          text: 'Köche, Butler, Nannys und Chauffeure arbeiten seit Jahren mit uns und den Eigentümern zusammen. Für besonders sensible Aufenthalte stellen wir ein Team zusammen, dessen Hintergrund geprüft ist und das eine Schweigepflicht unterzeichnet hat.',
        },
      ],
    },
    {
      heading: 'Geschützte Anreise und Sicherheitsdienste',
      blocks: [
        {
          kind: 'list',
          items: [
            'Abholung am Rollfeld oder im Privatterminal, Helikoptertransfer zum Altiport – mehr dazu unter [Transfers](/transfers)',
            'Gepanzerte Fahrzeuge und erfahrene Fahrer auf Anfrage',
            'Personenschutz durch lizenzierte Partner, abgestimmt mit Ihrem eigenen Sicherheitsteam',
            'Skilehrer und Bergführer, die auch Sicherheitsaufgaben übernehmen können',
          ],
        },
      ],
    },
    {
      heading: 'Für Reisebüros und Family Offices',
      blocks: [
        {
          kind: 'p',
          text: 'Wir arbeiten eng mit Luxus-Reisebüros, Concierge-Services und Family Offices zusammen und halten uns an deren Vorgaben zu Kommunikation, Zahlung und Dokumentation. Sprechen Sie uns vertraulich an: Wir finden einen Weg, der zu Ihren Anforderungen passt.',
        },
      ],
    },
  ],
  cta: {
    title: 'Vertraulich anfragen',
    text: 'Schreiben Sie uns – Ihre Anfrage wird ausschliesslich von einem festen Ansprechpartner bearbeitet.',
    label: 'Kontakt aufnehmen',
    href: '/contact',
  },
}

/** /luxus-ski-reisen/: a guide to luxury ski holidays (German). */
export const SKI_TRAVEL_PAGE: ContentPage = {
  eyebrow: 'Ratgeber',
  title: 'Luxus-Skireisen in den Alpen',
  metaTitle: 'Luxus-Skireisen: Chalets, Service und die besten Skiorte der Alpen | LDS',
  description:
    'Wie eine Luxus-Skireise gelingt: der richtige Ort, das passende Chalet, Service vom Koch bis zum Skilehrer, die beste Reisezeit und eine entspannte Anreise.',
  lead: 'Eine Skireise auf höchstem Niveau beginnt lange vor dem ersten Schwung – mit dem richtigen Ort, einem Chalet, das zu Ihrer Familie passt, und einem Team, das an alles denkt.',
  sections: [
    {
      heading: 'Den richtigen Ort wählen',
      blocks: [
        {
          kind: 'p',
          text: 'Jeder Skiort hat seinen eigenen Charakter. Wer grosse Skigebiete und Sterneküche sucht, ist in [Courchevel](/die-luxuriösesten-chalets-der-alpen/frankreich/courchevel) richtig; wer Ruhe und Tradition schätzt, in [Lech](/die-luxuriösesten-chalets-der-alpen/oesterreich/lech) oder [Gstaad](/die-luxuriösesten-chalets-der-alpen/schweiz/gstaad). Freerider zieht es nach [Verbier](/die-luxuriösesten-chalets-der-alpen/schweiz/verbier), Familien mit kleinen Kindern nach [Megève](/die-luxuriösesten-chalets-der-alpen/frankreich/megeve).',
        },
        {
          kind: 'list',
          items: [
            '**Schneesicherheit:** Orte über 1500 Metern oder mit Gletscher, etwa Zermatt, Val d’Isère oder St. Moritz',
            '**Anreise:** Megève und Chamonix liegen gut eine Stunde von Genf, Kitzbühel eine Stunde von Salzburg',
            '**Ski-in-Ski-out:** besonders in Courchevel 1850, Oberlech und Verbier verbreitet',
          ],
        },
      ],
    },
    {
      heading: 'Chalet oder Hotel?',
      blocks: [
        {
          kind: 'p',
          text: 'Ein Chalet bietet Privatsphäre und Raum für Familie und Freunde, ein Luxushotel die Lebendigkeit von Bar, Restaurant und Spa. Viele unserer Gäste verbinden beides: ein Chalet mit eigenem Koch und die Möglichkeit, abends im Hotel nebenan zu essen.',
        },
      ],
    },
    {
      heading: 'Service, der den Unterschied macht',
      blocks: [
        {
          kind: 'cards',
          items: [
            {
              title: 'Privatkoch',
              text: 'Frühstück, Nachmittagstee und Abendessen nach Ihren Wünschen – auch vegan, glutenfrei oder koscher.',
            },
            {
              title: 'Skilehrer und Bergführer',
              text: 'Private Lektionen für Kinder, Freeride mit Bergführer oder ein Heliskiing-Tag.',
            },
            {
              title: 'Ausrüstung und Skipässe',
              text: 'Skier und Schuhe werden ins Chalet geliefert und angepasst, Skipässe liegen bei Ankunft bereit.',
            },
            {
              title: 'Kinderbetreuung',
              text: 'Erfahrene Nannys, Kinderskischule und Abendprogramm, damit auch die Eltern Ferien haben.',
            },
          ],
        },
      ],
    },
    {
      heading: 'Die beste Reisezeit',
      blocks: [
        {
          kind: 'p',
          text: 'Weihnachten, Neujahr und die Februarferien sind die begehrtesten Wochen – hier sollten Sie ein Jahr im Voraus reservieren. Der Januar bietet ruhige Pisten und oft den besten Pulverschnee, der März lange Sonnentage und attraktivere Preise. Die meisten Chalets werden von Samstag bis Samstag vermietet.',
        },
      ],
    },
    {
      heading: 'Entspannt anreisen',
      blocks: [
        {
          kind: 'p',
          text: 'Ob Chauffeur, Helikopter oder Privatjet: Wir organisieren die ganze Reise bis vor die Chalet-Tür. Transferzeiten für jeden Ort finden Sie auf unserer Seite [Transfers](/transfers).',
        },
        {
          kind: 'links',
          items: [
            { label: 'Die luxuriösesten Chalets der Alpen', href: ALPS_PAGE },
            { label: 'Diskretion & Sicherheit', href: '/diskretion-sicherheit' },
          ],
        },
      ],
    },
  ],
  cta: {
    title: 'Planen wir Ihre Skireise',
    text: 'Unser Concierge-Team stellt Ihnen innerhalb von 24 Stunden eine persönliche Auswahl zusammen.',
    label: 'Jetzt anfragen',
    href: '/enquire-now',
  },
}
