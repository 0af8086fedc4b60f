/** Rate plans of a hotel: flexible, advance purchase, agency net and package net rates (pure). */
import type { ratePlans } from '#server/db/schema.ts'
import type { Rng } from './random.ts'

export type RatePlanRow = typeof ratePlans.$inferInsert

const FLEX = [
  [
    { fromDaysPriorToArrival: 30, feeInPercentOfBookingTotal: 50 },
    { fromDaysPriorToArrival: 14, feeInPercentOfBookingTotal: 100 },
  ],
  [{ fromDaysPriorToArrival: 7, feeInPercentOfBookingTotal: 100 }],
  [
    { fromDaysPriorToArrival: 21, feeInPercentOfBookingTotal: 30 },
    { fromDaysPriorToArrival: 7, feeInPercentOfBookingTotal: 100 },
  ],
]

export function buildRatePlans(rng: Rng, hotel: { id: string; isOnRequestOnly: boolean }): RatePlanRow[] {
  const cancellation = rng.pick(FLEX)
  const onRequest = (odds: number) => hotel.isOnRequestOnly || rng.chance(odds)
  const plans: Omit<RatePlanRow, 'id' | 'hotelId'>[] = [
    {
      name: 'Flexible Rate',
      description: 'Best available rate, free cancellation within the policy.',
      paymentProfile: 'ClientPays',
      priceFactor: 1,
      isRefundable: true,
      isOnRequest: onRequest(0.03),
      minNights: 1,
      cancellationPeriods: cancellation,
      paymentPolicy: {
        depositPercentage: rng.pick([0, 30]),
        tranches: [{ daysPriorToArrival: 30, cumulativePercentage: 100 }],
      },
      amenitiesMarkdown: null,
    },
  ]
  const optional: Omit<RatePlanRow, 'id' | 'hotelId'>[] = [
    {
      name: 'Advance Purchase',
      description: 'Pay in full at booking and save 15%. Not refundable.',
      paymentProfile: 'ClientPays',
      priceFactor: 0.85,
      isRefundable: false,
      isOnRequest: onRequest(0.03),
      minNights: 3,
      cancellationPeriods: [{ fromDaysPriorToArrival: 365, feeInPercentOfBookingTotal: 100 }],
      paymentPolicy: { depositPercentage: 100, tranches: [] },
      amenitiesMarkdown: null,
    },
    {
      name: 'Agency Net Rate',
      description: 'Net stand-alone rate paid by the agency.',
      paymentProfile: 'AgencyPaysStandAloneRate',
      priceFactor: 0.8,
      isRefundable: true,
      isOnRequest: onRequest(0.05),
      minNights: 1,
      cancellationPeriods: cancellation,
      paymentPolicy: { depositPercentage: 0, tranches: [{ daysPriorToArrival: 14, cumulativePercentage: 100 }] },
      amenitiesMarkdown: null,
    },
    {
      name: 'Package Net Rate',
      description: 'Net rate for packages with flights or transfers; may not be sold separately.',
      paymentProfile: 'AgencyPaysPackageRate',
      priceFactor: 0.75,
      isRefundable: true,
      isOnRequest: onRequest(0.4),
      minNights: rng.pick([1, 3]),
      cancellationPeriods: cancellation,
      paymentPolicy: { depositPercentage: 20, tranches: [{ daysPriorToArrival: 21, cumulativePercentage: 100 }] },
      amenitiesMarkdown: null,
    },
    {
      name: 'Breakfast Included',
      description: 'Flexible rate with daily breakfast and partner amenities.',
      paymentProfile: 'ClientPays',
      priceFactor: 1.08,
      isRefundable: true,
      isOnRequest: onRequest(0.03),
      minNights: 1,
      cancellationPeriods: cancellation,
      paymentPolicy: { depositPercentage: 0, tranches: [{ daysPriorToArrival: 30, cumulativePercentage: 100 }] },
      amenitiesMarkdown:
        '- Daily breakfast for two\n- 100 EUR hotel credit per stay\n- Upgrade on arrival, subject to availability\n- Early check-in and late check-out on request',
    },
  ]
  return [...plans, ...rng.sample(optional, rng.int(1, 3))].map((p) => ({ id: rng.id(), hotelId: hotel.id, ...p }))
}
