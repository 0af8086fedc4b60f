import { describe, expect, it } from 'vitest'
import type { LeadStatus } from '../leads/lead-status.ts'
import { ledgerCsv, LEDGER_CSV_COLUMNS } from './ledger-csv.ts'
import { ledgerMonth, ledgerState, ledgerTotals, toMinor } from './ledger.ts'
import type { LedgerEntryDto } from './types.ts'

describe("ledgerState: where a booking's commission stands", () => {
  it.each<[LeadStatus, boolean, number, number, ReturnType<typeof ledgerState>]>([
    ['requestedBooking', false, 45_000, 0, 'expected'],
    ['confirmedBooking', true, 45_000, 0, 'confirmed'],
    ['confirmedBooking', true, 45_000, 20_000, 'confirmed'],
    ['confirmedBooking', true, 45_000, 45_000, 'paid'],
    ['confirmedBooking', true, 45_000, 50_000, 'paid'],
    ['cancelledBooking', true, 45_000, 0, 'clawedBack'],
    ['cancelledBooking', true, 45_000, 45_000, 'clawedBack'],
    ['cancelledBooking', false, 45_000, 10_000, 'clawedBack'],
    // a request cancelled before it was confirmed never earned anything
    ['cancelledBooking', false, 45_000, 0, null],
    ['declinedBooking', false, 45_000, 0, null],
    ['confirmedOption', true, 45_000, 0, null],
    ['interest', false, 45_000, 0, null],
    // no commission (a consumer booking, a commission level of 0)
    ['confirmedBooking', true, 0, 0, null],
  ])(
    '%s (was confirmed: %s), commission %i, paid %i → %s',
    (status, wasConfirmed, commissionMinor, paidMinor, state) => {
      expect(ledgerState({ status, wasConfirmed, commissionMinor, paidMinor })).toBe(state)
    },
  )
})

const entry = (over: Partial<LedgerEntryDto>): LedgerEntryDto => ({
  leadId: 'l1',
  reference: 'L-2027-0001',
  agencyId: 'a1',
  agencyName: 'Maison Voyage Privé',
  propertyName: 'Chalet Edelweiss',
  clientName: 'Ada Lovelace',
  checkIn: '2027-01-10',
  checkOut: '2027-01-17',
  currency: 'EUR',
  total: 30_000,
  commission: 4_500,
  state: 'expected',
  paid: 0,
  clawedBack: 0,
  confirmedAt: null,
  paidAt: null,
  cancelledAt: null,
  ...over,
})

describe('ledgerTotals: by month and currency, in cents', () => {
  it('sums each state into its column: expected, what is still owed, paid, clawed back', () => {
    const rows = ledgerTotals([
      entry({ state: 'expected', commission: 100.1 }),
      entry({ state: 'confirmed', commission: 200.2, paid: 50.05 }),
      entry({ state: 'paid', commission: 300.3, paid: 300.3 }),
      entry({ state: 'clawedBack', commission: 400.4, clawedBack: 400.4, paid: 0 }),
    ])
    expect(rows).toEqual([
      { month: '2027-01', currency: 'EUR', expected: 100.1, confirmed: 150.15, paid: 350.35, clawedBack: 400.4 },
    ])
  })

  it('never drifts: 0.1 + 0.2 is 0.3', () => {
    const [row] = ledgerTotals([entry({ commission: 0.1 }), entry({ commission: 0.2 })])
    expect(row!.expected).toBe(0.3)
  })

  it('one row per month and currency, newest month first, currencies A to Z', () => {
    const rows = ledgerTotals([
      entry({ checkIn: '2026-12-20', currency: 'EUR' }),
      entry({ checkIn: '2027-02-01', currency: 'EUR' }),
      entry({ checkIn: '2027-02-14', currency: 'CHF' }),
      entry({ checkIn: '2027-02-28', currency: 'EUR' }),
    ])
    expect(rows.map((r) => `${r.month} ${r.currency} ${r.expected}`)).toEqual([
      '2027-02 CHF 4500',
      '2027-02 EUR 9000',
      '2026-12 EUR 4500',
    ])
  })

  it('counts a booking without a stay in the month it was confirmed', () => {
    expect(ledgerMonth({ checkIn: null, confirmedAt: '2027-03-02T10:00:00.000Z' })).toBe('2027-03')
    expect(ledgerMonth({ checkIn: '2027-01-31', confirmedAt: '2027-03-02T10:00:00.000Z' })).toBe('2027-01')
  })

  it('rounds to cents as SPEC §9 rounds the commission', () => {
    expect(toMinor(1234.565)).toBe(123457)
    expect(toMinor(0.005)).toBe(1)
  })
})

describe('ledgerCsv: the export', () => {
  const headers = Object.fromEntries(LEDGER_CSV_COLUMNS.map((c) => [c, c.toUpperCase()])) as Record<
    (typeof LEDGER_CSV_COLUMNS)[number],
    string
  >
  it("has the headers in the reader's words, ISO days and plain amounts", () => {
    const csv = ledgerCsv(
      [
        entry({
          state: 'paid',
          paid: 4_500,
          confirmedAt: '2027-01-02T09:00:00.000Z',
          paidAt: '2027-01-20T08:00:00.000Z',
        }),
      ],
      headers,
      (s) => `«${s}»`,
    )
    const [head, row] = csv.replace(/^\uFEFF/, '').split('\r\n')
    expect(head).toBe(LEDGER_CSV_COLUMNS.map((c) => c.toUpperCase()).join(','))
    expect(row).toBe(
      'L-2027-0001,Maison Voyage Privé,Chalet Edelweiss,Ada Lovelace,2027-01-10,2027-01-17,EUR,30000,4500,«paid»,4500,0,2027-01-02,2027-01-20,',
    )
  })
})
