import { describe, expect, it } from 'vitest'
import { validatePropertySearch } from './property-search-params.ts'

describe("a property page's ?checkIn=&checkOut=: a period of real calendar dates, else none", () => {
  it.each([
    [
      { checkIn: '2027-01-02', checkOut: '2027-01-09' },
      { checkIn: '2027-01-02', checkOut: '2027-01-09' },
    ],
    [
      { checkIn: '2028-02-26', checkOut: '2028-02-29' },
      { checkIn: '2028-02-26', checkOut: '2028-02-29' },
    ],
    [{ checkIn: '2026-02-27', checkOut: '2026-02-31' }, {}],
    [{ checkIn: '2027-02-27', checkOut: '2027-02-29' }, {}],
    [{ checkIn: '2027-04-31', checkOut: '2027-05-07' }, {}],
    [{ checkIn: '0000-02-26', checkOut: '0000-02-29' }, {}],
    [{ checkIn: '2027-01-09', checkOut: '2027-01-02' }, {}],
    [{ checkIn: '2027-01-09', checkOut: '2027-01-09' }, {}],
    [{ checkIn: '2027-01-02' }, {}],
    [{ checkIn: 20270102, checkOut: '2027-01-09' }, {}],
    [{}, {}],
  ])('%o -> %o', (raw, search) => {
    const out = validatePropertySearch(raw)
    expect(out).toEqual(search)
    // both keys always written: the router merges the raw search under what the validator returns
    expect(Object.keys(out).sort()).toEqual(['checkIn', 'checkOut'])
  })
})
