import { isAllowed, type AccessType } from '#domain/auth/roles.ts'
import type { Language } from '#domain/catalogue/types.ts'
import type { ContentPage } from '#features/storefront/content/content-types.ts'

type Card = { access: AccessType; href: string; title: Record<Language, string>; text: Record<Language, string> }

/** The partner pages, each for the roles its own guard lets in (docs/product/leads.md#partner-pages). */
const CARDS: Card[] = [
  {
    access: 'partners',
    href: '/partner/dashboard',
    title: { en: 'Dashboard', de: 'Dashboard' },
    text: {
      en: 'Your interests, options and bookings with their status, value and commission.',
      de: 'Ihre Interessen, Optionen und Buchungen mit Status, Wert und Provision.',
    },
  },
  {
    access: 'agentDashboard',
    href: '/hotels',
    title: { en: 'Hotels', de: 'Hotels' },
    text: {
      en: 'Live room rates of luxury hotels with your commission; build a selection and save it for your client.',
      de: 'Live-Zimmerpreise von Luxushotels mit Ihrer Provision; stellen Sie eine Auswahl zusammen und speichern Sie sie für Ihren Kunden.',
    },
  },
  {
    access: 'supervisorAgentDashboard',
    href: '/partner/dashboard/supervisor',
    title: { en: 'Supervisor dashboard', de: 'Supervisor-Dashboard' },
    text: { en: 'The leads of your team, agent by agent.', de: 'Die Leads Ihres Teams, nach Agent.' },
  },
  {
    access: 'default',
    href: '/partner/dashboard/admin',
    title: { en: 'Admin dashboard', de: 'Admin-Dashboard' },
    text: {
      en: 'Every agency’s leads, and the decisions on them.',
      de: 'Die Leads aller Agenturen und die Entscheidungen dazu.',
    },
  },
  {
    access: 'partners',
    href: '/partner/my-network',
    title: { en: 'My network', de: 'Mein Netzwerk' },
    text: {
      en: 'Invite the hotels you work with to a direct contract, so that their rates reach you with your commission.',
      de: 'Laden Sie die Hotels, mit denen Sie arbeiten, zu einem Direktvertrag ein, damit ihre Preise Sie mit Ihrer Provision erreichen.',
    },
  },
  {
    access: 'agentDashboard',
    href: '/partner/concierge-jobs',
    title: { en: 'Concierge jobs', de: 'Concierge-Aufträge' },
    text: {
      en: 'Your clients’ transfers, tables and instructors, due at the place’s time and confirmed by the hotel in the chat.',
      de: 'Transfers, Tische und Skilehrer Ihrer Kunden, fällig zur Ortszeit und vom Hotel im Chat bestätigt.',
    },
  },
  {
    access: 'supervisorAgentDashboard',
    href: '/partner/dashboard/commission',
    title: { en: 'Commission ledger', de: 'Provisionsbuch' },
    text: {
      en: 'The commission of every booking, from expected to paid, by month and currency; as a CSV for your books.',
      de: 'Die Provision jeder Buchung, von erwartet bis bezahlt, nach Monat und Währung; als CSV für Ihre Buchhaltung.',
    },
  },
  {
    access: 'agentDashboard',
    href: '/partner/agency',
    title: { en: 'Agency', de: 'Agentur' },
    text: {
      en: 'Your agency’s details and people: invite colleagues, change roles, see who did what.',
      de: 'Die Angaben und Mitarbeitenden Ihrer Agentur: Kollegen einladen, Rollen ändern, sehen, wer was getan hat.',
    },
  },
  {
    access: 'partners',
    href: '/partner/help-centre',
    title: { en: 'Help Centre', de: 'Hilfe-Center' },
    text: {
      en: 'How the Luxury Distribution System works, and how to reach our team.',
      de: 'Wie das Luxury Distribution System funktioniert und wie Sie unser Team erreichen.',
    },
  },
]

/** The cards of the pages a role may open (none it would be turned away from). */
export function partnerAreaCards(
  role: string | null | undefined,
  lang: Language,
): { title: string; text: string; href: string }[] {
  return CARDS.filter((card) => isAllowed(role, card.access)).map((card) => ({
    title: card.title[lang],
    text: card.text[lang],
    href: card.href,
  }))
}

/** /partner in English and German for a role. */
export function partnerAreaContent(role: string | null | undefined): Record<Language, ContentPage> {
  const page = (lang: Language): ContentPage => ({
    eyebrow: lang === 'de' ? 'Partnerbereich' : 'Partner area',
    title: lang === 'de' ? 'Alles für Ihre Kunden an einem Ort' : 'Everything for your clients in one place',
    metaTitle:
      lang === 'de' ? 'Partnerbereich – Luxury Distribution System' : 'Partner area – Luxury Distribution System',
    description:
      lang === 'de'
        ? 'Der Partnerbereich des Luxury Distribution System: Dashboard, Hotels, Netzwerk und Hilfe.'
        : 'The partner area of the Luxury Distribution System: dashboard, hotels, network and help.',
    lead:
      lang === 'de'
        ? 'Die Seiten des Luxury Distribution System, die Ihr Konto öffnen kann.'
        : 'The pages of the Luxury Distribution System that your account can open.',
    sections: [
      {
        heading: lang === 'de' ? 'Ihre Seiten' : 'Your pages',
        blocks: [{ kind: 'cards', items: partnerAreaCards(role, lang) }],
      },
    ],
  })
  return { en: page('en'), de: page('de') }
}
