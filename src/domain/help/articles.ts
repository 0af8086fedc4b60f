/**
 * The Help Centre's articles (docs/product/help-centre.md#articles): each slug has one content file
 * per language, src/content/help/{en,de}/{slug}.md, with the same slug in both. The server accepts
 * feedback for these slugs only; the categories order the start page.
 */
export const HELP_CATEGORIES = [
  'getting-started',
  'hotels-and-rates',
  'clients-and-offers',
  'your-agency',
  'the-app',
] as const
export type HelpCategory = (typeof HELP_CATEGORIES)[number]

export const HELP_LANGUAGES = ['en', 'de'] as const
export type HelpLanguage = (typeof HELP_LANGUAGES)[number]

/** slug -> category, in the order the start page lists them */
export const HELP_ARTICLES = {
  'signing-in-and-roles': 'getting-started',
  'sign-up-and-onboarding': 'getting-started',
  'partner-dashboard': 'getting-started',
  'hotel-search-and-live-rates': 'hotels-and-rates',
  commission: 'hotels-and-rates',
  'multi-room-selection': 'hotels-and-rates',
  'chat-with-a-hotel': 'hotels-and-rates',
  'client-interests': 'clients-and-offers',
  'enquiries-and-leads': 'clients-and-offers',
  'pdf-offer': 'clients-and-offers',
  bookings: 'clients-and-offers',
  'agency-vetting-and-design': 'your-agency',
  'commission-payouts': 'your-agency',
  storefront: 'your-agency',
  'offline-and-installing': 'the-app',
} as const satisfies Record<string, HelpCategory>
export type HelpArticleSlug = keyof typeof HELP_ARTICLES

export const HELP_ARTICLE_SLUGS = Object.keys(HELP_ARTICLES) as HelpArticleSlug[]

export function isHelpArticleSlug(slug: string): slug is HelpArticleSlug {
  return Object.hasOwn(HELP_ARTICLES, slug)
}
