import { describe, expect, it } from 'vitest'
import { priceSummary, type PriceSummaryInput } from './price-summary.ts'

const base: PriceSummaryInput = {
  subTotal: 10_000,
  currency: 'EUR',
  checkInDate: '2027-06-05',
  today: '2027-01-01',
  isPaidByCreditCard: false,
  salesInformation: undefined,
  commissionLevel: null,
}
const summary = (over: Partial<PriceSummaryInput>) => priceSummary({ ...base, ...over })

describe('priceSummary (docs/product/leads.md#price-summary)', () => {
  it('defaults: no card fee by bank transfer, 35% prepayment, the rest 84 days before check-in, deposit to be announced', () => {
    expect(summary({})).toEqual({
      currency: 'EUR',
      subTotal: 10_000,
      creditCardFeeRatio: 0.03,
      creditCardFeeTotal: 0,
      total: 10_000,
      prepayment: 3500,
      finalPayment: 6500,
      finalPaymentDueDate: '2027-03-13',
      securityDeposit: { amount: 0, type: null, dueDate: '2027-05-22' },
      commission: null,
    })
  })

  it.each<[string, PriceSummaryInput['salesInformation'], number]>([
    ['no sales information: 3%', undefined, 300],
    ['the property’s 2.5%', { creditCardFeeRatio: 0.025 }, 250],
    ['0 falls back to 3%', { creditCardFeeRatio: 0 }, 300],
    ['a negative ratio: 3%', { creditCardFeeRatio: -0.1 }, 300],
    ['a ratio of 1 or more: 3%', { creditCardFeeRatio: 1.5 }, 300],
    ['not a number: 3%', { creditCardFeeRatio: Number.NaN }, 300],
  ])('card fee: %s', (_, si, fee) => {
    const s = summary({ isPaidByCreditCard: true, salesInformation: si })
    expect(s.creditCardFeeTotal).toBe(fee)
    expect(s.total).toBe(10_000 + fee)
  })

  it.each<[string, unknown, number]>([
    ['the property’s 50%', 0.5, 5000],
    ['0: nothing before the final payment', 0, 0],
    ['1: everything at booking', 1, 10_000],
    ['negative: the default 35%', -0.2, 3500],
    ['above 1: the default 35%', 1.2, 3500],
    ['text: the default 35%', '0.5', 3500],
  ])('prepayment ratio %s', (_, ratio, prepayment) => {
    const s = summary({ salesInformation: { prepaymentRatio: ratio as number } })
    expect(s.prepayment).toBe(prepayment)
    expect(s.finalPayment).toBe(10_000 - prepayment)
  })

  it.each([
    ['the final payment day is past', '2027-05-01'],
    ['the final payment day is today', '2027-03-13'],
  ])('everything is due at booking when %s', (_, today) => {
    const s = summary({ today })
    expect([s.prepayment, s.finalPayment, s.finalPaymentDueDate]).toEqual([10_000, 0, null])
  })

  it('the earliest payment term decides the final payment day', () => {
    const s = summary({
      salesInformation: {
        paymentTerms: [
          { daysBeforeCheckIn: 30, paymentRatio: 0.5 },
          { daysBeforeCheckIn: 60, paymentRatio: 0.15 },
        ],
      },
    })
    expect(s.finalPaymentDueDate).toBe('2027-04-06')
  })

  it.each<[string, PriceSummaryInput['salesInformation'], { amount: number; type: 'cashed' | 'blocked' | null }]>([
    ['cashed', { securityDeposit: 3000, securityDepositType: 'cashed' }, { amount: 3000, type: 'cashed' }],
    ['blocked', { securityDeposit: 3000, securityDepositType: 'blocked' }, { amount: 3000, type: 'blocked' }],
    ['no type: to be announced', { securityDeposit: 3000 }, { amount: 3000, type: null }],
    ['0: to be announced', { securityDeposit: 0, securityDepositType: 'cashed' }, { amount: 0, type: null }],
  ])('security deposit %s, due 14 days before arrival', (_, si, deposit) => {
    expect(summary({ salesInformation: si }).securityDeposit).toEqual({ ...deposit, dueDate: '2027-05-22' })
  })

  it('commission = subtotal × level / 100 (2 decimals), on the subtotal without the card fee', () => {
    expect(summary({ commissionLevel: 12.5, isPaidByCreditCard: true }).commission).toBe(1250)
    expect(summary({ subTotal: 999.99, commissionLevel: 7 }).commission).toBe(70)
    expect(summary({ commissionLevel: 0 }).commission).toBe(0)
  })

  it('rounds every amount to 2 decimals', () => {
    const s = summary({ subTotal: 1234.567, isPaidByCreditCard: true })
    expect(s.subTotal).toBe(1234.57)
    expect(s.creditCardFeeTotal).toBe(37.04)
    expect(s.total).toBe(1271.61)
    expect(s.prepayment).toBe(445.06)
    expect(s.finalPayment).toBe(826.55)
  })
})
