import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AdminDashboardSearchSchema,
  AgentDashboardSearchSchema,
  TeamDashboardSearchSchema,
  hasFilters,
  listFilter,
} from './dashboard-search.ts'

const ID = '0123456789abcdef01234567'

describe('dashboard URL search', () => {
  it('keeps valid filters', () => {
    const search = v.parse(AgentDashboardSearchSchema, {
      status: 'requestedBooking',
      kind: 'property',
      from: '2027-01-02',
      to: '2027-02-01',
      client: 'Ber',
      'hotel-lead-id': ID,
    })
    expect(search).toEqual({
      status: 'requestedBooking',
      kind: 'property',
      from: '2027-01-02',
      to: '2027-02-01',
      client: 'Ber',
      'hotel-lead-id': ID,
    })
  })

  it.each([
    ['status', 'booked'],
    ['kind', 'villa'],
    ['from', '2027-02-30'],
    ['to', 'tomorrow'],
    ['client', 'B'],
    ['hotel-lead-id', 'nope'],
  ])('drops a bad %s instead of failing', (key, value) => {
    expect(v.parse(AgentDashboardSearchSchema, { [key]: value })).toEqual({})
  })

  it('the team and admin pages add the agent and the agency', () => {
    expect(v.parse(TeamDashboardSearchSchema, { agentId: ID, agencyId: ID })).toEqual({ agentId: ID })
    expect(v.parse(AdminDashboardSearchSchema, { agencyId: ID, agentId: ID })).toEqual({ agencyId: ID })
    expect(v.parse(AdminDashboardSearchSchema, { agencyId: 'x' })).toEqual({})
  })
})

describe('listFilter', () => {
  it('is the scope and the filters that are set', () => {
    expect(listFilter('own', {})).toEqual({ scope: 'own' })
    expect(listFilter('all', { agencyId: ID, status: 'interest', client: undefined })).toEqual({
      scope: 'all',
      agencyId: ID,
      status: 'interest',
    })
    expect(listFilter('team', { agentId: ID, from: '2027-01-01' })).toEqual({
      scope: 'team',
      agentId: ID,
      from: '2027-01-01',
    })
  })

  it('hasFilters ignores the agent and agency choices', () => {
    expect(hasFilters({})).toBe(false)
    expect(hasFilters({ agencyId: ID })).toBe(false)
    expect(hasFilters({ kind: 'hotel' })).toBe(true)
  })
})
