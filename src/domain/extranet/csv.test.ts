import { describe, expect, it } from 'vitest'
import { CSV_MESSAGES as M, parseChangesCsv } from './csv.ts'

const HEADER = 'room,from,to,weekdays,price,rooms_to_sell,stop_sell,cta,ctd,min_stay'

describe('parseChangesCsv: rows of changes, blank keeps', () => {
  it.each<[string, string, Record<string, unknown>]>([
    [
      'a price',
      `${HEADER}\nDeluxe,2027-01-04,2027-01-10,,980,,,,,`,
      { roomId: 'Deluxe', from: '2027-01-04', to: '2027-01-10', price: 980 },
    ],
    [
      'everything',
      `${HEADER}\nr1,2027-01-04,2027-01-10,5 6,1.250,3,no,yes,no,2`,
      {
        roomId: 'r1',
        from: '2027-01-04',
        to: '2027-01-10',
        weekdays: [5, 6],
        price: 1250,
        available: 3,
        stopSell: false,
        closedToArrival: true,
        closedToDeparture: false,
        minStay: 2,
      },
    ],
    [
      'on request and no minimum stay',
      `${HEADER}\nr1,2027-01-04,2027-01-04,,on request,,,,,none`,
      { roomId: 'r1', from: '2027-01-04', to: '2027-01-04', price: null, minStay: null },
    ],
    [
      'semicolons, German words',
      'room;from;to;cta;min_stay\nr1;2027-01-04;2027-01-05;ja;3',
      { roomId: 'r1', from: '2027-01-04', to: '2027-01-05', closedToArrival: true, minStay: 3 },
    ],
    [
      'any column order, quoted names',
      'to,from,room\n2027-01-05,2027-01-04,"Suite, sea view"',
      { roomId: 'Suite, sea view', from: '2027-01-04', to: '2027-01-05' },
    ],
    [
      'a price as text stays text (the schema says why)',
      `${HEADER}\nr1,2027-01-04,2027-01-04,,cheap,,,,,`,
      { roomId: 'r1', from: '2027-01-04', to: '2027-01-04', price: 'cheap' },
    ],
  ])('%s', (_name, csv, update) => {
    const parsed = parseChangesCsv(csv)
    expect(parsed.errors).toEqual([])
    expect(parsed.rows.map((r) => r.update)).toEqual([update])
  })

  it('names the line of each row error; blank lines are skipped but counted', () => {
    const parsed = parseChangesCsv(`${HEADER}\n\nr1,2027-01-04,2027-01-04,8,,,maybe,,,\nr1,"2027-01-04,2027-01-04`)
    expect(parsed.errors).toEqual([
      { line: 3, field: 'weekdays', message: M.weekdays },
      { line: 3, field: 'stopSell', message: M.flag },
      { line: 4, field: 'row', message: M.quote },
    ])
    expect(parsed.rows.map((r) => r.line)).toEqual([3])
  })

  it.each([
    ['nothing', '', M.empty],
    ['a header only', HEADER, M.empty],
    ['an unknown column', 'room,from,to,colour\nr1,2027-01-04,2027-01-04,red', M.header],
    ['no room column', 'from,to,price\n2027-01-04,2027-01-04,1', M.header],
  ])('refuses %s', (_name, csv, message) => {
    expect(parseChangesCsv(csv).message).toBe(message)
  })
})
