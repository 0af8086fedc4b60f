// @vitest-environment jsdom
import { describe, expect, it } from 'vitest'
import { blockAnalytics, isAnalyticsBlocked, readConsent, shouldLoadAnalytics, storeConsent } from './cookie-consent.ts'

describe('cookie consent', () => {
  it('keeps the choice in local storage', () => {
    expect(readConsent()).toBeNull()
    storeConsent('declined')
    expect(readConsent()).toBe('declined')
    storeConsent('accepted')
    expect(localStorage.getItem('lds.cookie-consent')).toBe('accepted')
  })

  it('loads analytics only after acceptance, for a known non-admin, unless blocked', () => {
    const base = { consent: 'accepted' as const, blocked: false, isAdmin: false, isUserKnown: true }
    expect(shouldLoadAnalytics(base)).toBe(true)
    expect(shouldLoadAnalytics({ ...base, consent: null })).toBe(false)
    expect(shouldLoadAnalytics({ ...base, consent: 'declined' })).toBe(false)
    expect(shouldLoadAnalytics({ ...base, isAdmin: true })).toBe(false)
    expect(shouldLoadAnalytics({ ...base, blocked: true })).toBe(false)
    expect(shouldLoadAnalytics({ ...base, isUserKnown: false })).toBe(false)
  })

  it('remembers that an admin used this browser', () => {
    expect(isAnalyticsBlocked()).toBe(false)
    blockAnalytics()
    expect(isAnalyticsBlocked()).toBe(true)
  })
})
