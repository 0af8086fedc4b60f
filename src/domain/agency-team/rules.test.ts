import { describe, expect, it } from 'vitest'
import {
  invitationState,
  mayManageTeam,
  mayResend,
  mayRevoke,
  mayViewTeam,
  memberChangeProblem,
  type MemberChange,
} from './rules.ts'

const AGENCY = 'a'.repeat(24)
const OTHER = 'b'.repeat(24)
const actor = (role: string, travelAgencyId: string | null = AGENCY, id = 'me') => ({ id, role, travelAgencyId })

describe('mayViewTeam / mayManageTeam', () => {
  it.each([
    ['admin', null, true, true],
    ['supervisorAgent', AGENCY, true, true],
    ['agent', AGENCY, true, false],
    ['amex_lifestyleAgent', AGENCY, true, false],
    ['supervisorAgent', OTHER, false, false],
    ['agent', OTHER, false, false],
    ['customer', null, false, false],
  ] as const)('%s of %s: view %s, manage %s', (role, agencyId, view, manage) => {
    expect(mayViewTeam(actor(role, agencyId), AGENCY)).toBe(view)
    expect(mayManageTeam(actor(role, agencyId), AGENCY)).toBe(manage)
  })

  it('an admin acting for the agency views it', () => {
    expect(mayViewTeam(actor('admin', OTHER), AGENCY, AGENCY)).toBe(true)
  })
})

describe('memberChangeProblem', () => {
  const supervisor = actor('supervisorAgent')
  const agentMember = { id: 'u1', role: 'agent', status: 'active' as const }
  const supervisorMember = { id: 'u2', role: 'supervisorAgent', status: 'active' as const }
  it.each<[string, { id: string; role: string; status: 'active' | 'disabled' }, MemberChange, number, string | null]>([
    ['promote an agent', agentMember, { role: 'supervisorAgent' }, 1, null],
    ['disable an agent', agentMember, { status: 'disabled' }, 1, null],
    ['demote one of two supervisors', supervisorMember, { role: 'agent' }, 2, null],
    ['demote the last other supervisor', supervisorMember, { role: 'agent' }, 1, 'last-supervisor'],
    ['disable the last supervisor', supervisorMember, { status: 'disabled' }, 1, 'last-supervisor'],
    ['keep a supervisor a supervisor', supervisorMember, { role: 'supervisorAgent' }, 1, null],
    ['enable a disabled supervisor', { ...supervisorMember, status: 'disabled' }, { status: 'active' }, 0, null],
    ['change oneself', { id: 'me', role: 'supervisorAgent', status: 'active' }, { role: 'agent' }, 3, 'self'],
    ['change an admin', { id: 'u3', role: 'admin', status: 'active' }, { role: 'agent' }, 3, 'not-a-team-role'],
    [
      'change a lifestyle agent',
      { id: 'u4', role: 'amex_lifestyleAgent', status: 'active' },
      { status: 'disabled' },
      3,
      'not-a-team-role',
    ],
  ])('%s', (_name, member, change, supervisors, problem) => {
    expect(memberChangeProblem(supervisor, member, change, supervisors)).toBe(problem)
  })
})

describe('invitationState', () => {
  const now = Date.parse('2026-12-03T10:00:00Z')
  const later = new Date(now + 1000)
  const earlier = new Date(now - 1000)
  it.each([
    ['waiting', { acceptedAt: null, revokedAt: null, expiresAt: later }, 'sent'],
    ['past its expiry', { acceptedAt: null, revokedAt: null, expiresAt: earlier }, 'expired'],
    ['at its expiry', { acceptedAt: null, revokedAt: null, expiresAt: new Date(now) }, 'expired'],
    ['withdrawn', { acceptedAt: null, revokedAt: earlier, expiresAt: later }, 'revoked'],
    ['accepted, even after expiry', { acceptedAt: earlier, revokedAt: null, expiresAt: earlier }, 'accepted'],
  ] as const)('%s: %s', (_name, row, state) => {
    expect(invitationState(row, now)).toBe(state)
  })

  it.each([
    ['sent', true, true],
    ['expired', true, false],
    ['revoked', false, false],
    ['accepted', false, false],
  ] as const)('%s: resend %s, revoke %s', (state, resend, revoke) => {
    expect(mayResend(state)).toBe(resend)
    expect(mayRevoke(state)).toBe(revoke)
  })
})
