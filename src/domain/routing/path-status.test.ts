import { describe, expect, it } from 'vitest'
import { pathStatus } from './path-status.ts'
import { findRedirect } from './redirects.ts'

describe('findRedirect', () => {
  it.each([
    ['/anfrage', '/enquire-now'],
    ['/jetzt-anfragen', '/enquire-now'],
    ['/events', '/'],
    ['/über-uns', '/about'],
    ['/%C3%BCber-uns', '/about'],
    ['/instagram', '/lds/general'],
    ['/linkedin', '/lds/general'],
    ['/chalets/österreich/sonstige', '/chalets/oesterreich'],
    ['/die-besten-chalets-der-alpen', '/die-luxuriösesten-chalets-der-alpen'],
    ['/die-besten-chalets-der-alpen/schweiz', '/die-luxuriösesten-chalets-der-alpen/schweiz'],
    ['/chalets', '/die-luxuriösesten-chalets-der-alpen'],
    ['/chalets/', '/die-luxuriösesten-chalets-der-alpen'],
    ['/luxus-ski-hotels', '/die-luxuriösesten-chalets-der-alpen'],
    ['/luxus-ski-hotels/frankreich', '/die-luxuriösesten-chalets-der-alpen/frankreich'],
  ])('%s -> %s', (from, to) => {
    expect(findRedirect(from)).toBe(to)
  })

  it.each(['/', '/enquire-now', '/chalets/france', '/about', '/anfrage/x'])('%s has no redirect', (p) => {
    expect(findRedirect(p)).toBeNull()
  })
})

describe('pathStatus', () => {
  it.each([
    ['/', 200],
    ['/search', 200],
    ['/hotels', 200],
    ['/hotels/abc', 200],
    ['/hotels/abc/inspirationnow', 200],
    ['/chalets/france', 200],
    ['/chalets/france/courchevel-1850', 200],
    ['/chalets/france/courchevel-1850/chalet-edelweiss', 200],
    ['/villas/schweiz/zermatt/villa-x/enquire-now', 200],
    ['/apartments/oesterreich/lech/x/book-now', 200],
    ['/apartments/oesterreich/lech/x/save-interest', 200],
    ['/chalets/schweiz/zermatt/chalet-x/book-online', 200],
    ['/partner/dashboard', 200],
    ['/join/abc123', 200],
    ['/join', 404],
    ['/join/a/b', 404],
    ['/chat', 200],
    ['/chat/0123456789abcdef01234567', 200],
    ['/chat/a/b', 404],
    ['/signup', 200],
    ['/signup/serandipians', 200],
    ['/signup/Alpina-Hotels', 200],
    ['/signup/some-affiliate', 404],
    ['/onboarding', 200],
    ['/admin/agency-verifications', 200],
    ['/admin', 404],
    ['/die-luxuriösesten-chalets-der-alpen/oesterreich/vorarlberg', 200],
    ['/luxus-ski-reisen/', 200],
    ['/properties/courchevel-chalet-x', 410],
    ['/nothing-here', 404],
    ['/chalets/germany', 404],
    ['/chalets/france/a/b/c/d', 404],
    ['/hotels/a/b/c/d/e', 404],
  ])('%s -> %i', (p, status) => {
    expect(pathStatus(p).status).toBe(status)
  })

  it('gives the redirect location', () => {
    expect(pathStatus('/anfrage')).toEqual({ status: 301, location: '/enquire-now' })
  })
})
