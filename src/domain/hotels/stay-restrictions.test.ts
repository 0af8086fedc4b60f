import { describe, expect, it } from 'vitest'
import { evaluatePlan, stayRestrictionProblem, type Night, type RatePlan } from './offer-pricing.ts'
import type { OfferReason } from './types.ts'

const night = (over: Partial<Night> = {}): Night => ({
  date: '2027-03-01',
  available: 2,
  price: 100,
  closed: false,
  ...over,
})

describe('stayRestrictionProblem: CTA on the check-in night, CTD on the check-out day, minimum stay', () => {
  it.each<[string, Night | undefined, Night | undefined, number, number, OfferReason | null]>([
    ['no restriction', night(), night(), 2, 1, null],
    ['the check-in night closed to arrival', night({ closedToArrival: true }), night(), 5, 1, 'closed'],
    ['the check-out day closed to departure', night(), night({ closedToDeparture: true }), 5, 1, 'closed'],
    [
      'closed to departure on the check-in night does not matter',
      night({ closedToDeparture: true }),
      night(),
      2,
      1,
      null,
    ],
    ['closed to arrival on the check-out day does not matter', night(), night({ closedToArrival: true }), 2, 1, null],
    ['shorter than the night’s minimum stay', night({ minStay: 3 }), night(), 2, 1, 'minimumStay'],
    ['as long as the night’s minimum stay', night({ minStay: 3 }), night(), 3, 1, null],
    ['the plan’s minimum nights is longer', night({ minStay: 2 }), night(), 3, 4, 'minimumStay'],
    ['the night’s minimum stay is longer than the plan’s', night({ minStay: 5 }), night(), 4, 2, 'minimumStay'],
    ['a minimum stay of null is none', night({ minStay: null }), night(), 1, 1, null],
    ['a check-out day without a row has no restriction', night(), undefined, 2, 1, null],
    [
      'closed to arrival is said before the minimum stay',
      night({ closedToArrival: true, minStay: 9 }),
      night(),
      1,
      1,
      'closed',
    ],
  ])('%s', (_name, arrival, departure, nightCount, planMin, expected) => {
    expect(stayRestrictionProblem(arrival, departure, nightCount, planMin)).toBe(expected)
  })
})

describe('evaluatePlan honours the restrictions', () => {
  const plan: RatePlan = {
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
  }
  const request = (nights: Night[], departure?: Night) => ({
    beds: [
      {
        bedType: 'kingSizeBed' as const,
        isInStandardOccupancy: true,
        sleeps: [{ maxPax: 2, maxAdults: 2 }],
        twinBedPossible: false,
      },
    ],
    agePolicy: { isAdultsOnlyHotel: false, maxAgeConsideredChild: 16, maxAgeConsideredInfant: 2 },
    occupancy: { numAdults: 1, numChildren: 0, childrenAges: [] },
    nights,
    nightCount: nights.length,
    quantity: 1,
    departure,
  })
  it.each<[string, Night[], Night | undefined, boolean | OfferReason]>([
    ['open nights', [night(), night()], night(), true],
    ['CTA on check-in', [night({ closedToArrival: true }), night()], night(), 'closed'],
    ['CTA on the second night only', [night(), night({ closedToArrival: true })], night(), true],
    ['CTD on check-out', [night(), night()], night({ closedToDeparture: true }), 'closed'],
    ['min stay 3 for 2 nights', [night({ minStay: 3 }), night()], night(), 'minimumStay'],
    ['min stay 3 on the second night only', [night(), night({ minStay: 3 })], night(), true],
  ])('%s', (_name, nights, departure, expected) => {
    const r = evaluatePlan(plan, request(nights, departure))
    expect(r.ok ? true : r.reason).toBe(expected)
  })
})
