import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { dropBlankValues } from './blank-values.ts'
import { CARD_MESSAGES } from './card.ts'
import { LEAD_MESSAGES, maxPax, PAX_FALLBACK_MAX, PropertyLeadPayloadSchema } from './lead-payload.ts'

const ID = '0123456789abcdef01234567'
const booking = {
  _property: ID,
  intent: 'booking',
  period: { checkInDate: '2027-01-09', checkOutDate: '2027-01-16' },
  serviceLevel: 'Catered',
  client: { firstName: 'Ann', lastName: 'Lee' },
  occupancy: { pax: 2 },
  payments: { isPaidByCreditCard: false },
  isDisclaimerAccepted: true,
}
const card = {
  ccNumber: '4111 1111 1111 1111',
  ccName: 'Ann Lee',
  ccExpirationMonth: '08',
  ccExpirationYearShort: '29',
  ccCvv: '123',
}
const errors = (value: unknown) => {
  const r = v.safeParse(PropertyLeadPayloadSchema, value)
  const out: Record<string, string> = {}
  // the first issue of a field wins, as the server answers it (server/lib/validate.ts)
  if (!r.success) for (const i of r.issues) out[v.getDotPath(i) ?? '_'] ??= i.message
  return out
}

describe('maxPax (docs/product/leads.md#payload)', () => {
  it.each<[Parameters<typeof maxPax>[0], number]>([
    [{ adults: 6, children: 2 }, 8],
    [{ adults: 4, children: null }, 4],
    [{ adults: null, children: 3 }, 3],
    [{ adults: null, children: null }, PAX_FALLBACK_MAX],
    [{ adults: 0, children: 0 }, 25],
    [undefined, 25],
  ])('%j: %i', (beds, max) => {
    expect(maxPax(beds)).toBe(max)
  })
})

describe('PropertyLeadPayloadSchema', () => {
  it('accepts a booking by bank transfer and an interest without pax, payment or disclaimer', () => {
    expect(errors(booking)).toEqual({})
    expect(
      errors({
        ...booking,
        intent: 'interest',
        occupancy: undefined,
        payments: undefined,
        isDisclaimerAccepted: undefined,
      }),
    ).toEqual({})
  })

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no first name', { client: { firstName: ' ', lastName: 'Lee' } }, 'client.firstName', LEAD_MESSAGES.firstName],
    ['no last name', { client: { firstName: 'Ann' } }, 'client.lastName', LEAD_MESSAGES.lastName],
    [
      'no check-in',
      { period: { checkInDate: '', checkOutDate: '2027-01-16' } },
      'period.checkInDate',
      LEAD_MESSAGES.checkIn,
    ],
    ['no check-out', { period: { checkInDate: '2027-01-09' } }, 'period.checkOutDate', LEAD_MESSAGES.checkOut],
    [
      'a malformed check-in',
      { period: { checkInDate: '9.1.2027', checkOutDate: '2027-01-16' } },
      'period.checkInDate',
      LEAD_MESSAGES.checkIn,
    ],
    [
      'check-out before check-in',
      { period: { checkInDate: '2027-01-09', checkOutDate: '2027-01-09' } },
      'period.checkOutDate',
      LEAD_MESSAGES.checkOutAfterCheckIn,
    ],
    ['no service level', { serviceLevel: '' }, 'serviceLevel', LEAD_MESSAGES.serviceLevel],
    // a missing occupancy cannot take the issue down to pax: it is answered on occupancy
    ['no pax for a booking', { occupancy: undefined }, 'occupancy', LEAD_MESSAGES.pax],
    ['0 pax', { occupancy: { pax: 0 } }, 'occupancy.pax', LEAD_MESSAGES.pax],
    ['no disclaimer', { isDisclaimerAccepted: false }, 'isDisclaimerAccepted', LEAD_MESSAGES.disclaimer],
    ['another intent', { intent: 'purchase' }, 'intent', 'Unknown intent'],
    ['a malformed property', { _property: 'x' }, '_property', 'Unknown property'],
  ])('%s', (_, over, field, message) => {
    expect(errors({ ...booking, ...over })[field]).toBe(message)
  })

  it.each([
    ['ccNumber', CARD_MESSAGES.number],
    ['ccName', CARD_MESSAGES.name],
    ['ccExpirationMonth', CARD_MESSAGES.month],
    ['ccExpirationYearShort', CARD_MESSAGES.year],
    ['ccCvv', CARD_MESSAGES.cvv],
  ])('a booking by card needs %s (%s)', (field, message) => {
    const value = { ...booking, payments: { isPaidByCreditCard: true }, ...card, [field]: undefined }
    expect(errors(value)[field]).toBe(message)
  })

  it('an option by card with useStoredCard needs no card; a change request needs no disclaimer', () => {
    expect(
      errors({ ...booking, intent: 'option', payments: { isPaidByCreditCard: true }, useStoredCard: true }),
    ).toEqual({})
    expect(errors({ ...booking, intent: 'changeRequest', isDisclaimerAccepted: undefined })).toEqual({})
  })

  it('blank fields dropped first read as missing, with their texts', () => {
    const value = dropBlankValues({
      ...booking,
      client: { firstName: '  ', lastName: 'Lee', nationality: '' },
      bookingComments: ' ',
    })
    expect(errors(value)).toEqual({ 'client.firstName': LEAD_MESSAGES.firstName })
  })
})
