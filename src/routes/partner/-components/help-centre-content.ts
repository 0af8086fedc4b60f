import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** /partner/help-centre in English and German: how the Luxury Distribution System works for an agent. */
export const HELP_CENTRE_CONTENT: Record<Language, ContentPage> = {
  en: {
    eyebrow: 'Help Centre',
    title: 'Working with the Luxury Distribution System',
    metaTitle: 'Help Centre – Luxury Distribution System',
    description:
      'How agents find hotels, read live rates and their commission, save client interests, book chalets and work offline in the Luxury Distribution System.',
    lead: 'Everything you need for a first booking, in the order you will meet it. For anything else our partner team answers within one working day.',
    toc: true,
    sections: [
      {
        id: 'find',
        heading: 'Finding a hotel',
        blocks: [
          {
            kind: 'list',
            items: [
              'Open [Hotels](/hotels), choose a destination and, when you know it, the period and the guests. Without dates you see every hotel of the destination; with dates the hotels with rooms for the period come first, with their price from.',
              'The filters narrow the list further. Your search stays as it was when you come back.',
              'The search box in the header finds countries, resorts, properties and the hotels you worked with before.',
            ],
          },
        ],
      },
      {
        id: 'rates',
        heading: 'Live rates and your commission',
        blocks: [
          {
            kind: 'p',
            text: 'On a hotel’s page, choose the period and open a room: its rates are asked live from the hotel’s inventory, cheapest first, with the cancellation policy of each. Your commission is shown beside each rate as a percentage and as an amount, to the cent. It depends on the partner programmes your agency belongs to.',
          },
          {
            kind: 'p',
            text: 'A rate you do not see has usually just been booked by someone else, or the room does not take your number of guests: try fewer adults or another room.',
          },
        ],
      },
      {
        id: 'interests',
        heading: 'Selections and client interests',
        blocks: [
          {
            kind: 'list',
            items: [
              'Add one or more rooms with their rate to your selection; it stays in this browser, also after a reload.',
              'Save interest asks for the client’s name and, depending on your agency, a booking or client reference. A markup, if your agency uses one, is added to the price for your client.',
              'Saved interests appear on your [dashboard](/partner/dashboard), with a PDF offer you can send to your client.',
            ],
          },
        ],
      },
      {
        id: 'properties',
        heading: 'Chalets and apartments',
        blocks: [
          {
            kind: 'p',
            text: 'Property pages show availability per week and service level, with your commission. Book now and Take option start a booking in three steps; the request reaches our reservations team, who confirm in writing.',
          },
        ],
      },
      {
        id: 'offline',
        heading: 'On the road and offline',
        blocks: [
          {
            kind: 'p',
            text: 'Install the app from your browser’s menu to open it from your home screen. Hotels and properties you opened before stay readable offline, marked as saved data. Offline, rates and availability are marked as not current, and saving needs a connection; nothing you typed is lost while you wait.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Your account and our team',
        blocks: [
          {
            kind: 'p',
            text: 'Signing out removes your agency’s data from this device, in every tab. For access for a colleague, a hotel that is not yet in the system, or any question: [contact us](/contact).',
          },
        ],
      },
    ],
  },
  de: {
    eyebrow: 'Hilfe-Center',
    title: 'Arbeiten mit dem Luxury Distribution System',
    metaTitle: 'Hilfe-Center – Luxury Distribution System',
    description:
      'Wie Agenten im Luxury Distribution System Hotels finden, Live-Raten und ihre Provision lesen, Kundeninteressen speichern, Chalets buchen und offline arbeiten.',
    lead: 'Alles für eine erste Buchung, in der Reihenfolge, in der Sie es brauchen. Für alles andere antwortet unser Partner-Team innerhalb eines Arbeitstages.',
    toc: true,
    sections: [
      {
        id: 'find',
        heading: 'Ein Hotel finden',
        blocks: [
          {
            kind: 'list',
            items: [
              'Öffnen Sie [Hotels](/hotels), wählen Sie ein Reiseziel und, wenn Sie ihn kennen, den Zeitraum und die Gäste. Ohne Daten sehen Sie alle Hotels des Reiseziels; mit Daten stehen die Hotels mit freien Zimmern zuerst, mit ihrem Ab-Preis.',
              'Die Filter grenzen die Liste weiter ein. Ihre Suche bleibt erhalten, wenn Sie zurückkommen.',
              'Das Suchfeld in der Kopfzeile findet Länder, Skiorte, Unterkünfte und die Hotels, mit denen Sie schon gearbeitet haben.',
            ],
          },
        ],
      },
      {
        id: 'rates',
        heading: 'Live-Raten und Ihre Provision',
        blocks: [
          {
            kind: 'p',
            text: 'Wählen Sie auf der Seite eines Hotels den Zeitraum und öffnen Sie ein Zimmer: Seine Raten werden live aus dem Kontingent des Hotels abgefragt, die günstigste zuerst, jeweils mit den Stornobedingungen. Ihre Provision steht neben jeder Rate, in Prozent und als Betrag auf den Cent genau. Sie hängt von den Partnerprogrammen Ihrer Agentur ab.',
          },
          {
            kind: 'p',
            text: 'Fehlt eine Rate, wurde sie meist gerade anderweitig gebucht, oder das Zimmer passt nicht zu Ihrer Gästezahl: Versuchen Sie weniger Erwachsene oder ein anderes Zimmer.',
          },
        ],
      },
      {
        id: 'interests',
        heading: 'Auswahlen und Kundeninteressen',
        blocks: [
          {
            kind: 'list',
            items: [
              'Fügen Sie ein oder mehrere Zimmer mit ihrer Rate Ihrer Auswahl hinzu; sie bleibt in diesem Browser, auch nach einem Neuladen.',
              'Interesse speichern fragt nach dem Namen des Kunden und, je nach Agentur, nach einer Buchungs- oder Kundenreferenz. Ein Aufschlag, falls Ihre Agentur einen verwendet, kommt zum Preis für Ihren Kunden hinzu.',
              'Gespeicherte Interessen erscheinen in Ihrem [Dashboard](/partner/dashboard), mit einem PDF-Angebot für Ihren Kunden.',
            ],
          },
        ],
      },
      {
        id: 'properties',
        heading: 'Chalets und Appartements',
        blocks: [
          {
            kind: 'p',
            text: 'Die Seiten der Unterkünfte zeigen die Verfügbarkeit pro Woche und Servicestufe, mit Ihrer Provision. Jetzt buchen und Option nehmen starten eine Buchung in drei Schritten; die Anfrage geht an unser Reservierungsteam, das schriftlich bestätigt.',
          },
        ],
      },
      {
        id: 'offline',
        heading: 'Unterwegs und offline',
        blocks: [
          {
            kind: 'p',
            text: 'Installieren Sie die App über das Menü Ihres Browsers, um sie vom Startbildschirm zu öffnen. Hotels und Unterkünfte, die Sie schon geöffnet haben, bleiben offline lesbar, als gespeicherte Daten gekennzeichnet. Offline sind Raten und Verfügbarkeiten als nicht aktuell markiert, und Speichern braucht eine Verbindung; nichts, was Sie eingegeben haben, geht verloren.',
          },
        ],
      },
      {
        id: 'contact',
        heading: 'Ihr Konto und unser Team',
        blocks: [
          {
            kind: 'p',
            text: 'Beim Abmelden werden die Daten Ihrer Agentur von diesem Gerät entfernt, in jedem Tab. Für einen Zugang für eine Kollegin oder einen Kollegen, ein Hotel, das noch nicht im System ist, oder jede Frage: [Kontakt](/contact).',
          },
        ],
      },
    ],
  },
}
