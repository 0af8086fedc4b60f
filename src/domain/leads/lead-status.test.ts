import { describe, expect, it } from 'vitest'
import {
  canOperatorMove,
  isBookingLike,
  LEAD_STATUSES,
  LEAD_STATUSES_IN_LIFE_ORDER,
  OPERATOR_TRANSITIONS,
  statusAfterSubmit,
  type LeadIntent,
  type LeadStatus,
} from './lead-status.ts'

describe('statusAfterSubmit (docs/product/leads.md#statuses)', () => {
  // every intent from a new lead and from every stored status: the table of the product page
  const expected: Record<LeadIntent, Partial<Record<LeadStatus | 'new', LeadStatus>>> = {
    interest: { new: 'interest', interest: 'interest' },
    option: { new: 'requestedOption', interest: 'requestedOption' },
    booking: {
      new: 'requestedBooking',
      interest: 'requestedBooking',
      requestedOption: 'requestedBooking',
      confirmedOption: 'confirmedBooking',
    },
    changeRequest: {
      interest: 'interest',
      requestedOption: 'requestedOption',
      confirmedOption: 'confirmedOption',
      requestedBooking: 'requestedBooking',
      confirmedBooking: 'confirmedBooking',
    },
  }
  const cases = (Object.keys(expected) as LeadIntent[]).flatMap((intent) =>
    (['new', ...LEAD_STATUSES] as const).map((from) => [intent, from, expected[intent][from] ?? null] as const),
  )
  it.each(cases)('%s from %s gives %s', (intent, from, to) => {
    expect(statusAfterSubmit(intent, from === 'new' ? undefined : from)).toBe(to)
  })
})

describe('operator transitions', () => {
  const allowed = new Set(
    Object.entries(OPERATOR_TRANSITIONS).flatMap(([from, tos]) => tos!.map((to) => `${from}>${to}`)),
  )
  it('lists exactly the product page’s decisions', () => {
    expect([...allowed].sort()).toEqual(
      [
        'confirmedBooking>cancelledBooking',
        'confirmedOption>cancelledOption',
        'confirmedOption>expiredOption',
        'requestedBooking>confirmedBooking',
        'requestedBooking>declinedBooking',
        'requestedOption>confirmedOption',
        'requestedOption>declinedOption',
      ].sort(),
    )
  })
  const pairs = LEAD_STATUSES.flatMap((from) => LEAD_STATUSES.map((to) => [from, to] as const))
  it.each(pairs)('%s → %s', (from, to) => {
    expect(canOperatorMove(from, to)).toBe(allowed.has(`${from}>${to}`))
  })
})

describe('isBookingLike', () => {
  it.each(LEAD_STATUSES.map((s) => [s, s !== 'interest'] as const))('%s: %s', (status, like) => {
    expect(isBookingLike(status)).toBe(like)
  })
})

describe('LEAD_STATUSES_IN_LIFE_ORDER', () => {
  it('has every status once, interest first, options before bookings', () => {
    expect([...LEAD_STATUSES_IN_LIFE_ORDER].sort()).toEqual([...LEAD_STATUSES].sort())
    expect(LEAD_STATUSES_IN_LIFE_ORDER[0]).toBe('interest')
    expect(LEAD_STATUSES_IN_LIFE_ORDER.findLastIndex((s) => s.endsWith('Option'))).toBeLessThan(
      LEAD_STATUSES_IN_LIFE_ORDER.findIndex((s) => s.endsWith('Booking')),
    )
  })
})
