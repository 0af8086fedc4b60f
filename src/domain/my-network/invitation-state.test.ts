import { describe, expect, it } from 'vitest'
import { isOpenInvitation, managerInvitationState } from './invitation-state.ts'
import type { ManagerInvitationState } from './types.ts'

const NOW = Date.parse('2026-12-10T12:00:00Z')
const BEFORE = new Date('2026-12-09T12:00:00Z')
const LATER = new Date('2026-12-20T12:00:00Z')

describe('managerInvitationState', () => {
  const cases: [
    string,
    { openedAt: Date | string | null; acceptedAt: Date | null; expiresAt: Date | string },
    ManagerInvitationState,
  ][] = [
    ['issued, not opened', { openedAt: null, acceptedAt: null, expiresAt: LATER }, 'sent'],
    ['opened', { openedAt: BEFORE, acceptedAt: null, expiresAt: LATER }, 'opened'],
    [
      'opened (ISO string)',
      { openedAt: BEFORE.toISOString(), acceptedAt: null, expiresAt: LATER.toISOString() },
      'opened',
    ],
    ['accepted', { openedAt: BEFORE, acceptedAt: BEFORE, expiresAt: LATER }, 'accepted'],
    [
      'accepted stays accepted after the expiry',
      { openedAt: BEFORE, acceptedAt: BEFORE, expiresAt: BEFORE },
      'accepted',
    ],
    ['not opened, expired', { openedAt: null, acceptedAt: null, expiresAt: BEFORE }, 'expired'],
    ['opened, expired', { openedAt: BEFORE, acceptedAt: null, expiresAt: BEFORE }, 'expired'],
    ['expires this very moment', { openedAt: null, acceptedAt: null, expiresAt: new Date(NOW) }, 'expired'],
    ['a millisecond before the expiry', { openedAt: null, acceptedAt: null, expiresAt: new Date(NOW + 1) }, 'sent'],
  ]
  it.each(cases)('%s', (_name, row, state) => {
    expect(managerInvitationState(row, NOW)).toBe(state)
  })
})

describe('isOpenInvitation', () => {
  it.each([
    ['sent', true],
    ['opened', true],
    ['accepted', false],
    ['expired', false],
  ] as const)('%s: %s', (state, open) => {
    expect(isOpenInvitation(state)).toBe(open)
  })
})
