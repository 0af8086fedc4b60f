// @vitest-environment jsdom
import type * as v from 'valibot'
import { afterEach, describe, expect, it } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import type { Stay } from '#domain/catalogue/types.ts'
import { CARD_MESSAGES } from '#domain/leads/card.ts'
import { LEAD_MESSAGES } from '#domain/leads/lead-payload.ts'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import type { BookingValues, LeadFormConfig } from './booking-form.ts'
import {
  EMPTY_BOOKING,
  detailsSchema,
  discountStatus,
  intentFor,
  leadFormConfig,
  paymentSchema,
  showsPriceDiscount,
  stayPrice,
  stepNames,
  summarySchema,
} from './booking-form.ts'
import { toBookingPayload, toInterestPayload } from './booking-payload.ts'
import { bookingSummary } from './booking-summary.ts'
import { clearLeadDraft, readLeadDraft, writeLeadDraft } from './lead-draft.ts'
import { interestSchema } from './property-interest-dialog.tsx'

const PROPERTY = 'aaaaaaaaaaaaaaaaaaaaaaaa'
const stay = (id: string, checkIn: string, checkOut: string, rate: number | null): Stay => ({
  _id: id,
  _property: PROPERTY,
  checkIn,
  checkOut,
  available: true,
  rates: { Catered: rate, Selfcatered: 9000 },
})
const STAYS = [
  stay('s1', '2027-01-09', '2027-01-16', 20000),
  stay('s2', '2027-01-16', '2027-01-23', 30000),
  stay('s3', '2027-01-23', '2027-01-30', null),
]

const config = (over: Partial<LeadFormConfig> = {}): LeadFormConfig => ({
  bookingReference: { isRequired: false, name: 'Booking reference' },
  clientReference: { isRequired: false, name: 'Client reference' },
  cardMember: false,
  showsCommission: true,
  ...over,
})

const filled: BookingValues = {
  ...EMPTY_BOOKING,
  checkInDate: '2027-01-09',
  checkOutDate: '2027-01-16',
  serviceLevel: 'Catered',
  pax: '6',
  firstName: ' Anna ',
  lastName: 'Berg',
}

const errors = (schema: v.GenericSchema, value: unknown) => schemaValidator(schema)({ value })?.fields ?? {}
const details = (c = config(), maxPax = 10) =>
  detailsSchema({ today: '2026-12-01', serviceLevels: ['Catered', 'Selfcatered'], maxPax, config: c })

describe('theme and user', () => {
  it('shows the card-member field for card-company themes and lifestyle agents', () => {
    expect(leadFormConfig(DEFAULT_BRAND, 'agent', true).cardMember).toBe(false)
    expect(leadFormConfig(DEFAULT_BRAND, 'amex_lifestyleAgent', true).cardMember).toBe(true)
    expect(leadFormConfig({ ...DEFAULT_BRAND, cardBrand: 'amex' }, 'agent', true).cardMember).toBe(true)
  })

  it('names the steps details, payment, summary; contact, payment, check in an agency theme', () => {
    expect(stepNames(DEFAULT_BRAND)).toEqual(['details', 'payment', 'summary'])
    expect(stepNames({ agencyThemeId: 'nordlicht' })).toEqual(['contact', 'payment', 'check'])
  })
})

describe('intent of a submission', () => {
  it.each([
    ['book-now', undefined, 'booking'],
    ['take-option', undefined, 'option'],
    ['book-now', 'interest', 'booking'],
    ['book-now', 'requestedOption', 'booking'],
    ['book-now', 'confirmedOption', 'booking'],
    ['book-now', 'requestedBooking', 'changeRequest'],
    ['book-now', 'confirmedBooking', 'changeRequest'],
    ['take-option', 'interest', 'option'],
    ['take-option', 'requestedOption', 'changeRequest'],
    ['take-option', 'confirmedOption', 'changeRequest'],
    ['book-now', 'cancelledBooking', null],
    ['take-option', 'expiredOption', null],
  ] as const)('%s on %s → %s', (kind, stored, intent) => {
    expect(intentFor(kind, stored)).toBe(intent)
  })

  it('reads the stored status for the price discount, else the status asked for', () => {
    expect(discountStatus('option')).toBe('requestedOption')
    expect(discountStatus('booking')).toBe('requestedBooking')
    expect(discountStatus('booking', 'confirmedOption')).toBe('confirmedOption')
  })
})

describe('price of the period', () => {
  it('is the stay of a Saturday week, the sum of the stays a longer period covers, none without a rate or a stay', () => {
    expect(stayPrice(STAYS, { checkInDate: '2027-01-09', checkOutDate: '2027-01-16' }, 'Catered')?.price).toBe(20000)
    expect(stayPrice(STAYS, { checkInDate: '2027-01-09', checkOutDate: '2027-01-23' }, 'Catered')?.price).toBe(50000)
    expect(stayPrice(STAYS, { checkInDate: '2027-01-23', checkOutDate: '2027-01-30' }, 'Catered')).toBeNull()
    expect(stayPrice(STAYS, { checkInDate: '2027-02-06', checkOutDate: '2027-02-13' }, 'Catered')).toBeNull()
    expect(stayPrice(STAYS, { checkInDate: '2027-01-09', checkOutDate: '2027-01-16' }, '')).toBeNull()
  })

  it('offers the price discount only for interests and options when the period is not exactly a stay', () => {
    const sunday = { checkInDate: '2027-01-10', checkOutDate: '2027-01-17' }
    const week = { checkInDate: '2027-01-09', checkOutDate: '2027-01-16' }
    expect(showsPriceDiscount('requestedOption', STAYS, sunday)).toBe(true)
    expect(showsPriceDiscount('requestedOption', STAYS, week)).toBe(false)
    expect(showsPriceDiscount('requestedBooking', STAYS, sunday)).toBe(false)
    expect(showsPriceDiscount('interest', [], sunday)).toBe(false)
    expect(showsPriceDiscount('interest', STAYS, { checkInDate: '', checkOutDate: '' })).toBe(false)
  })

  it('sums the summary with the card fee and the stays’ commission weighted by their rates', () => {
    const ctx = {
      stays: STAYS,
      currency: 'EUR',
      salesInformation: { creditCardFeeRatio: 0.03 },
      commissionLevels: { commission: 10, commissionPerStay: { s2: 15 } },
      today: '2026-06-01',
    }
    const two = { checkInDate: '2027-01-09', checkOutDate: '2027-01-23', serviceLevel: 'Catered' }
    const summary = bookingSummary({ ...two, paymentMethod: 'creditCard' }, ctx)
    expect(summary).toMatchObject({ subTotal: 50000, creditCardFeeTotal: 1500, total: 51500, commission: 6500 })
    expect(bookingSummary({ ...two, paymentMethod: 'bankTransfer' }, { ...ctx, commissionLevels: null })).toMatchObject(
      {
        creditCardFeeTotal: 0,
        total: 50000,
        commission: null,
      },
    )
  })
})

describe('step 1: details', () => {
  it('asks for the period, service level, pax and the client with the specification texts', () => {
    expect(errors(details(), EMPTY_BOOKING)).toMatchObject({
      checkInDate: LEAD_MESSAGES.checkIn,
      checkOutDate: LEAD_MESSAGES.checkOut,
      serviceLevel: LEAD_MESSAGES.serviceLevel,
      pax: LEAD_MESSAGES.pax,
      firstName: LEAD_MESSAGES.firstName,
      lastName: LEAD_MESSAGES.lastName,
    })
    expect(errors(details(), filled)).toEqual({})
  })

  it('checks the dates, pax 1 to the beds, required references and the card membership', () => {
    expect(errors(details(), { ...filled, checkOutDate: '2027-01-09' }).checkOutDate).toBe(
      LEAD_MESSAGES.checkOutAfterCheckIn,
    )
    expect(errors(details(), { ...filled, checkInDate: '2026-11-30' }).checkInDate).toBe(LEAD_MESSAGES.checkInPast)
    expect(errors(details(), { ...filled, pax: '0' }).pax).toBe(LEAD_MESSAGES.pax)
    expect(errors(details(config(), 10), { ...filled, pax: '11' }).pax).toBe('At most 10 guests')
    const strict = config({
      bookingReference: { isRequired: true, name: 'File number' },
      clientReference: { isRequired: true, name: 'x' },
      cardMember: true,
    })
    expect(errors(details(strict), { ...filled, tls: 'TLS', cc: ' ' })).toMatchObject({
      tls: LEAD_MESSAGES.bookingReference,
      cc: LEAD_MESSAGES.clientReference,
      amexCardMember: 'Required',
    })
    expect(errors(details(strict), { ...filled, tls: '42', cc: 'CC7', amexCardMember: 'platinum' })).toEqual({})
  })
})

describe('step 2: payment', () => {
  const card = {
    paymentMethod: 'creditCard',
    ccNumber: '4242 4242 4242 4242',
    ccName: 'Anna Berg',
    ccExpirationMonth: '09',
    ccExpirationYearShort: '29',
    ccCvv: '123',
  }

  it('checks every card rule with its text when paying by a new card', () => {
    const schema = paymentSchema(['creditCard', 'bankTransfer'], true)
    expect(errors(schema, card)).toEqual({})
    expect(
      errors(schema, {
        ...card,
        ccNumber: '4242 42',
        ccName: 'Al',
        ccExpirationMonth: '13',
        ccExpirationYearShort: '2',
        ccCvv: '12',
      }),
    ).toEqual({
      ccNumber: CARD_MESSAGES.number,
      ccName: CARD_MESSAGES.name,
      ccExpirationMonth: CARD_MESSAGES.month,
      ccExpirationYearShort: CARD_MESSAGES.year,
      ccCvv: CARD_MESSAGES.cvv,
    })
  })

  it('accepts only the property’s methods; no card fields by bank transfer or with the stored card', () => {
    expect(errors(paymentSchema(['bankTransfer'], false), { paymentMethod: 'creditCard' }).paymentMethod).toBeDefined()
    expect(errors(paymentSchema(['bankTransfer'], false), { paymentMethod: 'bankTransfer' })).toEqual({})
  })

  it('asks for the disclaimer on the summary', () => {
    expect(errors(summarySchema, { isDisclaimerAccepted: false }).isDisclaimerAccepted).toBe(LEAD_MESSAGES.disclaimer)
  })
})

describe('payloads', () => {
  const ctx = {
    propertyId: PROPERTY,
    intent: 'booking' as const,
    config: config(),
    summary: null,
    showsDiscount: false,
  }

  it('drops blank values, prefixes references once and leaves the card out by bank transfer', () => {
    const payload = toBookingPayload(
      { ...filled, tls: 'tls 12', cc: '  ', isDisclaimerAccepted: true, ccNumber: '4242' },
      ctx,
    )
    expect(payload).toMatchObject({
      intent: 'booking',
      client: { firstName: 'Anna', lastName: 'Berg' },
      partner: { tls: 'TLS12' },
      occupancy: { pax: 6 },
      payments: { isPaidByCreditCard: false },
    })
    expect(payload.partner?.cc).toBeUndefined()
    expect(payload.ccNumber).toBeUndefined()
    expect(payload.requestPriceDiscount).toBeUndefined()
  })

  it('sends the card when paying by a new card, only useStoredCard when keeping the stored one', () => {
    const byCard = {
      ...filled,
      isDisclaimerAccepted: true,
      paymentMethod: 'creditCard' as const,
      ccNumber: '4242 4242 4242 4242',
      ccName: 'Anna Berg',
      ccExpirationMonth: '09',
      ccExpirationYearShort: '29',
      ccCvv: '123',
    }
    expect(toBookingPayload(byCard, ctx)).toMatchObject({
      ccNumber: '4242 4242 4242 4242',
      ccCvv: '123',
      payments: { isPaidByCreditCard: true },
    })
    const kept = toBookingPayload({ ...byCard, useStoredCard: true }, { ...ctx, intent: 'changeRequest' })
    expect(kept.useStoredCard).toBe(true)
    expect(kept.ccNumber).toBeUndefined()
    expect(kept.ccCvv).toBeUndefined()
  })

  it('makes an interest without pax or payment; the interest form needs the nationality', () => {
    const values = { ...filled, nationality: 'Swiss' }
    const payload = toInterestPayload(values, PROPERTY, config(), false)
    expect(payload).toMatchObject({ intent: 'interest', client: { nationality: 'Swiss' } })
    expect(payload.occupancy).toBeUndefined()
    const schema = interestSchema('2026-12-01', ['Catered'], config())
    expect(errors(schema, { ...values, nationality: '' }).nationality).toBe(LEAD_MESSAGES.nationality)
  })
})

describe('the interest’s price discount (docs/product/leads.md#price-discount)', () => {
  const values = { ...filled, nationality: 'Swiss', requestPriceDiscount: true }

  it.each([
    { shown: true, ticked: true, sent: true },
    { shown: true, ticked: false, sent: false },
    { shown: false, ticked: true, sent: undefined },
    { shown: false, ticked: false, sent: undefined },
  ])('checkbox shown $shown, ticked $ticked: requestPriceDiscount $sent', ({ shown, ticked, sent }) => {
    const payload = toInterestPayload({ ...values, requestPriceDiscount: ticked }, PROPERTY, config(), shown)
    expect(payload.requestPriceDiscount).toBe(sent)
  })
})

describe('draft', () => {
  afterEach(() => clearLeadDraft('t'))

  it('keeps what was typed but never the card number or the CVV', () => {
    writeLeadDraft('t', { ...filled, ccNumber: '4242 4242 4242 4242', ccCvv: '123', ccName: 'Anna Berg' })
    const raw = sessionStorage.getItem('lds.lead-draft:t') ?? ''
    expect(raw).not.toContain('4242')
    expect(raw).not.toContain('123')
    sessionStorage.setItem(
      'lds.lead-draft:t',
      JSON.stringify({ ...filled, ccNumber: '4242 4242 4242 4242', ccCvv: '999' }),
    )
    const read = readLeadDraft('t', EMPTY_BOOKING)
    expect(read).toMatchObject({ firstName: ' Anna ', ccNumber: '', ccCvv: '' })
  })
})
