import { describe, expect, it } from 'vitest'
import { isAccountReady, outstandingRequirements, payoutStepButton, payoutStepPanel } from './account-readiness.ts'

const account = (details_submitted: boolean, currently_due: string[], current_deadline: string | null = null) => ({
  details_submitted,
  requirements: { currently_due, current_deadline },
})

describe('account readiness (SPEC §9: details submitted and nothing currently due)', () => {
  it.each([
    ['no account yet', null, false, 'later', 'onboarding'],
    ['new account', account(false, ['business_type', 'tos_acceptance.date']), false, 'later', 'onboarding'],
    ['nothing due but details not submitted', account(false, []), false, 'later', 'onboarding'],
    ['submitted, still something due', account(true, ['external_account']), false, 'later', 'management'],
    ['submitted, nothing due', account(true, []), true, 'next', 'management'],
  ] as const)('%s', (_, facts, ready, button, panel) => {
    expect(isAccountReady(facts)).toBe(ready)
    expect(payoutStepButton(facts)).toBe(button)
    expect(payoutStepPanel(facts)).toBe(panel)
  })
})

describe('outstanding requirements', () => {
  it.each([
    ['nothing due', account(true, []), '2026-03-01', null],
    [
      'due without a deadline',
      account(true, ['external_account']),
      '2026-03-01',
      { count: 1, deadline: null, overdue: false },
    ],
    [
      'due by a day to come',
      account(true, ['external_account', 'individual.id_number'], '2026-03-15T12:00:00Z'),
      '2026-03-01',
      { count: 2, deadline: '2026-03-15', overdue: false },
    ],
    [
      'due on the deadline day itself',
      account(true, ['external_account'], '2026-03-15T23:00:00Z'),
      '2026-03-15',
      { count: 1, deadline: '2026-03-15', overdue: false },
    ],
    [
      'deadline past',
      account(false, ['external_account'], '2026-02-01T00:00:00Z'),
      '2026-03-01',
      { count: 1, deadline: '2026-02-01', overdue: true },
    ],
  ] as const)('%s', (_, facts, today, expected) => {
    expect(outstandingRequirements(facts, today)).toEqual(expected)
  })
})
