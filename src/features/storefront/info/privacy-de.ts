import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** The privacy policy (/privacy-policy) in German. */
export const PRIVACY_CONTENT_DE: ContentPage = {
  eyebrow: 'Datenschutzerklärung',
  title: 'Wie wir Ihre Daten schützen',
  metaTitle: 'Datenschutzerklärung | LDS Luxury Distribution',
  description:
    'Welche Personendaten LDS für Anfragen, Buchungen, den Newsletter und diese Website bearbeitet, wozu, wie lange und welche Rechte Sie haben.',
  lead: 'Diskretion ist der Kern unserer Arbeit. Diese Erklärung beschreibt, welche Personendaten wir bearbeiten, zu welchem Zweck und welche Rechte Sie nach dem Schweizer Datenschutzgesetz (DSG) und, soweit anwendbar, nach der EU-Datenschutz-Grundverordnung (DSGVO) haben.',
  updated: 'Stand: November 2026',
  toc: true,
  sections: [
    {
      heading: 'Verantwortliche Stelle',
      blocks: [
        {
          kind: 'p',
          text: 'Verantwortlich ist die LDS Luxury Distribution SA, Rue du Rhône 14, 1204 Genf, Schweiz. Für Fragen zu Ihren Daten schreiben Sie an privacy@lds.example oder an unsere Postadresse mit dem Vermerk «Datenschutz».',
        },
      ],
    },
    {
      heading: 'Welche Daten wir bearbeiten',
      blocks: [
        {
          kind: 'list',
          items: [
            '**Anfragen:** Name, E-Mail-Adresse, Telefonnummer, Herkunftsort, Reisezeitraum, Zahl der Gäste und das Alter der Kinder sowie die Wünsche, die Sie uns mitteilen.',
            '**Kontaktnachrichten:** Name, E-Mail-Adresse und Ihre Nachricht.',
            '**Newsletter:** Name, E-Mail-Adresse, Sprache und Zeitpunkt der Anmeldung.',
            '**Buchungen:** zusätzlich Ihre Postadresse, Zahlungsangaben (bearbeitet durch unseren Zahlungsdienstleister; den Sicherheitscode einer Karte speichern wir nie) und die Namen der Reisenden.',
            '**Konten von Reisebüros:** Name, geschäftliche E-Mail-Adresse, Agentur und Rolle.',
            '**Nutzung der Website:** technische Daten wie IP-Adresse, Browser, besuchte Seiten und Zeitpunkt des Zugriffs in Server-Protokollen; Analysen nur mit Ihrer Einwilligung.',
          ],
        },
      ],
    },
    {
      heading: 'Wozu wir sie bearbeiten',
      blocks: [
        {
          kind: 'list',
          items: [
            'Um Ihre Anfrage zu beantworten und Angebote zu erstellen (vorvertragliche Massnahmen, Art. 6 Abs. 1 lit. b DSGVO).',
            'Um Ihre Buchung mit dem Eigentümer oder Betreiber des Hauses abzuwickeln (Vertragserfüllung).',
            'Um Ihnen den gewünschten Newsletter zu senden (Ihre Einwilligung, Art. 6 Abs. 1 lit. a DSGVO), die Sie jederzeit widerrufen können.',
            'Um unsere Website sicher und funktionsfähig zu halten und Missbrauch zu verhindern (berechtigtes Interesse, Art. 6 Abs. 1 lit. f DSGVO).',
            'Um gesetzliche Pflichten zu erfüllen, etwa die Aufbewahrung von Buchhaltungsunterlagen.',
          ],
        },
      ],
    },
    {
      heading: 'Wer Ihre Daten erhält',
      blocks: [
        {
          kind: 'p',
          text: 'Wir geben nur weiter, was nötig ist: an den Eigentümer oder Betreiber des angefragten oder gebuchten Hauses, an Dienstleister, die wir in Ihrem Auftrag einbinden (etwa einen Koch oder ein Transferunternehmen), an unseren Zahlungsdienstleister und an IT-Dienstleister, die unsere Systeme in der Schweiz und in der Europäischen Union mit einem Auftragsbearbeitungsvertrag betreiben. Wir verkaufen keine Personendaten.',
        },
      ],
    },
    {
      heading: 'Bekanntgabe ins Ausland',
      blocks: [
        {
          kind: 'p',
          text: 'Unsere Häuser liegen in Frankreich, der Schweiz, Österreich und Italien; diese Länder gewährleisten einen angemessenen Datenschutz. Ist eine Bekanntgabe in ein anderes Land nötig, verwenden wir die Standardvertragsklauseln der Europäischen Kommission, die vom Eidgenössischen Datenschutz- und Öffentlichkeitsbeauftragten (EDÖB) anerkannt sind.',
        },
      ],
    },
    {
      heading: 'Wie lange wir sie aufbewahren',
      blocks: [
        {
          kind: 'list',
          items: [
            'Anfragen ohne Buchung: 24 Monate, damit wir Ihnen auch beim nächsten Aufenthalt helfen können.',
            'Buchungs- und Buchhaltungsunterlagen: 10 Jahre, wie es das Schweizer Handelsrecht verlangt.',
            'Newsletter-Daten: bis zu Ihrer Abmeldung.',
            'Server-Protokolle: 30 Tage.',
          ],
        },
      ],
    },
    {
      heading: 'Cookies und Analysen',
      blocks: [
        {
          kind: 'p',
          text: 'Technisch notwendige Speicherungen merken sich Ihre Sprache, Ihre Suche und Ihre Anmeldung. Analysen laden erst, wenn Sie ihnen in der Cookie-Leiste zustimmen; Ihre Wahl können Sie jederzeit ändern, indem Sie die gespeicherte Einwilligung in Ihrem Browser löschen.',
        },
      ],
    },
    {
      heading: 'Ihre Rechte',
      blocks: [
        {
          kind: 'p',
          text: 'Sie können Auskunft über Ihre Daten verlangen, deren Berichtigung oder Löschung, die Einschränkung der Bearbeitung sowie eine Kopie in einem gängigen Format; Sie können einer Bearbeitung aufgrund berechtigter Interessen widersprechen und eine Einwilligung jederzeit widerrufen. Zudem können Sie sich beim EDÖB in Bern oder bei der Datenschutzbehörde Ihres Wohnsitzlandes in der EU beschweren.',
        },
      ],
    },
    {
      heading: 'Sicherheit',
      blocks: [
        {
          kind: 'p',
          text: 'Unsere Website wird über verschlüsselte Verbindungen (TLS) ausgeliefert. Zugriff auf Personendaten haben nur die Personen, die ihn benötigen; Kartennummern werden verschlüsselt gespeichert und nur maskiert angezeigt.',
        },
      ],
    },
    {
      heading: 'Änderungen dieser Erklärung',
      blocks: [
        {
          kind: 'p',
          text: 'Wir passen diese Erklärung an, wenn sich unsere Leistungen oder das Recht ändern. Es gilt die auf dieser Seite veröffentlichte Fassung.',
        },
      ],
    },
  ],
}
