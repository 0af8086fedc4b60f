/**
 * The menu entries (docs/product/chrome-and-navigation.md#menus), as pure data: agents get Dashboard and
 * Hotels, supervisors their dashboards, admins the Admin Dashboard and the agency verifications
 * (docs/product/onboarding.md#vetting); all three, last, their agency's page (docs/product/agency.md), then, on narrow
 * screens, My network and the concierge jobs (their dashboards link them on wide screens); everyone else Home,
 * Destinations (wide screens only), Search and Enquire now (Contact on narrow screens), on the
 * consumer brand with Hotels after Search (its public hotel list, docs/decisions/091-hotels-for-consumer-visitors.md).
 * On the B2B side the partner roles also get Enquiries (the chat, docs/product/chat.md#screens); a hotel's team
 * gets Enquiries and its extranet (Rates and availability); an operator on the B2B side its properties (Properties
 * and stays, docs/product/extranet.md#property-screens) before the visitors' entries.
 */
import { isAllowed } from '#domain/auth/roles.ts'

export type MenuEntryId =
  | 'dashboard'
  | 'hotels'
  | 'team-dashboard'
  | 'supervisor-dashboard'
  | 'admin-dashboard'
  | 'agency-verifications'
  | 'agency'
  | 'my-network'
  | 'concierge-jobs'
  | 'home'
  | 'destinations'
  | 'search'
  | 'enquire-now'
  | 'contact'
  | 'about'
  | 'terms-and-conditions'
  | 'privacy-policy'
  | 'partner'
  | 'chat'
  | 'extranet'
  | 'properties'

export type MenuLayout = 'desktop' | 'mobile'

export const MENU_HREFS: Record<MenuEntryId, string> = {
  dashboard: '/partner/dashboard',
  hotels: '/hotels',
  'team-dashboard': '/partner/dashboard',
  'supervisor-dashboard': '/partner/dashboard/supervisor',
  'admin-dashboard': '/partner/dashboard/admin',
  'agency-verifications': '/admin/agency-verifications',
  agency: '/partner/agency',
  'my-network': '/partner/my-network',
  'concierge-jobs': '/partner/concierge-jobs',
  home: '/',
  destinations: '/destinations',
  search: '/search',
  'enquire-now': '/enquire-now',
  contact: '/contact',
  about: '/about',
  'terms-and-conditions': '/terms-and-conditions',
  'privacy-policy': '/privacy-policy',
  partner: '/partner',
  chat: '/chat',
  extranet: '/partner/extranet',
  properties: '/partner/extranet/properties',
}

/**
 * The dashboard entries are active on their own path only: the supervisor and admin dashboards
 * below them are entries of their own (docs/product/leads.md#dashboards).
 */
export function isExactEntry(id: MenuEntryId): boolean {
  return id === 'dashboard' || id === 'team-dashboard'
}

/**
 * The desktop menu from this width (B2C sites: 1000 px,
 * docs/product/chrome-and-navigation.md#breakpoints), else the hamburger.
 */
export function desktopMinWidth(isB2C: boolean): number {
  return isB2C ? 1000 : 1300
}

/**
 * The main entries for a role (null: a visitor, or a user whose role is not known yet) on a brand;
 * `hotelTeam`: the user is on a hotel's reservation team (docs/decisions/103-the-hotel-team-in-the-chat.md).
 */
export function primaryMenu(
  role: string | null | undefined,
  layout: MenuLayout,
  isB2C: boolean,
  { hotelTeam = false }: { hotelTeam?: boolean } = {},
): MenuEntryId[] {
  // a hotel's team: its enquiries and its rates and availability (docs/product/extranet.md)
  if (hotelTeam && !isB2C) return ['chat', 'extranet']
  // the chat is off on the consumer brand
  const chat: MenuEntryId[] = isB2C ? [] : ['chat']
  // the desktop header has no room for a fifth entry beside the agency selector: supervisors and admins
  // reach Enquiries from their dashboards' link there, and from the side menu on narrow screens
  const dashboardsChat: MenuEntryId[] = layout === 'desktop' ? [] : chat
  // nor for the admins' verification queue and the agency page: their dashboards link them on wide screens
  // nor for My network and the concierge jobs: every dashboard links them there (docs/product/my-network.md)
  const partnerPages: MenuEntryId[] = layout === 'desktop' ? [] : ['my-network', 'concierge-jobs']
  const agencyPage: MenuEntryId[] = layout === 'desktop' ? [] : ['agency', ...partnerPages]
  const adminPages: MenuEntryId[] = layout === 'desktop' ? [] : ['agency-verifications', 'agency', ...partnerPages]
  switch (role) {
    case 'admin':
      return ['dashboard', 'hotels', ...dashboardsChat, 'admin-dashboard', ...adminPages]
    case 'supervisorAgent':
      return ['hotels', ...dashboardsChat, 'team-dashboard', 'supervisor-dashboard', ...agencyPage]
    case 'agent':
      return ['dashboard', 'hotels', ...chat, 'agency', ...partnerPages]
    case 'amex_lifestyleAgent':
      return ['dashboard', ...chat]
  }
  const hotels: MenuEntryId[] = isB2C ? ['hotels'] : []
  const properties: MenuEntryId[] = role === 'operator' && !isB2C ? ['properties'] : []
  return layout === 'desktop'
    ? [...properties, 'home', 'destinations', 'search', ...hotels, 'enquire-now']
    : [...properties, 'home', 'search', ...hotels, 'contact']
}

/** The quieter entries of the side menu (and the footer): about, terms, privacy, partner. */
export function secondaryMenu(role: string | null | undefined, isB2C: boolean): MenuEntryId[] {
  const entries: MenuEntryId[] = ['about', 'terms-and-conditions', 'privacy-policy']
  if (!isB2C && isAllowed(role, 'partners')) entries.push('partner')
  return entries
}

/** Agents and admins search hotels; everyone else properties. */
export function searchHref(role: string | null | undefined): string {
  return isAllowed(role, 'agentDashboard') ? MENU_HREFS.hotels : MENU_HREFS.search
}

/**
 * The Help Centre icon: for the roles that may open it (the partner roles) on the B2B side, never
 * on B2C and never while the role is unknown (docs/product/chrome-and-navigation.md#header).
 */
export function showsHelpCentre(isB2C: boolean, role: string | null | undefined): boolean {
  return !isB2C && isAllowed(role, 'partners')
}
