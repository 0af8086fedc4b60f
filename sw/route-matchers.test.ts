import { describe, expect, it } from 'vitest'
import type { RequestLike } from './route-matchers.ts'
import {
  isAppNavigation,
  isCatalogueRequest,
  isImageRequest,
  isLazyAssetRequest,
  isNeverCached,
} from './route-matchers.ts'

const ORIGIN = 'https://lds.example'

function req(init: Partial<Omit<RequestLike, 'headers'>> & { headers?: Record<string, string> } = {}): RequestLike {
  const headers = new Headers(init.headers)
  return { method: init.method ?? 'GET', destination: init.destination ?? '', mode: init.mode ?? 'cors', headers }
}
const url = (path: string, origin = ORIGIN) => new URL(path, origin)

describe('catalogue requests (network-first, cached)', () => {
  it.each([
    '/api/properties?conditions=%7B%7D&projection=name',
    '/api/properties/chalet-42?includeSalesInformation=true',
    '/api/properties/chalet-42/stays',
    '/api/property-search?city=Zermatt&checkIn=2027-01-16&checkOut=2027-01-23&limit=12',
    '/api/property-search/destinations',
    '/api/hotels',
    '/api/hotels/h1',
    '/api/hotels/h1/rooms',
    '/api/hotels/locations',
    '/api/hotelrooms/r1',
    '/api/programs?isVisibleInHotelSearch=true',
    '/api/facilities',
    '/api/country-names',
    '/api/stays',
    '/api/config',
  ])('%s', (path) => {
    expect(isCatalogueRequest(url(path), req({ headers: { authorization: 'Bearer x' } }), ORIGIN)).toBe(true)
  })
})

describe('never cached', () => {
  it.each([
    '/api/hotelrooms/r1/offers?checkInDate=2026-01-10',
    '/api/hotelrooms/r1/availability',
    '/api/hotels/h1/available-rooms',
    '/api/hotels/interests',
    '/api/hotels/h1/hotel-manager-invitation-link',
    '/api/current_user?populate-travel-agency=true',
    '/api/current-user/stream-chat-token',
    '/api/sales/leads/new/property',
    '/api/sales/reports',
    '/api/available-hotels',
    '/api/chat/channels',
    '/api/travel-agencies',
    '/api/autocomplete/clients',
    '/oidc/auth',
  ])('%s', (path) => {
    expect(isNeverCached(url(path), req())).toBe(true)
    expect(isCatalogueRequest(url(path), req(), ORIGIN)).toBe(false)
    expect(isImageRequest(url(path), req({ destination: 'image' }), ORIGIN)).toBe(false)
  })

  it('never caches writes, even to catalogue paths', () => {
    for (const method of ['POST', 'PATCH', 'PUT', 'DELETE']) {
      expect(isCatalogueRequest(url('/api/hotels/h1'), req({ method }), ORIGIN)).toBe(false)
    }
  })

  it('honours an explicit no-cache request (the PDF image helper)', () => {
    const noCache = req({ destination: 'image', headers: { 'cache-control': 'no-cache' } })
    expect(isImageRequest(url('/media/a.jpg'), noCache, ORIGIN)).toBe(false)
  })

  it('leaves other origins’ APIs alone', () => {
    expect(isCatalogueRequest(url('/api/hotels', 'https://other.example'), req(), ORIGIN)).toBe(false)
  })
})

describe('images and lazy assets', () => {
  it('caches media and any image destination, not API calls', () => {
    expect(isImageRequest(url('/media/hotels/a.svg'), req(), ORIGIN)).toBe(true)
    expect(isImageRequest(url('/x.png', 'https://cdn.example'), req({ destination: 'image' }), ORIGIN)).toBe(true)
    expect(isImageRequest(url('/api/hotels/h1'), req({ destination: 'image' }), ORIGIN)).toBe(false)
  })

  it('caches hashed JS/CSS/fonts under /assets/ of our origin only', () => {
    expect(isLazyAssetRequest(url('/assets/hotel-route-Hh88.js'), req({ destination: 'script' }), ORIGIN)).toBe(true)
    expect(isLazyAssetRequest(url('/assets/hotel-Jj00.css'), req({ destination: 'style' }), ORIGIN)).toBe(true)
    expect(isLazyAssetRequest(url('/assets/a.js', 'https://cdn.example'), req(), ORIGIN)).toBe(false)
    expect(isLazyAssetRequest(url('/sw.js'), req(), ORIGIN)).toBe(false)
  })
})

describe('navigations', () => {
  const nav = req({ mode: 'navigate', destination: 'document' })
  it('handles app pages', () => {
    for (const path of ['/', '/hotels/h1', '/properties/chalet-42?x=1', '/partner/signup']) {
      expect(isAppNavigation(url(path), nav, ORIGIN)).toBe(true)
    }
  })
  it('lets the identity provider, the API, media and worker files reach the server', () => {
    for (const path of ['/oidc/auth?client_id=x', '/oidc', '/api/hotels', '/media/a.jpg', '/sw.js', '/robots.txt']) {
      expect(isAppNavigation(url(path), nav, ORIGIN)).toBe(false)
    }
    expect(isAppNavigation(url('/'), req(), ORIGIN)).toBe(false)
  })
})
