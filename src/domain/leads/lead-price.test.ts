import { describe, expect, it } from 'vitest'
import { commissionLevel, periodPrice, type PricedStay } from './lead-price.ts'

const stay = (id: string, checkIn: string, checkOut: string, catered: number | null): PricedStay => ({
  _id: id,
  checkIn,
  checkOut,
  available: true,
  rates: { Catered: catered },
})
// out of order on purpose: the price does not depend on the order the stays come in
const STAYS = [
  stay('b', '2027-01-16', '2027-01-23', 30000),
  stay('a', '2027-01-09', '2027-01-16', 20000),
  stay('c', '2027-01-23', '2027-01-30', null),
]

describe('periodPrice', () => {
  it.each([
    ['one stay', '2027-01-09', '2027-01-16', 'Catered', 20000],
    ['two stays in a row', '2027-01-09', '2027-01-23', 'Catered', 50000],
    ['a stay without a rate', '2027-01-23', '2027-01-30', 'Catered', null],
    ['no stays', '2027-02-06', '2027-02-13', 'Catered', null],
    ['no service level', '2027-01-09', '2027-01-16', '', null],
    ['check-out not after check-in', '2027-01-16', '2027-01-09', 'Catered', null],
  ])('%s', (_name, checkInDate, checkOutDate, level, price) => {
    expect(periodPrice(STAYS, { checkInDate, checkOutDate }, level)?.price ?? null).toBe(price)
  })
})

describe('commissionLevel', () => {
  const [a, b] = [STAYS[1]!, STAYS[0]!]
  it.each([
    ['the property level', { commission: 10, commissionPerStay: {} }, 10],
    ['weighted by the rates', { commission: 10, commissionPerStay: { b: 15 } }, (20000 * 10 + 30000 * 15) / 50000],
    ['unknown', { commission: null, commissionPerStay: {} }, null],
    ['no levels (theme hides commission)', null, null],
  ])('%s', (_name, levels, expected) => {
    expect(commissionLevel([a, b], 'Catered', levels)).toBe(expected)
  })
})
