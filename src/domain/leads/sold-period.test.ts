import { describe, expect, it } from 'vitest'
import { refusesSoldPeriod } from './sold-period.ts'

const stays = [
  { checkIn: '2027-01-16', checkOut: '2027-01-23', available: true },
  { checkIn: '2027-01-23', checkOut: '2027-01-30', available: false },
]
const SOLD = { checkInDate: '2027-01-23', checkOutDate: '2027-01-30' }
const ACROSS = { checkInDate: '2027-01-16', checkOutDate: '2027-01-30' }
const FREE = { checkInDate: '2027-01-16', checkOutDate: '2027-01-23' }
const UNKNOWN = { checkInDate: '2027-03-06', checkOutDate: '2027-03-13' }

describe('refusesSoldPeriod', () => {
  it.each([
    ['option', SOLD, null, true],
    ['booking', SOLD, null, true],
    ['changeRequest', SOLD, FREE, true],
    ['option', ACROSS, null, true],
    ['interest', SOLD, null, false],
    ['booking', FREE, null, false],
    ['option', UNKNOWN, null, false],
    ['booking', SOLD, SOLD, false],
    ['changeRequest', SOLD, SOLD, false],
  ] as const)('%s of %o (kept %o): %s', (intent, period, kept, refused) => {
    expect(refusesSoldPeriod(intent, stays, period, kept)).toBe(refused)
  })
})
