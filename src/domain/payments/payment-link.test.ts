import { describe, expect, it } from 'vitest'
import { checkoutExpiresAt, linkTerms, minorUnits, paymentLinkState } from './payment-link.ts'
import { checkoutResult } from './checkout-result.ts'

// a stay from 2026-12-19: the default payment term (84 days) puts the balance on 2026-09-26
const split = { checkInDate: '2026-12-19', prepayment: 3500, finalPayment: 6500, finalPaymentDueDate: '2026-09-26' }
const allAtBooking = { checkInDate: '2026-12-19', prepayment: 10000, finalPayment: 0, finalPaymentDueDate: null }

describe('linkTerms: amount and due day from the lead’s payment terms', () => {
  it.each([
    ['prepayment, a week to pay', 'prepayment', split, '2026-06-01', { amount: 3500, dueDate: '2026-06-08' }],
    [
      'prepayment capped at the balance day',
      'prepayment',
      split,
      '2026-09-22',
      { amount: 3500, dueDate: '2026-09-26' },
    ],
    [
      'prepayment of everything, capped the day before check-in',
      'prepayment',
      allAtBooking,
      '2026-12-15',
      { amount: 10000, dueDate: '2026-12-18' },
    ],
    ['prepayment after check-in', 'prepayment', allAtBooking, '2026-12-20', 'past'],
    ['balance on its payment term', 'balance', split, '2026-06-01', { amount: 6500, dueDate: '2026-09-26' }],
    [
      'balance whose day has passed: until the day before check-in',
      'balance',
      split,
      '2026-10-01',
      { amount: 6500, dueDate: '2026-12-18' },
    ],
    ['balance after check-in', 'balance', split, '2026-12-19', 'past'],
    ['no balance when all is due at booking', 'balance', allAtBooking, '2026-06-01', 'nothing-due'],
    ['no prepayment of nothing', 'prepayment', { ...split, prepayment: 0 }, '2026-06-01', 'nothing-due'],
  ] as const)('%s', (_, kind, source, today, expected) => {
    expect(linkTerms(kind, source, today)).toEqual(expected)
  })
})

describe('paymentLinkState', () => {
  const open = { paidAt: null, cancelledAt: null, dueDate: '2026-06-08' }
  it.each([
    ['open before the due day', open, '2026-06-01', 'open'],
    ['open on the due day', open, '2026-06-08', 'open'],
    ['expired the day after', open, '2026-06-09', 'expired'],
    ['paid stays paid after the due day', { ...open, paidAt: '2026-06-02T10:00:00Z' }, '2026-07-01', 'paid'],
    ['cancelled before anything else', { ...open, cancelledAt: '2026-06-02T10:00:00Z' }, '2026-06-03', 'cancelled'],
    ['cancelled after paid (refunded by hand)', { ...open, paidAt: 'x', cancelledAt: 'y' }, '2026-06-03', 'cancelled'],
  ] as const)('%s', (_, link, today, expected) => {
    expect(paymentLinkState(link, today)).toBe(expected)
  })
})

describe('minorUnits', () => {
  it.each([
    [1234.5, 'EUR', 123450],
    [0.1 + 0.2, 'CHF', 30],
    [1234, 'jpy', 1234],
    [19.999, 'EUR', 2000],
  ] as const)('%s %s → %s', (amount, currency, expected) => {
    expect(minorUnits(amount, currency)).toBe(expected)
  })
})

describe('checkoutExpiresAt: 30 minutes to 24 hours, no later than the end of the due day', () => {
  const at = (iso: string) => Date.parse(iso)
  const s = (iso: string) => Date.parse(iso) / 1000
  it.each([
    ['far due day: 24 hours', '2026-06-01T10:00:00Z', '2026-06-30', s('2026-06-02T10:00:00Z')],
    ['due today: end of the day', '2026-06-01T10:00:00Z', '2026-06-01', s('2026-06-02T00:00:00Z')],
    ['late on the due day: at least 30 minutes', '2026-06-01T23:50:00Z', '2026-06-01', s('2026-06-02T00:20:00Z')],
  ] as const)('%s', (_, now, dueDate, expected) => {
    expect(checkoutExpiresAt(at(now), dueDate)).toBe(expected)
  })
})

describe('checkoutResult (SPEC §2)', () => {
  it.each([
    ['cs_test_a1B2', { success: '' }, 'succeeded'],
    ['cs_live_a1B2', { canceled: '' }, 'canceled'],
    ['cs_test_a1B2', {}, 'invalid'],
    ['not-a-session', { success: '' }, 'invalid'],
    ['cs_test_a1B2', { success: '', canceled: '' }, 'succeeded'],
  ] as const)('%s %j → %s', (id, search, expected) => {
    expect(checkoutResult(id, search)).toBe(expected)
  })
})
