import { describe, expect, it } from 'vitest'
import { dayNumber } from '#domain/dates/iso-date.ts'
import { compactStays, stayAt, staysOf, staysOverlapping } from './compact-stays.ts'
import type { CompactStay } from './repository.ts'

const plain = (list: CompactStay[]) =>
  list.map(([checkIn, checkOut, available, rates]) => ({
    checkIn,
    checkOut,
    available,
    rates,
    day: dayNumber(checkIn),
  }))

const weeks: CompactStay[] = [
  ['2030-01-05', '2030-01-12', true, { Selfcatered: 12_000, Catered: null }],
  ['2030-01-12', '2030-01-19', false, { Selfcatered: 0, Catered: 18_500.5 }],
  ['2030-01-19', '2030-01-26', true, { Selfcatered: null, Catered: null }],
  ['2030-02-02', '2030-02-12', true, { Selfcatered: 9_000, Catered: 14_000 }],
]

describe('compact stays', () => {
  it('gives back the stays as loaded, with rate keys in their order', () => {
    const compact = compactStays(weeks)
    expect(compact.objects).toBeUndefined()
    expect(JSON.stringify(staysOf(compact))).toBe(JSON.stringify(plain(weeks)))
    expect(stayAt(compact, 1)).toEqual(plain(weeks)[1])
  })

  it('keeps stays as objects when their rate keys differ or a date is not canonical', () => {
    const mixed: CompactStay[] = [weeks[0]!, ['2030-01-12', '2030-01-19', true, { Catered: 1, Selfcatered: 2 }]]
    expect(compactStays(mixed).objects).toBeDefined()
    expect(JSON.stringify(staysOf(compactStays(mixed)))).toBe(JSON.stringify(plain(mixed)))
    const odd: CompactStay[] = [['2030-01-05T00:00:00Z', '2030-01-12', true, {}]]
    expect(staysOf(compactStays(odd))).toEqual(plain(odd))
  })

  it('finds the stays overlapping some days as the plain filter does', () => {
    const compact = compactStays(weeks)
    for (let from = dayNumber('2030-01-01'); from < dayNumber('2030-02-15'); from++) {
      for (const len of [0, 1, 7, 9]) {
        const want = plain(weeks).filter((s) => dayNumber(s.checkOut) > from && s.day < from + len)
        expect(staysOverlapping(compact, from, from + len)).toEqual(want)
      }
    }
  })
})
