import { describe, expect, it } from 'vitest'
import { LEAD_STATUSES, type LeadStatus } from './lead-status.ts'
import { asSeenBy, heldPeriod } from './week-hold.ts'

const period = { checkIn: '2027-02-06', checkOut: '2027-02-13' }

describe('heldPeriod', () => {
  const holds: Record<LeadStatus, boolean> = {
    interest: false,
    requestedOption: true,
    confirmedOption: true,
    declinedOption: false,
    expiredOption: false,
    cancelledOption: false,
    requestedBooking: true,
    confirmedBooking: true,
    declinedBooking: false,
    cancelledBooking: false,
  }
  it.each(LEAD_STATUSES.map((s) => [s, holds[s]] as const))('%s holds its weeks: %s', (status, held) => {
    expect(heldPeriod({ status, ...period })).toEqual(held ? period : null)
  })
  it('a deleted lead or one without a period holds none', () => {
    expect(heldPeriod({ status: 'confirmedBooking', ...period, deleted: true })).toBeNull()
    expect(heldPeriod({ status: 'confirmedBooking', checkIn: null, checkOut: period.checkOut })).toBeNull()
    expect(heldPeriod({ status: 'requestedOption', checkIn: period.checkIn, checkOut: null })).toBeNull()
  })
})

describe('asSeenBy', () => {
  const stays = [
    { id: 'a', available: false, leadId: 'L1' },
    { id: 'b', available: false, leadId: 'L2' },
    { id: 'c', available: false, leadId: null },
    { id: 'd', available: true, leadId: null },
  ]
  it.each([
    ['L1', [true, false, false, true]],
    ['L2', [false, true, false, true]],
    [null, [false, false, false, true]],
    ['L3', [false, false, false, true]],
  ] as const)('lead %s sees its own weeks available, no other sold week', (lead, expected) => {
    expect(asSeenBy(stays, lead).map((s) => s.available)).toEqual(expected)
  })
})
