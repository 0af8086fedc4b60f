import { describe, expect, it } from 'vitest'
import * as v from 'valibot'
import { PERIOD_MESSAGES as P } from '../dates/period-rules.ts'
import {
  CONSUMER_BOOKING_MESSAGES as M,
  acceptsOnlineBooking,
  consumerBookingSchema,
  offeredPaymentMethods,
  type BookableProperty,
  type ConsumerBookingContext,
} from './consumer-booking.ts'
import { consumerBookingQuote, consumerPriceSummary } from './consumer-booking-quote.ts'

const si = (methods: ('creditCard' | 'bankTransfer')[], terms = 'The lessor’s terms.') => ({
  acceptedPaymentMethods: methods,
  termsAndConditions: terms,
})
const property: BookableProperty = {
  beds: { adults: 4, children: 2 },
  petsAllowed: true,
  serviceLevels: ['Selfcatered', 'Catered'],
  salesInformation: si(['creditCard', 'bankTransfer']),
}
const stays = [
  { checkIn: '2027-01-02', checkOut: '2027-01-09', available: true, rates: { Selfcatered: 20_000, Catered: 40_000 } },
  { checkIn: '2027-01-09', checkOut: '2027-01-16', available: false, rates: { Selfcatered: 20_000, Catered: 40_000 } },
  { checkIn: '2027-01-16', checkOut: '2027-01-23', available: true, rates: { Selfcatered: null, Catered: 42_000 } },
]
const ctx: ConsumerBookingContext = { today: '2026-12-01', stays, property }

const good = {
  propertyId: 'a'.repeat(24),
  language: 'en',
  checkIn: '2027-01-02',
  checkOut: '2027-01-09',
  serviceLevel: 'Catered',
  adults: 4,
  children: 1,
  pax: 5,
  hasPet: false,
  petDetails: '',
  firstName: 'Clara',
  lastName: 'Weiss',
  fullname: 'Clara Weiss',
  address: 'Bahnhofstrasse 1',
  city: 'Zurich',
  country: 'Switzerland',
  email: 'clara@example.com',
  phone: '+41 79 123 45 67',
  paymentMethod: 'creditCard',
  consents: { privacy: true, salesPolicy: true, strTerms: true, operatorTermsAndConditions: true },
}

/** The field messages of a body: { path: first message }. */
function errorsOf(body: unknown, context = ctx): Record<string, string> {
  const result = v.safeParse(consumerBookingSchema(context), body)
  const out: Record<string, string> = {}
  for (const issue of result.issues ?? []) {
    const path = (issue.path ?? []).map((p) => String(p.key)).join('.') || '_'
    out[path] ??= issue.message
  }
  return out
}

describe('which properties take a consumer booking online', () => {
  it.each([
    ['cards and transfers, with the lessor’s terms', { salesInformation: si(['creditCard', 'bankTransfer']) }, true],
    ['cards only', { salesInformation: si(['creditCard']) }, true],
    ['bank transfer only', { salesInformation: si(['bankTransfer']) }, false],
    ['no lessor’s terms', { salesInformation: si(['creditCard'], '  ') }, false],
    ['no sales information', { salesInformation: undefined }, false],
    ['sales information null', { salesInformation: null }, false],
  ])('%s: %s', (_, p, expected) => {
    expect(acceptsOnlineBooking(p)).toBe(expected)
  })

  it('offers the accepted payment methods, card first', () => {
    expect(offeredPaymentMethods({ salesInformation: si(['bankTransfer', 'creditCard']) })).toEqual([
      'creditCard',
      'bankTransfer',
    ])
    expect(offeredPaymentMethods({ salesInformation: si(['creditCard']) })).toEqual(['creditCard'])
  })
})

describe('consumer booking schema', () => {
  it('accepts a complete booking, reading counts given as digits', () => {
    expect(errorsOf(good)).toEqual({})
    expect(errorsOf({ ...good, adults: '4', children: '1', pax: '5' })).toEqual({})
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no check-in', { checkIn: '' }, 'checkIn', P.checkInRequired],
    ['no check-out', { checkOut: '' }, 'checkOut', P.checkOutRequired],
    ['check-in in the past', { checkIn: '2026-11-28', checkOut: '2026-12-05' }, 'checkIn', P.checkInPast],
    [
      'check-out before check-in',
      { checkIn: '2027-01-09', checkOut: '2027-01-02' },
      'checkOut',
      P.checkOutAfterCheckIn,
    ],
    ['a sold week', { checkIn: '2027-01-09', checkOut: '2027-01-16' }, 'checkIn', M.periodSold],
    ['a period touching the sold week', { checkIn: '2027-01-05', checkOut: '2027-01-12' }, 'checkIn', M.periodSold],
    [
      'no rate for the level',
      { checkIn: '2027-01-16', checkOut: '2027-01-23', serviceLevel: 'Selfcatered' },
      'price',
      M.noPrice,
    ],
    ['no stays in the period (on request)', { checkIn: '2027-03-06', checkOut: '2027-03-13' }, 'price', M.noPrice],
    ['no service level', { serviceLevel: '' }, 'serviceLevel', M.serviceLevel],
    ['a level the property lacks', { serviceLevel: 'Bed & Breakfast' }, 'serviceLevel', M.serviceLevel],
    ['no adults', { adults: 0, pax: 1 }, 'adults', M.adults],
    ['pax not adults + children', { pax: 4 }, 'pax', M.paxSum],
    ['more travelers than beds', { adults: 6, children: 1, pax: 7 }, 'pax', M.paxMax],
    ['a pet without details', { hasPet: true, petDetails: '  ' }, 'petDetails', M.petDetails],
    ['no first name', { firstName: '' }, 'firstName', M.firstName],
    ['no last name', { lastName: ' ' }, 'lastName', M.lastName],
    ['no full name', { fullname: '' }, 'fullname', M.fullname],
    ['no address', { address: '' }, 'address', M.address],
    ['no city', { city: '' }, 'city', M.city],
    ['no country', { country: '' }, 'country', M.country],
    ['no e-mail', { email: '' }, 'email', M.email],
    ['a malformed e-mail', { email: 'clara@' }, 'email', M.emailFormat],
    ['no phone', { phone: '' }, 'phone', M.phone],
    ['no payment method', { paymentMethod: '' }, 'paymentMethod', M.paymentMethod],
    ['privacy not accepted', { consents: { ...good.consents, privacy: false } }, 'consents.privacy', M.privacy],
    [
      'sales policy not accepted',
      { consents: { ...good.consents, salesPolicy: false } },
      'consents.salesPolicy',
      M.salesPolicy,
    ],
    ['terms not accepted', { consents: { ...good.consents, strTerms: false } }, 'consents.strTerms', M.strTerms],
    [
      'lessor’s terms not accepted',
      { consents: { ...good.consents, operatorTermsAndConditions: false } },
      'consents.operatorTermsAndConditions',
      M.operatorTerms,
    ],
    ['an unknown property id', { propertyId: 'nope' }, 'propertyId', M.propertyId],
  ])('%s: %s', (_, change, field, message) => {
    expect(errorsOf({ ...good, ...change })[field]).toBe(message)
  })

  it('takes 25 travelers when the beds are unknown, and says "Please enter less travelers" beyond', () => {
    const unknownBeds = { ...ctx, property: { ...property, beds: { adults: null, children: null } } }
    expect(errorsOf({ ...good, adults: 20, children: 5, pax: 25 }, unknownBeds)).toEqual({})
    expect(errorsOf({ ...good, adults: 20, children: 6, pax: 26 }, unknownBeds).pax).toBe('Please enter less travelers')
  })

  it('refuses a pet where pets are not allowed, and a method the property does not accept', () => {
    const strict = { ...ctx, property: { ...property, petsAllowed: false, salesInformation: si(['creditCard']) } }
    expect(errorsOf({ ...good, hasPet: true, petDetails: 'A small dog' }, strict).hasPet).toBe(M.noPets)
    expect(errorsOf({ ...good, paymentMethod: 'bankTransfer' }, strict).paymentMethod).toBe(M.paymentMethodNotAccepted)
  })

  it('shows every consent and contact message at once on an empty form', () => {
    const errors = errorsOf({ propertyId: good.propertyId })
    for (const message of [
      M.privacy,
      M.salesPolicy,
      M.strTerms,
      M.operatorTerms,
      M.firstName,
      M.email,
      M.paymentMethod,
    ])
      expect(Object.values(errors)).toContain(message)
  })

  it('has the specification texts', () => {
    expect(M.success).toBe(
      'Thank you for your booking! We will send you a confirmation email within the next few minutes',
    )
    expect(M.failure).toBe('A problem occurred. Please reach us via email or phone')
    expect(M.paxMax).toBe('Please enter less travelers')
    expect(M.periodSold).toMatch(/^The property is sold in your desired period/)
  })
})

describe('consumer booking price', () => {
  it.each([
    ['an available week', { checkIn: '2027-01-02', checkOut: '2027-01-09' }, 'Catered', 'available', 40_000],
    ['a sold week', { checkIn: '2027-01-09', checkOut: '2027-01-16' }, 'Catered', 'sold', null],
    ['a missing rate', { checkIn: '2027-01-16', checkOut: '2027-01-23' }, 'Selfcatered', 'available', null],
    ['no stays', { checkIn: '2027-03-06', checkOut: '2027-03-13' }, 'Catered', 'on request', null],
  ] as const)('%s', (_, period, level, availability, price) => {
    expect(consumerBookingQuote({ stays, period, serviceLevel: level })).toEqual({ availability, price })
  })

  it('sums the stays a period covers, in any order', () => {
    const reversed = [...stays].reverse().map((s) => ({ ...s, available: true }))
    expect(
      consumerBookingQuote({
        stays: reversed,
        period: { checkIn: '2027-01-02', checkOut: '2027-01-16' },
        serviceLevel: 'Catered',
      }).price,
    ).toBe(80_000)
  })

  it.each([
    ['card: 3% fee, 35% prepayment', 'creditCard', 3_000, 103_000, 36_050],
    ['bank transfer: no fee', 'bankTransfer', 0, 100_000, 35_000],
  ] as const)('%s', (_, paymentMethod, fee, total, prepayment) => {
    const summary = consumerPriceSummary({
      price: 100_000,
      currency: 'EUR',
      checkIn: '2027-06-05',
      today: '2026-12-01',
      paymentMethod,
      salesInformation: { securityDeposit: 5_000, securityDepositType: 'blocked' },
    })
    expect(summary).toMatchObject({
      creditCardFeeTotal: fee,
      total,
      prepayment,
      finalPayment: total - prepayment,
      commission: null,
    })
    expect(summary.securityDeposit).toMatchObject({ amount: 5_000, type: 'blocked' })
  })
})
