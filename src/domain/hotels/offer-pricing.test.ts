import { describe, expect, it } from 'vitest'
import type { RoomBed } from '../catalogue/types.ts'
import type { AgePolicyRules, Occupancy } from './occupancy.ts'
import {
  evaluatePlan,
  guestFactor,
  maxAvailableQuantity,
  plansForProfile,
  roomReason,
  type Night,
  type PlanEvaluation,
  type RatePlan,
} from './offer-pricing.ts'
import type { OfferReason, PaymentProfile } from './types.ts'

const plan = (over: Partial<RatePlan> = {}): RatePlan => ({
  id: 'p',
  name: 'Flexible Rate',
  description: '',
  paymentProfile: 'ClientPays',
  priceFactor: 1,
  isRefundable: true,
  isOnRequest: false,
  minNights: 1,
  cancellationPeriods: [],
  paymentPolicy: { depositPercentage: 0, tranches: [] },
  amenitiesMarkdown: null,
  ...over,
})
const night = (price: number | null, available = 5, closed = false, date = '2027-01-10'): Night => ({
  date,
  price,
  available,
  closed,
})
const beds: RoomBed[] = [
  {
    bedType: 'kingSizeBed',
    isInStandardOccupancy: true,
    sleeps: [{ maxPax: 2, maxAdults: 2 }],
    twinBedPossible: false,
  },
  { bedType: 'bunkBed', isInStandardOccupancy: false, sleeps: [{ maxPax: 2, maxAdults: 0 }], twinBedPossible: false },
]
const policy: AgePolicyRules = { isAdultsOnlyHotel: false, maxAgeConsideredChild: 16, maxAgeConsideredInfant: 2 }
const two: Occupancy = { numAdults: 2, numChildren: 0, childrenAges: [] }

type Case = [
  string,
  RatePlan,
  Night[],
  Partial<{ occupancy: Occupancy; quantity: number; nightCount: number }>,
  PlanEvaluation,
]

describe('evaluatePlan: reasons, price total and average (docs/product/hotels.md#offers)', () => {
  it.each<Case>([
    [
      '3 nights',
      plan(),
      [night(1000), night(1100), night(1200)],
      {},
      { ok: true, priceTotal: 3300, averageNightlyPrice: 1100 },
    ],
    [
      'plan factor, rounded to 2 decimals',
      plan({ priceFactor: 0.85 }),
      [night(999), night(1001), night(1003)],
      {},
      { ok: true, priceTotal: 2552.55, averageNightlyPrice: 850.85 },
    ],
    [
      'average rounded after the total',
      plan({ priceFactor: 1 }),
      [night(100), night(100), night(101)],
      {},
      { ok: true, priceTotal: 301, averageNightlyPrice: 100.33 },
    ],
    [
      'a night without price: on request',
      plan(),
      [night(1000), night(null), night(1000)],
      {},
      { ok: true, averageNightlyPrice: null },
    ],
    [
      'on-request plan: no total, the indicative average',
      plan({ isOnRequest: true }),
      [night(1000), night(1200)],
      { nightCount: 2 },
      { ok: true, averageNightlyPrice: 1100 },
    ],
    ['a closed night', plan(), [night(1000), night(1000, 0, true), night(1000)], {}, { ok: false, reason: 'closed' }],
    ['a night missing from the inventory', plan(), [night(1000), night(1000)], {}, { ok: false, reason: 'closed' }],
    ['sold out one night', plan(), [night(1000), night(1000, 0), night(1000)], {}, { ok: false, reason: 'soldOut' }],
    [
      'fewer rooms than requested',
      plan(),
      [night(1000, 3), night(1000, 1), night(1000, 3)],
      { quantity: 2 },
      { ok: false, reason: 'soldOut' },
    ],
    [
      'exactly the requested rooms',
      plan(),
      [night(100, 2), night(100, 2), night(100, 2)],
      { quantity: 2 },
      { ok: true, priceTotal: 300, averageNightlyPrice: 100 },
    ],
    [
      'shorter than the minimum stay',
      plan({ minNights: 4 }),
      [night(1000), night(1000), night(1000)],
      {},
      { ok: false, reason: 'minimumStay' },
    ],
    [
      'as long as the minimum stay',
      plan({ minNights: 3 }),
      [night(10), night(10), night(10)],
      {},
      { ok: true, priceTotal: 30, averageNightlyPrice: 10 },
    ],
    [
      'guests that do not fit, before anything else',
      plan({ minNights: 7 }),
      [night(1000, 0, true)],
      { occupancy: { numAdults: 3, numChildren: 0, childrenAges: [] }, nightCount: 1 },
      { ok: false, reason: 'occupancy' },
    ],
    [
      'children: a child above infant age pays 25%, an infant nothing',
      plan(),
      [night(1000), night(1000), night(1000)],
      { occupancy: { numAdults: 2, numChildren: 2, childrenAges: [1, 8] } },
      { ok: true, priceTotal: 3750, averageNightlyPrice: 1250 },
    ],
  ])('%s', (_, p, nights, opts, expected) => {
    const result = evaluatePlan(p, {
      beds,
      agePolicy: policy,
      occupancy: opts.occupancy ?? two,
      nights,
      nightCount: opts.nightCount ?? 3,
      quantity: opts.quantity ?? 1,
    })
    expect(result).toEqual(expected)
  })
})

describe('guestFactor', () => {
  it.each<[number[], number, number]>([
    [[], 0, 1],
    [[0], 1, 1],
    [[2], 1, 1],
    [[3], 1, 1.25],
    [[16, 5], 2, 1.5],
    [[], 2, 1.5],
    [[1], 2, 1.25],
  ])('ages %j of %d children: %d', (ages, children, factor) =>
    expect(guestFactor({ numAdults: 2, numChildren: children, childrenAges: ages }, policy)).toBe(factor),
  )
})

describe('maxAvailableQuantity: the smallest availability over the nights', () => {
  it.each<[string, Night[], number, number]>([
    ['all nights', [night(1, 4), night(1, 2), night(1, 7)], 3, 2],
    ['a closed night', [night(1, 4), night(1, 3, true)], 2, 0],
    ['a night missing', [night(1, 4)], 2, 0],
    ['no nights', [], 0, 0],
  ])('%s', (_, nights, count, expected) => expect(maxAvailableQuantity(nights, count)).toBe(expected))
})

describe('plansForProfile', () => {
  const plans = [
    { id: 'a', paymentProfile: 'ClientPays' },
    { id: 'b', paymentProfile: 'AgencyPaysStandAloneRate' },
    { id: 'c', paymentProfile: 'AgencyPaysPackageRate' },
    { id: 'd', paymentProfile: 'ClientPays' },
  ]
  it.each<[PaymentProfile, string[]]>([
    ['ClientPays', ['a', 'd']],
    ['AgentPaysWithClientCardWithoutCVV', ['a', 'd']],
    ['AgencyPaysStandAloneRate', ['b']],
    ['AgencyPaysPackageRate', ['c']],
  ])('%s: %j', (profile, ids) => expect(plansForProfile(plans, profile).map((p) => p.id)).toEqual(ids))
})

describe('roomReason', () => {
  it.each<[OfferReason[], OfferReason]>([
    [[], 'noRate'],
    [['minimumStay', 'minimumStay'], 'minimumStay'],
    [['soldOut', 'soldOut'], 'soldOut'],
    [['minimumStay', 'closed'], 'closed'],
    [['occupancy'], 'occupancy'],
  ])('%j: %s', (reasons, expected) => expect(roomReason(reasons)).toBe(expected))
})
