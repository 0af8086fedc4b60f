import { describe, expect, it } from 'vitest'
import { LEAD_STATUSES, type LeadStatus } from './lead-status.ts'
import { offersPriceDiscount } from './price-discount.ts'

const stays = [
  { checkIn: '2027-01-09', checkOut: '2027-01-16' },
  { checkIn: '2027-01-16', checkOut: '2027-01-23' },
]
const period = (checkInDate: string, checkOutDate: string) => ({ checkInDate, checkOutDate })

describe('offersPriceDiscount (docs/product/leads.md#price-discount)', () => {
  it.each<[string, LeadStatus, typeof stays, ReturnType<typeof period>, boolean]>([
    ['exactly a stay', 'interest', stays, period('2027-01-09', '2027-01-16'), false],
    ['a stay’s check-in, another check-out', 'interest', stays, period('2027-01-09', '2027-01-23'), true],
    ['no stay starts on the check-in', 'requestedOption', stays, period('2027-01-10', '2027-01-16'), true],
    ['confirmed option, shorter stay', 'confirmedOption', stays, period('2027-01-16', '2027-01-20'), true],
    ['no stays', 'interest', [], period('2027-01-10', '2027-01-16'), false],
    [
      'stays stored with times',
      'interest',
      [{ checkIn: '2027-01-09T00:00:00.000Z', checkOut: '2027-01-16T00:00:00.000Z' }],
      period('2027-01-09', '2027-01-16'),
      false,
    ],
  ])('%s (%s): %s', (_, status, s, p, expected) => {
    expect(offersPriceDiscount(status, s, p)).toBe(expected)
  })

  const others = LEAD_STATUSES.filter((s) => !['interest', 'requestedOption', 'confirmedOption'].includes(s))
  it.each(others)('never for a lead in %s', (status) => {
    expect(offersPriceDiscount(status, stays, period('2027-01-10', '2027-01-16'))).toBe(false)
  })
})
