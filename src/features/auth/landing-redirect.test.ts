import { describe, expect, it } from 'vitest'
import { landingRedirect } from './landing-redirect.ts'

describe('landingRedirect', () => {
  it('sends old ?propertyId= links to /legacy/{id} and signed-in users to /hotels', () => {
    expect(landingRedirect('?propertyId=abc123', false)).toBe('/legacy/abc123')
    expect(landingRedirect('?propertyId=abc123', true)).toBe('/legacy/abc123')
    expect(landingRedirect('', true)).toBe('/hotels')
    expect(landingRedirect('?lang=de', false)).toBeNull()
    expect(landingRedirect('?propertyId=', false)).toBeNull()
  })
})
