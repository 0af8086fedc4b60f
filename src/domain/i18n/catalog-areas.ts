/**
 * The message catalogs by area (docs/decisions/056-catalogs-by-area.md): every page loads the core
 * catalog (shell, header, footer, errors, shared labels) plus the areas its address needs, so an
 * agent's hotel page does not download the storefront's or the bookings' texts.
 * lingui.config.ts builds one catalog per area from `AREA_SOURCES`; the rest of `src` is core.
 */
export const CATALOG_AREAS = ['storefront', 'hotel-search', 'hotels', 'leads', 'chat'] as const
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
    'src/ui/hotels/selection-totals.tsx',
  ],
  leads: [
    'src/features/analytics-report',
    'src/features/booking',
    'src/features/consumer-booking',
    'src/features/interests',
    'src/features/partner-dashboard',
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
    'src/features/chat/connection-line.tsx',
    'src/features/chat/enquiry-form.tsx',
    'src/features/chat/enquiry-panel.tsx',
    'src/features/chat/message-list.tsx',
    'src/features/chat/message-status.tsx',
    'src/features/chat/stream',
    'src/routes/chat',
    'src/routes/hotels/$hotelId/-components/chat-enquiry-tab.tsx',
  ],
}

const HOTELS_PATH = /^\/(hotels|distribution)(\/|$)/
/** the hotel search (an agent's) or the list of hotels (a visitor's): /hotels itself */
const HOTEL_SEARCH_PATH = /^\/hotels\/?$/
const PARTNER_PATH = /^\/partner(\/|$)/
const CHAT_PATH = /^\/chat(\/|$)/
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
  if (PARTNER_PATH.test(pathname) || LEAD_DIALOG_PATH.test(pathname)) areas.push('leads')
  if (HOTEL_PAGE_PATH.test(pathname)) areas.push('chat')
  return areas
}
