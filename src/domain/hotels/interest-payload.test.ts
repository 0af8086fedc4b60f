import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { HotelInterestPayloadSchema, INTEREST_MESSAGES } from './interest-payload.ts'

const ID = 'a'.repeat(24)
const valid = {
  hotelId: ID,
  checkInDate: '2027-01-09',
  checkOutDate: '2027-01-16',
  paymentProfile: 'ClientPays',
  guests: [{ firstName: 'Anna', lastName: 'Meier' }],
  partnerAgency: { tls: 'TLS1', cc: null },
  rooms: [{ roomId: ID, numAdults: 2, selectedOffer: { ratePlanId: ID } }],
}

const firstIssue = (input: unknown) => {
  const r = v.safeParse(HotelInterestPayloadSchema, input)
  return r.success ? null : { path: v.getDotPath(r.issues[0]), message: r.issues[0].message }
}

describe('HotelInterestPayloadSchema', () => {
  it('accepts a valid payload and fills the defaults', () => {
    const r = v.parse(HotelInterestPayloadSchema, valid)
    expect(r.rooms[0]).toMatchObject({
      numAdults: 2,
      numChildren: 0,
      childrenAges: [],
      selectedOffer: { ratePlanId: ID },
    })
    expect(r.partnerAgency.markupAmount).toBe(0)
  })

  it.each([
    [
      'blank first name',
      { guests: [{ firstName: ' ', lastName: 'Meier' }] },
      'guests.0.firstName',
      INTEREST_MESSAGES.firstName,
    ],
    ['missing last name', { guests: [{ firstName: 'Anna' }] }, 'guests.0.lastName', INTEREST_MESSAGES.lastName],
    ['no client', { guests: [] }, 'guests', INTEREST_MESSAGES.firstName],
    ['no rooms', { rooms: [] }, 'rooms', INTEREST_MESSAGES.noRate],
    ['a room without a rate (missing)', { rooms: [{ roomId: ID }] }, 'rooms.0.selectedOffer', INTEREST_MESSAGES.noRate],
    [
      'a room without a rate (null)',
      { rooms: [{ roomId: ID, selectedOffer: null }] },
      'rooms.0.selectedOffer',
      INTEREST_MESSAGES.noRate,
    ],
    [
      'a malformed rate',
      { rooms: [{ roomId: ID, selectedOffer: { ratePlanId: 'x' } }] },
      'rooms.0.selectedOffer',
      INTEREST_MESSAGES.noRate,
    ],
    [
      'check-out before check-in',
      { checkOutDate: '2027-01-08' },
      'checkOutDate',
      'Check out date has to be after check in date',
    ],
    ['not a calendar date', { checkInDate: '2027-02-30' }, 'checkInDate', 'Please enter a valid date'],
    ['an unknown card-member option', { amexCardMember: 'gold' }, 'amexCardMember', INTEREST_MESSAGES.cardMember],
    ['a negative markup', { partnerAgency: { markupAmount: -1 } }, 'partnerAgency.markupAmount', 'At least 0'],
    [
      'a NUL in a name',
      { guests: [{ firstName: 'A\u0000', lastName: 'B' }] },
      'guests.0.firstName',
      'Must not contain NUL characters or unpaired surrogates',
    ],
  ])('%s', (_name, patch, path, message) => {
    expect(firstIssue({ ...valid, ...patch })).toEqual({ path, message })
  })

  it('names the theme reference in its required message', () => {
    expect(INTEREST_MESSAGES.referenceRequired('Booking reference')).toBe('Booking reference is required')
  })
})
