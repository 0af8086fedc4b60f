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
})
