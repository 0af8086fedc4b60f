/**
 * Rate plans of a hotel (pure; docs/product/hotels.md#offers): 2 to 4 per hotel. Every hotel has a
 * Flexible Rate the client pays; most also have the agency's net rates (stand-alone and package);
 * the rest are client rates (advance purchase, breakfast included). An on-request-only hotel's
 * plans are all on request; elsewhere a few are. The plans draw from a stream of their own per
 * hotel, so they never shift the rooms drawn beside them.
 */
import type { CancellationPeriod, PaymentPolicy } from '#domain/catalogue/types.ts'
import type { ratePlans } from '#server/db/schema.ts'
import type { Rng } from './random.ts'

export type RatePlanRow = typeof ratePlans.$inferInsert
type Plan = Omit<RatePlanRow, 'id' | 'hotelId'>

const FLEX: CancellationPeriod[][] = [
  [
    { fromDaysPriorToArrival: 30, feeInPercentOfBookingTotal: 50 },
    { fromDaysPriorToArrival: 14, feeInPercentOfBookingTotal: 100 },
  ],
  [{ fromDaysPriorToArrival: 7, feeInPercentOfBookingTotal: 100 }],
  [
    { fromDaysPriorToArrival: 21, feeInPercentOfBookingTotal: 30 },
    { fromDaysPriorToArrival: 7, feeInPercentOfBookingTotal: 100 },
  ],
  [
    { fromDaysPriorToArrival: 56, feeInPercentOfBookingTotal: 25 },
    { fromDaysPriorToArrival: 28, feeInPercentOfBookingTotal: 50 },
    { fromDaysPriorToArrival: 3, feeInPercentOfBookingTotal: 100 },
  ],
]
const FLEX_PAYMENT: PaymentPolicy[] = [
  { depositPercentage: 0, tranches: [{ daysPriorToArrival: 30, cumulativePercentage: 100 }] },
  { depositPercentage: 30, tranches: [{ daysPriorToArrival: 30, cumulativePercentage: 100 }] },
  {
    depositPercentage: 20,
    tranches: [
      { daysPriorToArrival: 56, cumulativePercentage: 50 },
      { daysPriorToArrival: 14, cumulativePercentage: 100 },
    ],
  },
  { depositPercentage: 0, tranches: [] },
]

function clientRates(r: Rng, cancellation: CancellationPeriod[]): Plan[] {
  return [
    {
      name: 'Advance Purchase',
      description: 'Pay in full at booking and save 15%. Not refundable.',
      nameDe: 'Vorauszahlung',
      descriptionDe: 'Bei Buchung voll bezahlen und 15 % sparen. Nicht erstattbar.',
      mealPlan: 'roomOnly',
      paymentProfile: 'ClientPays',
      priceFactor: 0.85,
      isRefundable: false,
      isOnRequest: false,
      minNights: 3,
      cancellationPeriods: [{ fromDaysPriorToArrival: 365, feeInPercentOfBookingTotal: 100 }],
      paymentPolicy: { depositPercentage: 100, tranches: [] },
      amenitiesMarkdown: null,
    },
    {
      name: 'Breakfast Included',
      description: 'Flexible rate with daily breakfast and partner amenities.',
      nameDe: 'Frühstück inklusive',
      descriptionDe: 'Flexibler Tarif mit täglichem Frühstück und Partnervorteilen.',
      mealPlan: 'breakfast',
      paymentProfile: 'ClientPays',
      priceFactor: 1.08,
      isRefundable: true,
      isOnRequest: false,
      minNights: r.pick([1, 2]),
      cancellationPeriods: cancellation,
      paymentPolicy: { depositPercentage: 0, tranches: [{ daysPriorToArrival: 30, cumulativePercentage: 100 }] },
      amenitiesMarkdown:
        '- Daily breakfast for two\n- 100 EUR hotel credit per stay\n- Upgrade on arrival, subject to availability\n- Early check-in and late check-out on request',
      amenitiesMarkdownDe:
        '- Tägliches Frühstück für zwei\n- 100 EUR Hotelguthaben pro Aufenthalt\n- Upgrade bei Ankunft, je nach Verfügbarkeit\n- Früher Check-in und später Check-out auf Anfrage',
    },
  ]
}

function agencyRates(r: Rng, cancellation: CancellationPeriod[]): Plan[] {
  return [
    {
      name: 'Agency Net Rate',
      description: 'Net stand-alone rate paid by the agency.',
      nameDe: 'Agentur-Nettotarif',
      descriptionDe: 'Netto-Einzeltarif, von der Agentur bezahlt.',
      mealPlan: 'roomOnly',
      paymentProfile: 'AgencyPaysStandAloneRate',
      priceFactor: 0.8,
      isRefundable: true,
      isOnRequest: false,
      minNights: 1,
      cancellationPeriods: cancellation,
      paymentPolicy: { depositPercentage: 0, tranches: [{ daysPriorToArrival: 14, cumulativePercentage: 100 }] },
      amenitiesMarkdown: null,
    },
    {
      name: 'Package Net Rate',
      description: 'Net rate for packages with flights or transfers; may not be sold separately.',
      nameDe: 'Paket-Nettotarif',
      descriptionDe: 'Nettotarif für Pakete mit Flügen oder Transfers; nicht einzeln verkäuflich.',
      mealPlan: 'roomOnly',
      paymentProfile: 'AgencyPaysPackageRate',
      priceFactor: 0.75,
      isRefundable: true,
      isOnRequest: r.chance(0.25),
      minNights: r.pick([1, 3]),
      cancellationPeriods: cancellation,
      paymentPolicy: { depositPercentage: 20, tranches: [{ daysPriorToArrival: 21, cumulativePercentage: 100 }] },
      amenitiesMarkdown: null,
    },
  ]
}

export function buildRatePlans(rng: Rng, hotel: { id: string; isOnRequestOnly: boolean }): RatePlanRow[] {
  const r = rng.fork(`rate-plans:${hotel.id}`)
  const cancellation = r.pick(FLEX)
  const flexible: Plan = {
    name: 'Flexible Rate',
    description: 'Best available rate, free cancellation within the policy.',
    nameDe: 'Flexibler Tarif',
    descriptionDe: 'Bester verfügbarer Tarif, kostenlose Stornierung im Rahmen der Bedingungen.',
    mealPlan: 'roomOnly',
    paymentProfile: 'ClientPays',
    priceFactor: 1,
    isRefundable: true,
    isOnRequest: r.chance(0.03),
    minNights: 1,
    cancellationPeriods: cancellation,
    paymentPolicy: r.pick(FLEX_PAYMENT),
    amenitiesMarkdown: null,
  }
  // most hotels sell the agency both net rates, some one of them, a few none
  const agency = r.sample(agencyRates(r, cancellation), r.weighted([2, 1, 0], [7, 2, 1]))
  const client = r.sample(clientRates(r, cancellation), r.int(agency.length === 0 ? 1 : 0, 3 - agency.length))
  return [flexible, ...client, ...agency].map((p) => ({
    id: r.id(),
    hotelId: hotel.id,
    ...p,
    isOnRequest: hotel.isOnRequestOnly || p.isOnRequest,
  }))
}
