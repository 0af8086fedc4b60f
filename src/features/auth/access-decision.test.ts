import { describe, expect, it } from 'vitest'
import type { AuthState } from './access-decision.ts'
import { decideAccess, needsOnboarding, registersOnOnboarding } from './access-decision.ts'
import type { CurrentUser } from './types.ts'

const agency = {
  _id: 'a1',
  name: 'Maison Voyage Privé',
  corporateDesign: null,
  autoInviteEmailDomain: null,
  programMemberships: [],
  vetting: 'verified' as const,
}
const person = (
  over: Partial<CurrentUser['user']> = {},
  travelAgency: CurrentUser['travelAgency'] = agency,
): CurrentUser => ({
  user: {
    _id: 'u1',
    role: 'agent',
    company: 'Maison Voyage Privé',
    email: 'agent@maison.example',
    firstName: 'Sophie',
    lastName: 'Laurent',
    displayName: 'Sophie Laurent',
    travelAgencyId: travelAgency?._id ?? null,
    hotelId: null,
    hasHotelAccess: false,
    ...over,
  },
  travelAgency,
})

const signedIn: AuthState = { status: 'signed-in', userQuery: 'success' }

describe('decideAccess', () => {
  it('redirects visitors to sign-in', () => {
    expect(decideAccess({ status: 'signed-out' }, undefined, '/hotels', 'agentDashboard')).toBe('redirect-signin')
  })

  it('waits while the user loads', () => {
    expect(decideAccess({ status: 'signed-in', userQuery: 'pending' }, undefined, '/hotels', 'agentDashboard')).toBe(
      'loading',
    )
    expect(decideAccess(signedIn, undefined, '/hotels', 'agentDashboard')).toBe('loading')
  })

  it('sends a 401 to sign-in and any other failure to the fetch-failed message', () => {
    expect(
      decideAccess({ status: 'signed-in', userQuery: 'unauthorized' }, undefined, '/hotels', 'agentDashboard'),
    ).toBe('redirect-signin')
    expect(decideAccess({ status: 'signed-in', userQuery: 'error' }, undefined, '/hotels', 'agentDashboard')).toBe(
      'fetch-failed',
    )
  })

  it('tells a user without an agency to register one, before anything else', () => {
    expect(decideAccess(signedIn, person({ firstName: null }, null), '/hotels', 'agentDashboard')).toBe('no-agency')
    expect(decideAccess(signedIn, person({ role: 'customer' }, null), '/hotels', 'agentDashboard')).toBe('no-agency')
  })

  it('sends a user with unfinished onboarding to /onboarding, except admins and concierge jobs', () => {
    const unfinished = person({ firstName: null })
    expect(decideAccess(signedIn, unfinished, '/hotels', 'agentDashboard')).toBe('redirect-onboarding')
    expect(decideAccess(signedIn, unfinished, '/partner/concierge-jobs/j1', 'partners')).toBe('allowed')
    expect(decideAccess(signedIn, unfinished, '/partner/concierge-jobs', 'agentDashboard')).toBe('allowed')
    expect(decideAccess(signedIn, unfinished, '/partner/concierge-jobsx', 'agentDashboard')).toBe('redirect-onboarding')
    expect(decideAccess(signedIn, person({ role: 'admin', firstName: '' }), '/hotels', 'agentDashboard')).toBe(
      'allowed',
    )
  })

  it('allows exactly the roles of the access type', () => {
    const table = {
      agentDashboard: ['admin', 'agent', 'supervisorAgent'],
      supervisorAgentDashboard: ['admin', 'supervisorAgent'],
      partners: ['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent'],
      default: ['admin'],
    } as const
    const roles = ['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator', 'root']
    for (const [accessType, allowed] of Object.entries(table)) {
      for (const role of roles) {
        const expected = (allowed as readonly string[]).includes(role) ? 'allowed' : 'redirect-signin'
        expect(
          decideAccess(signedIn, person({ role }), '/x', accessType as keyof typeof table),
          `${role} ${accessType}`,
        ).toBe(expected)
      }
    }
  })

  it("lets a hotel's team into the pages open to it, without an agency or onboarding", () => {
    const team = person({ role: 'customer', hotelId: 'h1', hasHotelAccess: true, firstName: null }, null)
    expect(decideAccess(signedIn, team, '/chat', 'partners', { allowHotelTeam: true })).toBe('allowed')
    expect(decideAccess(signedIn, team, '/chat', 'partners')).toBe('no-agency')
    const noAccess = person({ role: 'customer', hotelId: 'h1', hasHotelAccess: false })
    expect(decideAccess(signedIn, noAccess, '/chat', 'partners', { allowHotelTeam: true })).toBe('redirect-signin')
  })

  it('lets every signed-in user into a page that shows its API’s answer (anySignedIn), never a signed-out one', () => {
    const operator = person({ role: 'operator' }, null)
    expect(decideAccess(signedIn, operator, '/partner/extranet/properties', 'default', { anySignedIn: true })).toBe(
      'allowed',
    )
    expect(decideAccess(signedIn, operator, '/partner/extranet/properties', 'default')).toBe('no-agency')
    expect(decideAccess({ status: 'signed-out' }, undefined, '/x', 'default', { anySignedIn: true })).toBe(
      'redirect-signin',
    )
  })

  it('uses the default access type (admins only) when none is given', () => {
    expect(decideAccess(signedIn, person(), '/x')).toBe('redirect-signin')
    expect(decideAccess(signedIn, person({ role: 'admin' }), '/x')).toBe('allowed')
  })
})

describe('needsOnboarding', () => {
  it('never applies on /onboarding itself', () => {
    expect(needsOnboarding(person({ firstName: null }), '/onboarding')).toBe(false)
    expect(needsOnboarding(person({ firstName: null }), '/user')).toBe(true)
  })
})

describe('the login gate (src/domain/onboarding/steps.ts)', () => {
  const pending = { ...agency, vetting: 'pending' as const }
  const declined = { ...agency, vetting: 'declined' as const }
  it.each([
    ['a verified agency and a first name', person(), '/hotels', false],
    ['no first name', person({ firstName: null }), '/hotels', true],
    ['a blank first name', person({ firstName: '  ' }), '/hotels', true],
    ['an agency waiting for verification', person({}, pending), '/hotels', true],
    ['a declined agency', person({}, declined), '/partner/dashboard', true],
    ['no agency id on the user', person({ travelAgencyId: null }), '/hotels', true],
    ['a pending agency on /onboarding itself', person({}, pending), '/onboarding', false],
    ['a pending agency under concierge jobs', person({}, pending), '/partner/concierge-jobs/j1', false],
    ['an admin of a pending agency', person({ role: 'admin' }, pending), '/hotels', false],
    ['an admin without a first name', person({ role: 'admin', firstName: null }, declined), '/hotels', false],
    ['a supervisor of a pending agency', person({ role: 'supervisorAgent' }, pending), '/partner/dashboard', true],
  ])('%s: %s -> onboarding %s', (_case, user, path, expected) => {
    expect(needsOnboarding(user, path)).toBe(expected)
  })

  it('keeps members of an agency that is not verified on /onboarding', () => {
    const member = person({}, { ...agency, vetting: 'pending' })
    expect(decideAccess(signedIn, member, '/hotels', 'agentDashboard')).toBe('redirect-onboarding')
    expect(decideAccess(signedIn, person({}, declined), '/partner/dashboard', 'partners')).toBe('redirect-onboarding')
    expect(decideAccess(signedIn, person({ role: 'admin' }, pending), '/hotels', 'agentDashboard')).toBe('allowed')
  })
})

describe('registersOnOnboarding', () => {
  it.each([
    ['agent', false, true],
    ['supervisorAgent', false, true],
    ['amex_lifestyleAgent', false, true],
    ['customer', false, true],
    ['admin', false, false],
    ['customer', true, false],
  ])('a %s without an agency (hotel team %s) registers on /onboarding: %s', (role, hotelTeam, expected) => {
    const user = person({ role, hotelId: hotelTeam ? 'h1' : null, hasHotelAccess: hotelTeam }, null)
    expect(registersOnOnboarding(user)).toBe(expected)
  })
})
