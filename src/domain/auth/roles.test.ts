import { describe, expect, it } from 'vitest'
import { ACCESS_TYPES, ROLES, displayName, isAllowed, isRole } from './roles.ts'

describe('isAllowed', () => {
  const table: Record<string, string[]> = {
    agentDashboard: ['admin', 'agent', 'supervisorAgent'],
    supervisorAgentDashboard: ['admin', 'supervisorAgent'],
    partners: ['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent'],
    default: ['admin'],
  }
  for (const accessType of ACCESS_TYPES) {
    for (const role of ROLES) {
      const expected = table[accessType]!.includes(role)
      it(`${role} ${expected ? 'may' : 'may not'} open ${accessType}`, () =>
        expect(isAllowed(role, accessType)).toBe(expected))
    }
  }
  it('never allows unknown or missing roles', () => {
    expect(isAllowed('root', 'default')).toBe(false)
    expect(isAllowed(undefined, 'partners')).toBe(false)
    expect(isAllowed(null, 'agentDashboard')).toBe(false)
  })
})

describe('isRole', () => {
  it('knows the six roles', () => {
    expect(ROLES).toHaveLength(6)
    expect(isRole('amex_lifestyleAgent')).toBe(true)
    expect(isRole('lifestyleAgent')).toBe(false)
    expect(isRole(3)).toBe(false)
  })
})

describe('displayName', () => {
  it.each([
    [{ firstName: 'Anna', lastName: 'Moser', email: 'a@x.example' }, 'Anna Moser'],
    [{ firstName: 'Anna', lastName: null, email: 'a@x.example' }, 'Anna'],
    [{ firstName: '  ', lastName: 'Moser', email: 'a@x.example' }, 'a@x.example'],
    [{ firstName: null, email: null }, ''],
  ])('%o -> %s', (user, name) => expect(displayName(user)).toBe(name))
})
