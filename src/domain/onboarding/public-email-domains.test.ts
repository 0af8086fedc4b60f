import { describe, expect, it } from 'vitest'
import { autoInviteDomainFor, emailDomainOf, isPublicEmailDomain } from './public-email-domains.ts'

describe('public e-mail domains', () => {
  it.each<[string, string, boolean, string | null]>([
    ['anna@gmail.com', 'gmail.com', true, null],
    ['Anna@GMX.DE', 'gmx.de', true, null],
    ['concierge@bluewin.ch', 'bluewin.ch', true, null],
    ['anna@maison-voyage.fr', 'maison-voyage.fr', false, 'maison-voyage.fr'],
    ['a@b@Travel.CH', 'travel.ch', false, 'travel.ch'],
    ['no-at-sign', '', false, null],
  ])('%s: domain %s, public %s, auto-invite %s', (email, domain, isPublic, invite) => {
    expect(emailDomainOf(email)).toBe(domain)
    expect(isPublicEmailDomain(email)).toBe(isPublic)
    expect(autoInviteDomainFor(email)).toBe(invite)
  })

  it('accepts a bare domain', () => {
    expect(isPublicEmailDomain(' Outlook.com ')).toBe(true)
    expect(isPublicEmailDomain('alpina-hotels.ch')).toBe(false)
  })
})
