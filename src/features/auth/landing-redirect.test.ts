import { describe, expect, it } from 'vitest'
import { startPageFor } from '#domain/auth/roles.ts'
import { landingRedirect } from './landing-redirect.ts'

describe('landingRedirect', () => {
  it('sends old ?propertyId= links to /legacy/{id} and signed-in users to their start page', () => {
    expect(landingRedirect('?propertyId=abc123', false)).toBe('/legacy/abc123')
    expect(landingRedirect('?propertyId=abc123', true, 'customer')).toBe('/legacy/abc123')
    expect(landingRedirect('', true)).toBe('/hotels')
    expect(landingRedirect('', true, 'amex_lifestyleAgent')).toBe('/partner/dashboard')
    expect(landingRedirect('', true, 'operator')).toBeNull()
    expect(landingRedirect('?lang=de', false)).toBeNull()
    expect(landingRedirect('?propertyId=', false)).toBeNull()
  })

  it("sends a hotel's team to the chat inbox", () => {
    expect(landingRedirect('', true, 'customer', { hotelId: 'h1', hasHotelAccess: true })).toBe('/chat')
    expect(landingRedirect('', true, 'customer', { hotelId: 'h1', hasHotelAccess: false })).toBeNull()
  })
})

describe('startPageFor (docs/product/sign-in-and-roles.md#landing-redirect)', () => {
  it.each([
    ['admin', '/hotels'],
    ['agent', '/hotels'],
    ['supervisorAgent', '/hotels'],
    ['amex_lifestyleAgent', '/partner/dashboard'],
    ['customer', null],
    ['operator', null],
    ['something-else', null],
    [null, null],
    [undefined, '/hotels'],
  ])('%s → %s', (role, page) => {
    expect(startPageFor(role)).toBe(page)
  })

  it("sends a hotel's team (hotelId and hasHotelAccess) to /chat, whatever the role (docs/decisions/111-the-hotel-team-lands-on-chat.md)", () => {
    expect(startPageFor('customer', { hotelId: 'h1', hasHotelAccess: true })).toBe('/chat')
    expect(startPageFor('agent', { hotelId: 'h1', hasHotelAccess: true })).toBe('/chat')
    expect(startPageFor('customer', { hotelId: 'h1', hasHotelAccess: false })).toBeNull()
    expect(startPageFor('customer', { hotelId: null, hasHotelAccess: true })).toBeNull()
    expect(startPageFor('agent', { hotelId: null, hasHotelAccess: false })).toBe('/hotels')
  })
})
