import { describe, expect, it } from 'vitest'
import { catalogAreasFor } from './catalog-areas.ts'

describe('catalogAreasFor', () => {
  it.each([
    ['/', ['storefront']],
    ['/search', ['storefront']],
    ['/chalets/switzerland/zermatt/chalet-alpina', ['storefront']],
    ['/chalets/switzerland/zermatt/chalet-alpina/enquire-now', ['storefront']],
    ['/chalets/switzerland/zermatt/chalet-alpina/book-now', ['storefront', 'leads']],
    ['/chalets/switzerland/zermatt/chalet-alpina/take-option', ['storefront', 'leads']],
    ['/chalets/switzerland/zermatt/chalet-alpina/save-interest', ['storefront', 'leads']],
    ['/chalets/switzerland/zermatt/chalet-alpina/book-online', ['storefront', 'leads']],
    ['/die-luxuriösesten-chalets-der-alpen/schweiz', ['storefront']],
    ['/contact', ['storefront']],
    ['/signin', ['storefront']],
    ['/hotels', ['hotel-search']],
    ['/hotels/', ['hotel-search']],
    ['/hotels/h1', ['hotels', 'chat']],
    ['/hotels/h1/rooms/r1/shop-modal', ['hotels', 'chat']],
    ['/hotels/h1/save-interest', ['hotels', 'leads', 'chat']],
    ['/chat', ['chat']],
    ['/chat/c1', ['chat']],
    ['/hotels/inspirationnow', ['hotels']],
    ['/distribution/hotels/h1', ['hotels']],
    ['/partner/dashboard', ['leads']],
    ['/partner/dashboard/property-leads/l1', ['leads']],
    ['/hotelsandmore', ['storefront']],
    ['/partnership', ['storefront']],
    ['/partner/agency', ['leads', 'partner']],
    ['/partner/my-network', ['leads', 'partner']],
    ['/partner/concierge-jobs/j1', ['leads', 'partner']],
    ['/partner/help-centre/getting-started', ['leads', 'partner']],
    ['/partner/extranet', ['leads', 'partner']],
    ['/partner/dashboard/commission', ['leads', 'partner']],
    ['/partner/dashboard/supervisor', ['leads']],
    ['/partner/cimalpes-payment-links/p1', ['leads']],
    ['/stripe-payments/checkout-sessions/s1', ['storefront', 'leads']],
    ['/signup', ['storefront', 'account']],
    ['/signup/serandipians', ['storefront', 'account']],
    ['/join/t1', ['storefront', 'account']],
    ['/onboarding', ['storefront', 'account']],
    ['/admin/agency-verifications', ['storefront', 'account']],
    ['/signupsomething', ['storefront']],
  ])('%s -> %j', (pathname, areas) => {
    expect(catalogAreasFor(pathname)).toEqual(areas)
  })
})
