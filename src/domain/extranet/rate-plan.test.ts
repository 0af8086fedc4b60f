import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  NEW_RATE_PLAN,
  RATE_PLAN_MESSAGES as M,
  RatePlanPatchSchema,
  RatePlanSchema,
  cancellationProblems,
  commissionProblem,
  paymentProblems,
  ratePlanProblems,
} from './rate-plan.ts'

const valid = { ...NEW_RATE_PLAN, name: { en: 'Flexible Rate', de: 'Flexible Rate' } }

function issues(input: unknown): Record<string, string> {
  const r = v.safeParse(RatePlanSchema, input)
  if (r.success) return {}
  return Object.fromEntries(r.issues.map((i) => [v.getDotPath(i) ?? '', i.message]))
}

describe('RatePlanSchema: the fields of a plan', () => {
  it.each([
    ['a blank English name', { name: { en: '  ', de: 'x' } }, 'name.en', M.name],
    ['a name of 81 characters', { name: { en: 'x'.repeat(81) } }, 'name.en', M.name],
    ['a German name of 81 characters', { name: { en: 'a', de: 'x'.repeat(81) } }, 'name.de', M.nameDe],
    [
      'an unknown payment profile',
      { paymentProfile: 'AgentPaysWithClientCardWithoutCVV' },
      'paymentProfile',
      M.paymentProfile,
    ],
    ['an unknown meal plan', { mealPlan: 'brunch' }, 'mealPlan', M.mealPlan],
    ['0 minimum nights', { minNights: 0 }, 'minNights', M.minNights],
    ['1.5 minimum nights', { minNights: 1.5 }, 'minNights', M.minNights],
    ['100 minimum nights', { minNights: 100 }, 'minNights', M.minNights],
    ['a text as minimum nights', { minNights: '3' }, 'minNights', M.minNights],
    ['on request not a boolean', { isOnRequest: 'yes' }, 'isOnRequest', M.flag],
    ['a price factor of 0.05', { priceFactor: 0.05 }, 'priceFactor', M.priceFactor],
    ['a price factor of 6', { priceFactor: 6 }, 'priceFactor', M.priceFactor],
    ['a price factor of 0.855', { priceFactor: 0.855 }, 'priceFactor', M.priceFactor],
    ['a commission of 51%', { commissionLevel: 51 }, 'commissionLevel', M.commission],
    [
      'a cancellation fee of 101%',
      { cancellationPeriods: [{ fromDaysPriorToArrival: 7, feeInPercentOfBookingTotal: 101 }] },
      'cancellationPeriods.0.feeInPercentOfBookingTotal',
      M.percent,
    ],
    [
      'a period 731 days before arrival',
      { cancellationPeriods: [{ fromDaysPriorToArrival: 731, feeInPercentOfBookingTotal: 10 }] },
      'cancellationPeriods.0.fromDaysPriorToArrival',
      M.days,
    ],
    [
      'a deposit of -1%',
      { paymentPolicy: { depositPercentage: -1, tranches: [] } },
      'paymentPolicy.depositPercentage',
      M.percent,
    ],
  ])('refuses %s', (_name, change, field, message) => {
    expect(issues({ ...valid, ...change })[field]).toBe(message)
  })

  it.each([
    ['the new plan with a name', {}],
    ['a German name left out', { name: { en: 'Flexible Rate' } }],
    ['a plan of 0.85 with commission 12%', { priceFactor: 0.85, commissionLevel: 12 }],
    ['99 minimum nights, all inclusive, on request', { minNights: 99, mealPlan: 'allInclusive', isOnRequest: true }],
  ])('takes %s', (_name, change) => {
    expect(issues({ ...valid, ...change })).toEqual({})
  })

  it('trims the texts', () => {
    const out = v.parse(RatePlanSchema, { ...valid, name: { en: ' Flex ', de: ' Flexibel ' } })
    expect(out.name).toEqual({ en: 'Flex', de: 'Flexibel' })
  })

  it('a patch may carry any one field, or archived alone', () => {
    expect(v.safeParse(RatePlanPatchSchema, { minNights: 3 }).success).toBe(true)
    expect(v.safeParse(RatePlanPatchSchema, { archived: false }).success).toBe(true)
    expect(v.safeParse(RatePlanPatchSchema, { archived: 'no' }).success).toBe(false)
    expect(v.safeParse(RatePlanPatchSchema, { mealPlan: 'brunch' }).success).toBe(false)
  })
})

const period = (fromDaysPriorToArrival: number, feeInPercentOfBookingTotal: number) => ({
  fromDaysPriorToArrival,
  feeInPercentOfBookingTotal,
})

describe('cancellationProblems: from the earliest period to the day of arrival', () => {
  it.each([
    ['none: free cancellation', [], {}],
    ['one period', [period(7, 100)], {}],
    ['30 days 50%, 14 days 100%', [period(30, 50), period(14, 100)], {}],
    ['the same fee twice', [period(30, 50), period(14, 50)], {}],
    ['the day of arrival (0 days)', [period(3, 50), period(0, 100)], {}],
    [
      'days not decreasing',
      [period(14, 50), period(30, 100)],
      { 'cancellationPeriods.1.fromDaysPriorToArrival': M.daysOrder },
    ],
    [
      'the same day twice',
      [period(14, 50), period(14, 100)],
      { 'cancellationPeriods.1.fromDaysPriorToArrival': M.daysOrder },
    ],
    [
      'a lower fee closer to arrival',
      [period(30, 100), period(14, 50)],
      { 'cancellationPeriods.1.feeInPercentOfBookingTotal': M.feeOrder },
    ],
  ])('%s', (_name, periods, expected) => {
    expect(cancellationProblems(periods)).toEqual(expected)
  })
})

const tranche = (daysPriorToArrival: number, cumulativePercentage: number) => ({
  daysPriorToArrival,
  cumulativePercentage,
})

describe('paymentProblems: the deposit, then instalments up to 100%', () => {
  it.each([
    ['pay at the hotel', { depositPercentage: 0, tranches: [] }, {}],
    ['all at booking', { depositPercentage: 100, tranches: [] }, {}],
    ['30% deposit, the rest on arrival', { depositPercentage: 30, tranches: [] }, {}],
    ['30% deposit, 100% 30 days before', { depositPercentage: 30, tranches: [tranche(30, 100)] }, {}],
    ['two instalments', { depositPercentage: 20, tranches: [tranche(56, 50), tranche(14, 100)] }, {}],
    [
      'instalments with a deposit of 100%',
      { depositPercentage: 100, tranches: [tranche(30, 100)] },
      { 'paymentPolicy.depositPercentage': M.depositTranches },
    ],
    [
      'an instalment not above the deposit',
      { depositPercentage: 50, tranches: [tranche(30, 50), tranche(7, 100)] },
      { 'paymentPolicy.tranches.0.cumulativePercentage': M.trancheOrder },
    ],
    [
      'days not decreasing',
      { depositPercentage: 0, tranches: [tranche(14, 50), tranche(30, 100)] },
      { 'paymentPolicy.tranches.1.daysPriorToArrival': M.daysOrder },
    ],
    [
      'the last short of 100%',
      { depositPercentage: 0, tranches: [tranche(30, 50), tranche(7, 90)] },
      { 'paymentPolicy.tranches.1.cumulativePercentage': M.trancheTotal },
    ],
  ])('%s', (_name, policy, expected) => {
    expect(paymentProblems(policy)).toEqual(expected)
  })
})

describe('commissionProblem: commission is paid on the client’s rates', () => {
  it.each([
    ['ClientPays', 12, null],
    ['ClientPays', null, null],
    ['AgencyPaysStandAloneRate', null, null],
    ['AgencyPaysStandAloneRate', 0, M.netCommission],
    ['AgencyPaysPackageRate', 10, M.netCommission],
  ] as const)('%s with %s', (profile, level, expected) => {
    expect(commissionProblem(profile, level)).toBe(expected)
  })

  it('ratePlanProblems gathers the three', () => {
    expect(
      ratePlanProblems({
        ...valid,
        paymentProfile: 'AgencyPaysPackageRate',
        commissionLevel: 5,
        cancellationPeriods: [period(7, 100), period(30, 100)],
        paymentPolicy: { depositPercentage: 0, tranches: [tranche(30, 80)] },
      }),
    ).toEqual({
      commissionLevel: M.netCommission,
      'cancellationPeriods.1.fromDaysPriorToArrival': M.daysOrder,
      'paymentPolicy.tranches.0.cumulativePercentage': M.trancheTotal,
    })
  })
})
