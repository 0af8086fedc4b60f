import { describe, expect, it } from 'vitest'
import { directContractStatus, mergeNetwork, networkAgencyOf, type SourceRow } from './rules.ts'
import type { DirectContractStatus, ManagerInvitationState } from './types.ts'

const A = 'a'.repeat(24)
const B = 'b'.repeat(24)
const C = 'c'.repeat(24)

describe('mergeNetwork', () => {
  it('makes one entry per hotel with its sources in order and its newest activity first', () => {
    const rows: SourceRow[] = [
      { hotelId: A, source: 'chat', at: '2026-12-01T10:00:00Z' },
      { hotelId: B, source: 'added', at: new Date('2026-12-03T10:00:00Z') },
      { hotelId: A, source: 'interest', at: '2026-12-04T10:00:00Z' },
      { hotelId: A, source: 'chat', at: '2026-11-01T10:00:00Z' },
      { hotelId: C, source: 'interest', at: '2026-12-03T10:00:00Z' },
    ]
    expect(mergeNetwork(rows)).toEqual([
      { hotelId: A, sources: ['interest', 'chat'], lastActivityAt: '2026-12-04T10:00:00.000Z' },
      { hotelId: B, sources: ['added'], lastActivityAt: '2026-12-03T10:00:00.000Z' },
      { hotelId: C, sources: ['interest'], lastActivityAt: '2026-12-03T10:00:00.000Z' },
    ])
  })
  it('is empty without rows and keeps at most `limit` hotels', () => {
    expect(mergeNetwork([])).toEqual([])
    const rows: SourceRow[] = [A, B, C].map((hotelId, i) => ({ hotelId, source: 'added', at: new Date(i * 1000) }))
    expect(mergeNetwork(rows, 2).map((e) => e.hotelId)).toEqual([C, B])
  })
})

describe('directContractStatus', () => {
  const cases: [boolean, ManagerInvitationState[], DirectContractStatus][] = [
    [false, [], 'direct'],
    [false, ['sent'], 'direct'],
    [true, [], 'not-invited'],
    [true, ['expired'], 'not-invited'],
    [true, ['sent'], 'invited'],
    [true, ['expired', 'opened'], 'invited'],
    [true, ['opened', 'accepted'], 'accepted'],
    [true, ['expired', 'accepted'], 'accepted'],
  ]
  it.each(cases)('needs invitation %s, invitations %j: %s', (needs, states, status) => {
    expect(directContractStatus(needs, states)).toBe(status)
  })
})

describe('networkAgencyOf', () => {
  it.each([
    [{ role: 'agent', travelAgencyId: A }, null, A],
    [{ role: 'supervisorAgent', travelAgencyId: A }, B, A],
    [{ role: 'agent', travelAgencyId: null }, null, null],
    [{ role: 'admin', travelAgencyId: null }, null, null],
    [{ role: 'admin', travelAgencyId: A }, null, A],
    [{ role: 'admin', travelAgencyId: A }, B, B],
    [{ role: 'customer', travelAgencyId: A }, null, null],
  ] as const)('%j acting for %s: %s', (actor, acting, agency) => {
    expect(networkAgencyOf(actor, acting)).toBe(agency)
  })
})
