import { describe, expect, it } from 'vitest'
import { pathStatus } from '#domain/routing/path-status.ts'
import {
  MENU_HREFS,
  desktopMinWidth,
  isExactEntry,
  primaryMenu,
  searchHref,
  secondaryMenu,
  showsHelpCentre,
} from './menu-entries.ts'

describe('primaryMenu', () => {
  it('gives agents Dashboard, Hotels, Enquiries and Agency, on narrow screens My network and Concierge jobs (no chat on the consumer brand)', () => {
    expect(primaryMenu('agent', 'desktop', false)).toEqual(['dashboard', 'hotels', 'chat', 'agency'])
    expect(primaryMenu('agent', 'desktop', true)).toEqual(['dashboard', 'hotels', 'agency'])
    expect(primaryMenu('agent', 'mobile', false)).toEqual([
      'dashboard',
      'hotels',
      'chat',
      'agency',
      'my-network',
      'concierge-jobs',
    ])
    expect(primaryMenu('agent', 'mobile', true)).toEqual([
      'dashboard',
      'hotels',
      'agency',
      'my-network',
      'concierge-jobs',
    ])
    expect(MENU_HREFS['my-network']).toBe('/partner/my-network')
    expect(MENU_HREFS['concierge-jobs']).toBe('/partner/concierge-jobs')
    expect(MENU_HREFS.chat).toBe('/chat')
    expect(MENU_HREFS.agency).toBe('/partner/agency')
  })

  it("gives a hotel's team only Enquiries", () => {
    expect(primaryMenu('customer', 'desktop', false, { hotelTeam: true })).toEqual(['chat', 'extranet'])
    expect(primaryMenu('customer', 'mobile', false, { hotelTeam: true })).toEqual(['chat', 'extranet'])
  })

  it('gives supervisors their dashboards, admins the Admin Dashboard, lifestyle agents the Dashboard', () => {
    // the desktop header has no room for Enquiries beside their dashboards; the side menu has it
    expect(primaryMenu('supervisorAgent', 'desktop', false)).toEqual([
      'hotels',
      'team-dashboard',
      'supervisor-dashboard',
    ])
    expect(primaryMenu('supervisorAgent', 'mobile', false)).toContain('agency')
    expect(primaryMenu('supervisorAgent', 'mobile', false)).toContain('chat')
    // nor for the admins' queue and agency page beside the agency selector: the Admin Dashboard links them
    expect(primaryMenu('admin', 'desktop', false)).toEqual(['dashboard', 'hotels', 'admin-dashboard'])
    expect(primaryMenu('admin', 'mobile', false)).toEqual([
      'dashboard',
      'hotels',
      'chat',
      'admin-dashboard',
      'agency-verifications',
      'agency',
      'my-network',
      'concierge-jobs',
    ])
    expect(primaryMenu('supervisorAgent', 'mobile', false)).toContain('my-network')
    expect(primaryMenu('supervisorAgent', 'mobile', false)).toContain('concierge-jobs')
    expect(MENU_HREFS['agency-verifications']).toBe('/admin/agency-verifications')
    for (const role of ['agent', 'supervisorAgent', 'amex_lifestyleAgent', null])
      expect(primaryMenu(role, 'mobile', false)).not.toContain('agency-verifications')
    expect(primaryMenu('admin', 'desktop', false)).not.toContain('chat')
    expect(primaryMenu('admin', 'mobile', false)).toContain('chat')
    expect(primaryMenu('amex_lifestyleAgent', 'desktop', false)).toEqual(['dashboard', 'chat'])
    // the agency page is for the agentDashboard roles: a lifestyle agent has none
    expect(primaryMenu('amex_lifestyleAgent', 'mobile', false)).not.toContain('agency')
  })

  it('gives visitors and other roles Home, Destinations, Search, Enquire now; Contact and no Destinations on narrow screens', () => {
    for (const role of [null, undefined, 'customer', 'unknown']) {
      expect(primaryMenu(role, 'desktop', false)).toEqual(['home', 'destinations', 'search', 'enquire-now'])
      expect(primaryMenu(role, 'mobile', false)).toEqual(['home', 'search', 'contact'])
    }
  })

  it('gives an operator its properties first on the B2B side (docs/product/extranet.md#property-screens)', () => {
    expect(primaryMenu('operator', 'desktop', false)).toEqual([
      'properties',
      'home',
      'destinations',
      'search',
      'enquire-now',
    ])
    expect(primaryMenu('operator', 'mobile', false)).toEqual(['properties', 'home', 'search', 'contact'])
    expect(MENU_HREFS.properties).toBe('/partner/extranet/properties')
  })

  it("adds Hotels (the public hotel list, /hotels) for the consumer brand's visitors and customers, on wide and narrow screens", () => {
    for (const role of [null, undefined, 'customer', 'operator']) {
      expect(primaryMenu(role, 'desktop', true)).toEqual(['home', 'destinations', 'search', 'hotels', 'enquire-now'])
      expect(primaryMenu(role, 'mobile', true)).toEqual(['home', 'search', 'hotels', 'contact'])
    }
    expect(MENU_HREFS.hotels).toBe('/hotels')
  })
})

describe('chrome rules', () => {
  it('switches to the desktop menu at 1300 px, on B2C sites at 1000 px', () => {
    expect(desktopMinWidth(false)).toBe(1300)
    expect(desktopMinWidth(true)).toBe(1000)
  })

  it.each([
    [false, 'agent', true],
    [false, 'supervisorAgent', true],
    [false, 'amex_lifestyleAgent', true],
    [false, 'admin', true],
    // the page is for partner roles: a customer or an operator would be turned away
    [false, 'customer', false],
    [false, 'operator', false],
    [false, null, false],
    [true, 'agent', false],
  ])('shows the Help Centre icon on a B2C site=%s to %s: %s', (isB2C, role, shown) => {
    expect(showsHelpCentre(isB2C, role)).toBe(shown)
  })

  it('offers the partner area to partner roles on B2B sites only', () => {
    expect(secondaryMenu('agent', false)).toContain('partner')
    expect(secondaryMenu('agent', true)).not.toContain('partner')
    expect(secondaryMenu('customer', false)).not.toContain('partner')
    expect(secondaryMenu(null, false)).toEqual(['about', 'terms-and-conditions', 'privacy-policy'])
  })

  it('points the search icon at hotels for agents and at properties for everyone else', () => {
    expect(searchHref('agent')).toBe('/hotels')
    expect(searchHref('amex_lifestyleAgent')).toBe('/search')
    expect(searchHref(null)).toBe('/search')
  })
})

describe('isExactEntry', () => {
  it('the dashboards above the supervisor and admin dashboards are active on their own path only', () => {
    expect(isExactEntry('dashboard')).toBe(true)
    expect(isExactEntry('team-dashboard')).toBe(true)
    expect(isExactEntry('supervisor-dashboard')).toBe(false)
    expect(isExactEntry('hotels')).toBe(false)
  })
})

describe('MENU_HREFS', () => {
  it.each(Object.entries(MENU_HREFS))('%s links %s, a page that exists (never a 404)', (_id, href) => {
    expect(pathStatus(href).status).toBe(200)
  })
})
