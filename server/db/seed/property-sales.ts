/** Sales information (payment, cancellation, deposit terms) and included services of a property. */
import type { SalesInformation, ServicesIncluded } from '#domain/catalogue/types.ts'
import type { OperatorDef } from './organisations.ts'
import type { Rng } from './random.ts'

const CANCELLATION_VARIANTS: SalesInformation['cancellationTerms'][] = [
  [
    { daysBeforeCheckIn: 84, refundRatio: 0.65 },
    { daysBeforeCheckIn: 0, refundRatio: 0 },
  ],
  [
    { daysBeforeCheckIn: 84, refundRatio: 0.65 },
    { daysBeforeCheckIn: 56, refundRatio: 0.35 },
    { daysBeforeCheckIn: 0, refundRatio: 0 },
  ],
  [
    { daysBeforeCheckIn: 56, refundRatio: 0.5 },
    { daysBeforeCheckIn: 28, refundRatio: 0.25 },
    { daysBeforeCheckIn: 0, refundRatio: 0 },
  ],
  [
    { daysBeforeCheckIn: 60, refundRatio: 0.7 },
    { daysBeforeCheckIn: 30, refundRatio: 0.3 },
    { daysBeforeCheckIn: 0, refundRatio: 0 },
  ],
]

/**
 * Payment terms: `prepaymentRatio` is due at booking; `paymentTerms` list the later instalments
 * as shares of the total (prepayment + instalments = 1).
 */
function paymentTerms(rng: Rng, prepayment: number): SalesInformation['paymentTerms'] {
  const rest = Math.round((1 - prepayment) * 100) / 100
  if (rng.chance(0.2)) {
    const half = Math.round((rest / 2) * 100) / 100
    return [
      { daysBeforeCheckIn: 84, paymentRatio: half },
      { daysBeforeCheckIn: 42, paymentRatio: Math.round((rest - half) * 100) / 100 },
    ]
  }
  return [{ daysBeforeCheckIn: rng.chance(0.75) ? 84 : 60, paymentRatio: rest }]
}

export function buildSalesInformation(rng: Rng, op: OperatorDef, bedrooms: number): SalesInformation {
  const prepaymentRatio = rng.weighted([0.35, 0.3, 0.5], [7, 2, 1])
  const methods = rng.weighted<SalesInformation['acceptedPaymentMethods']>(
    [['creditCard', 'bankTransfer'], ['bankTransfer'], ['creditCard']],
    [7, 2, 1],
  )
  return {
    acceptedPaymentMethods: methods,
    creditCardFeeRatio: rng.weighted([0.03, 0.025, 0.0275], [8, 1, 1]),
    commission: rng.weighted([10, 12, 15, 18, 20], [3, 2, 3, 1, 1]),
    commissionPerStay: {},
    cancellationTerms: rng.weighted(CANCELLATION_VARIANTS, [5, 2, 2, 1]),
    paymentTerms: paymentTerms(rng, prepaymentRatio),
    prepaymentRatio,
    securityDeposit: Math.round((3_000 + bedrooms * rng.range(1_200, 2_500)) / 500) * 500,
    securityDepositType: rng.chance(0.75) ? 'blocked' : 'cashed',
    termsAndConditions: op.terms,
    _rentalChannel: op.rentalChannel,
  }
}

const SERVICES: Record<string, { always: string[]; optional: string[] }> = {
  Selfcatered: {
    always: ['Bed linen and towels', 'Final cleaning'],
    optional: [
      'Welcome hamper',
      'Concierge service',
      'Mid-week linen change',
      'Firewood',
      'Wi-Fi',
      'Ski pass delivery',
    ],
  },
  'Bed & Breakfast': {
    always: ['Daily breakfast', 'Daily housekeeping'],
    optional: [
      'Afternoon tea and cakes',
      'Concierge service',
      'Welcome champagne',
      'Evening turndown',
      'Ski pass delivery',
    ],
  },
  Catered: {
    always: ['Private chef', 'Chalet manager', 'Daily housekeeping', 'Breakfast, afternoon tea and dinner'],
    optional: [
      'Butler service',
      'Chauffeur service',
      'House wines with dinner',
      'Welcome champagne',
      'Ski guide on request',
      'Nanny on request',
      'Massage therapist on request',
      'Open bar',
    ],
  },
}

export function buildServicesIncluded(rng: Rng, levels: string[]): ServicesIncluded {
  const out: ServicesIncluded = {}
  for (const level of levels) {
    const s = SERVICES[level]
    out[level] = [...s.always, ...rng.sample(s.optional, rng.int(1, 4))].map((service) => ({ service }))
  }
  return out
}

export const SERVICE_LEVEL_SETS: string[][] = [
  ['Catered'],
  ['Selfcatered'],
  ['Selfcatered', 'Catered'],
  ['Bed & Breakfast', 'Catered'],
  ['Selfcatered', 'Bed & Breakfast', 'Catered'],
  ['Selfcatered', 'Bed & Breakfast'],
  ['Bed & Breakfast'],
]
export const SERVICE_LEVEL_WEIGHTS = {
  Chalet: [25, 15, 25, 10, 12, 5, 3],
  Villa: [30, 10, 25, 10, 15, 5, 5],
  Apartment: [5, 45, 15, 5, 5, 15, 10],
}

export const AVAILABILITY_ON_REQUEST = {
  en: 'Availability on request – our concierge confirms within 24 hours.',
  de: 'Verfügbarkeit auf Anfrage – unser Concierge bestätigt innerhalb von 24 Stunden.',
}
