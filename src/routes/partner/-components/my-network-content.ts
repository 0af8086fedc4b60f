import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'

/** /partner/my-network in English and German: how an agent invites hotels into the partner network. */
export const MY_NETWORK_CONTENT: Record<Language, ContentPage> = {
  en: {
    eyebrow: 'My network',
    title: 'Grow your partner network',
    metaTitle: 'My network – Luxury Distribution System',
    description:
      'Invite the hotels you work with to a direct contract in the Luxury Distribution System: their rates with your commission.',
    lead: 'Invite the hotels you book most often to a direct contract with LDS, so that their rates reach you here with your commission.',
    sections: [
      {
        heading: 'A hotel that is in the system',
        blocks: [
          {
            kind: 'list',
            items: [
              'Find the hotel in [Hotels](/hotels) or with the search box in the header, and open its page.',
              'A hotel without a direct contract has the section Invite Hotel and Earn: there you create its invitation link, valid until the date shown beside it.',
              'Copy the link, or send it by e-mail with the prepared message, to your contact at the hotel.',
            ],
          },
        ],
      },
      {
        heading: 'A hotel that is not yet in the system',
        blocks: [
          {
            kind: 'p',
            text: 'Tell us its name, its resort and your contact there through the [contact form](/contact). Our partner team reaches out to the hotel and lets you know when it is connected.',
          },
        ],
      },
    ],
    cta: {
      title: 'Find the hotel to invite',
      text: 'Search by destination, then open the hotel.',
      label: 'Hotels',
      href: '/hotels',
    },
  },
  de: {
    eyebrow: 'Mein Netzwerk',
    title: 'Erweitern Sie Ihr Partnernetzwerk',
    metaTitle: 'Mein Netzwerk – Luxury Distribution System',
    description:
      'Laden Sie die Hotels, mit denen Sie arbeiten, zu einem Direktvertrag im Luxury Distribution System ein: ihre Raten mit Ihrer Provision.',
    lead: 'Laden Sie die Hotels, die Sie am häufigsten buchen, zu einem Direktvertrag mit LDS ein, damit ihre Raten Sie hier mit Ihrer Provision erreichen.',
    sections: [
      {
        heading: 'Ein Hotel, das im System ist',
        blocks: [
          {
            kind: 'list',
            items: [
              'Suchen Sie das Hotel unter [Hotels](/hotels) oder mit dem Suchfeld in der Kopfzeile und öffnen Sie seine Seite.',
              'Ein Hotel ohne Direktvertrag hat den Abschnitt Hotel einladen und verdienen: Dort erstellen Sie seinen Einladungslink, gültig bis zum Datum daneben.',
              'Kopieren Sie den Link oder senden Sie ihn mit der vorbereiteten Nachricht per E-Mail an Ihren Kontakt im Hotel.',
            ],
          },
        ],
      },
      {
        heading: 'Ein Hotel, das noch nicht im System ist',
        blocks: [
          {
            kind: 'p',
            text: 'Nennen Sie uns über das [Kontaktformular](/contact) seinen Namen, seinen Skiort und Ihren Kontakt dort. Unser Partner-Team nimmt Kontakt mit dem Hotel auf und sagt Ihnen Bescheid, sobald es angebunden ist.',
          },
        ],
      },
    ],
    cta: {
      title: 'Das einzuladende Hotel finden',
      text: 'Suchen Sie nach Reiseziel und öffnen Sie dann das Hotel.',
      label: 'Hotels',
      href: '/hotels',
    },
  },
}
