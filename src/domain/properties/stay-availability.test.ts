import { describe, expect, it } from 'vitest'
import { stayAvailability, stayStatus, visibleStays } from './stay-availability.ts'

const stay = (checkIn: string, checkOut: string, available = true) => ({ checkIn, checkOut, available })
const weeks = [
  stay('2030-01-05', '2030-01-12'),
  stay('2030-01-12', '2030-01-19', false),
  stay('2030-01-19', '2030-01-26'),
]

describe('stayAvailability', () => {
  it.each([
    ['no stays at all', [], '2030-01-05', '2030-01-12', 'on request'],
    ['no stay in the period', weeks, '2030-02-02', '2030-02-09', 'on request'],
    ['the matching available week', weeks, '2030-01-05', '2030-01-12', 'available'],
    ['the matching sold week', weeks, '2030-01-12', '2030-01-19', 'sold'],
    ['two weeks, one sold', weeks, '2030-01-06', '2030-01-13', 'sold'],
    ['inside an available week', weeks, '2030-01-20', '2030-01-23', 'available'],
    ['touching only at the edges', weeks, '2030-01-26', '2030-02-02', 'on request'],
  ] as const)('%s → %s', (_name, stays, checkIn, checkOut, expected) => {
    expect(stayAvailability(stays, { checkIn, checkOut })).toBe(expected)
  })

  it('labels a stay', () => {
    expect(stayStatus(weeks[0]!)).toBe('available')
    expect(stayStatus(weeks[1]!)).toBe('sold')
  })
})

describe('visibleStays', () => {
  const now = new Date('2030-01-13T10:00:00Z')
  it.each([
    ['2030-01-11', false],
    ['2030-01-12', true],
    ['2030-01-13', true],
    ['2030-02-01', true],
  ])('check-in %s visible: %s', (checkIn, visible) => {
    expect(visibleStays([stay(checkIn, '2030-03-01')], now).length === 1).toBe(visible)
  })
})
