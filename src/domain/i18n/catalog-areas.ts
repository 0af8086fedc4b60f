/**
 * The message catalogs by area (docs/decisions/056-catalogs-by-area.md): every page loads the core
 * catalog (shell, header, footer, errors, shared labels) plus the areas its address needs, so an
 * agent's hotel page does not download the storefront's or the bookings' texts.
 * lingui.config.ts builds one catalog per area from `AREA_SOURCES`; the rest of `src` is core.
 */
export const CATALOG_AREAS = ['storefront', 'hotel-search', 'hotels', 'leads', 'chat', 'partner', 'account'] as const
export type CatalogArea = (typeof CATALOG_AREAS)[number]

/**
 * The source folders and files (relative to the repository) whose messages each area's catalog holds.
 * A file that two areas list (the room labels: the search's filters and the hotel page's rooms) has its
 * messages in both catalogs.
 */
export const AREA_SOURCES: Readonly<Record<CatalogArea, readonly string[]>> = {
  storefront: [
    'src/features/catalogue',
    'src/features/contact',
    'src/features/enquiry',
    'src/features/properties',
    'src/features/property-search',
    'src/ui/catalogue/beds.tsx',
    'src/ui/catalogue/property-card.tsx',
  ],
  // the hotel search of /hotels (and the visitors' list of hotels there), without the hotel pages' texts
  'hotel-search': ['src/features/hotel-search', 'src/lib/labels/hotel-room-labels.ts', 'src/ui/hotels/hotel-tile.tsx'],
  hotels: [
    'src/features/hotels',
    'src/features/selection',
    'src/lib/labels/hotel-room-labels.ts',
    'src/lib/labels/meal-plan-labels.ts',
    'src/ui/hotels/selection-totals.tsx',
  ],
  leads: [
    'src/features/analytics-report',
    'src/features/booking',
    'src/features/consumer-booking',
    'src/features/interests',
    'src/features/partner-dashboard',
    'src/features/payment-links',
    'src/features/pdf-offer',
    'src/routes/partner',
    'src/ui/status-chip.tsx',
  ],
  // the chat's screens; the menu's unread badge (on every page) stays in the core catalog
  chat: [
    'src/features/chat/cache-updates.ts',
    'src/features/chat/channel-facts.tsx',
    'src/features/chat/channel-list.tsx',
    'src/features/chat/channel-view.tsx',
    'src/features/chat/chat-inbox.tsx',
    'src/features/chat/chat-messages.ts',
    'src/features/chat/composer.tsx',
    'src/features/chat/concierge-card.tsx',
    'src/features/chat/connection-line.tsx',
    'src/features/chat/enquiry-form.tsx',
    'src/features/chat/enquiry-panel.tsx',
    'src/features/chat/message-list.tsx',
    'src/features/chat/message-status.tsx',
    'src/features/chat/stream',
    'src/routes/chat',
    'src/routes/hotels/$hotelId/-components/chat-enquiry-tab.tsx',
  ],
  // the partner area's tools beside the dashboard: the agency's people, My network, concierge jobs, the help
  // centre, the extranet and the commission ledger (docs/decisions/131-catalogs-of-the-partner-tools.md)
  partner: [
    'src/features/agency-team',
    'src/features/commission-ledger',
    'src/features/concierge-jobs',
    'src/features/extranet',
    'src/lib/labels/meal-plan-labels.ts',
    'src/features/facilities-admin',
    'src/features/help-centre',
    'src/features/my-network',
    'src/lib/messages/help-messages.ts',
  ],
  // joining: sign-up, an invitation (the agency team's join page and its labels: in both areas), onboarding and
  // the admins' queue of agencies to verify
  account: [
    'src/features/agency-team/join-accept.tsx',
    'src/features/agency-team/join-page.tsx',
    'src/features/agency-team/team-labels.ts',
    'src/features/agency-team/team-messages.ts',
    'src/features/agency-verifications',
    'src/features/onboarding',
    'src/features/signup',
    'src/lib/messages/onboarding-messages.ts',
    'src/routes/-components/onboarding-route-page.tsx',
    'src/routes/admin',
    'src/routes/join',
    'src/routes/signup',
  ],
}

const HOTELS_PATH = /^\/(hotels|distribution)(\/|$)/
/** the hotel search (an agent's) or the list of hotels (a visitor's): /hotels itself */
const HOTEL_SEARCH_PATH = /^\/hotels\/?$/
const PARTNER_PATH = /^\/partner(\/|$)/
const CHAT_PATH = /^\/chat(\/|$)/
/** the partner area's tools (not the dashboard's lists and leads, which are the leads area's) */
const PARTNER_TOOLS_PATH =
  /^\/partner\/(agency|my-network|concierge-jobs|help-centre|extranet|dashboard\/commission)(\/|$)/
/** sign-up, an agency invitation, onboarding and the admins' verification queue */
const ACCOUNT_PATH = /^\/(signup|join|onboarding|admin)(\/|$)/
/** a payment link's page and Stripe's checkout result: the payment links' texts are the leads area's */
const PAYMENT_PATH = /^\/stripe-payments(\/|$)/
/** a hotel page and the dialogs over it (its Enquiry tab is the chat's), not the search or the inspiration feed */
const HOTEL_PAGE_PATH = /^\/hotels\/(?!inspirationnow(\/|$))[^/]+(\/|$)/
/** The booking, option and interest dialogs of a property or hotel, and the consumer's online booking. */
const LEAD_DIALOG_PATH = /\/(book-now|take-option|save-interest|book-online)\/?$/

/**
 * The areas a page at `pathname` renders texts from, besides the core catalog: the hotel search
 * (hotel-search), the hotel pages (hotels; a hotel page also chat, for its Enquiry tab), the chat's inbox (chat), the partner dashboard and the
 * booking dialogs (leads), every other page (storefront, whose property pages lie beneath the
 * booking dialogs).
 */
export function catalogAreasFor(pathname: string): CatalogArea[] {
  const areas: CatalogArea[] = []
  // the chat's inbox, and the hotel page's Enquiry tab
  if (CHAT_PATH.test(pathname)) return ['chat']
  if (HOTEL_SEARCH_PATH.test(pathname)) areas.push('hotel-search')
  else if (HOTELS_PATH.test(pathname)) areas.push('hotels')
  else if (!PARTNER_PATH.test(pathname)) areas.push('storefront')
  if (PARTNER_PATH.test(pathname) || LEAD_DIALOG_PATH.test(pathname) || PAYMENT_PATH.test(pathname)) areas.push('leads')
  if (PARTNER_TOOLS_PATH.test(pathname)) areas.push('partner')
  if (ACCOUNT_PATH.test(pathname)) areas.push('account')
  if (HOTEL_PAGE_PATH.test(pathname)) areas.push('chat')
  return areas
}
