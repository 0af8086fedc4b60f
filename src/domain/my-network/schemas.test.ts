import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import {
  AcceptInvitationSchema,
  AddHotelSchema,
  ManagerInvitationSchema,
  NETWORK_MESSAGES as M,
  OpenInvitationSchema,
  ProspectSchema,
} from './schemas.ts'

const HOTEL = 'a'.repeat(24)
const RID = 'req-0123456789'
const firstMessage = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  return r.success ? null : r.issues[0]!.message
}

describe('ProspectSchema', () => {
  const good = {
    hotelName: ' Le Petit Nice ',
    email: ' Anne@Hotel.EXAMPLE ',
    contactName: 'Anne',
    clientRequestId: RID,
  }
  it('trims, lower-cases the address and defaults the message', () => {
    expect(v.parse(ProspectSchema, good)).toEqual({
      hotelName: 'Le Petit Nice',
      email: 'anne@hotel.example',
      contactName: 'Anne',
      message: '',
      clientRequestId: RID,
    })
  })
  it.each([
    [{ ...good, hotelName: ' ' }, M.hotelName],
    [{ ...good, email: 'anne@' }, M.email],
    [{ ...good, email: undefined }, M.email],
    [{ ...good, contactName: '' }, M.contactName],
    [{ ...good, message: 'x'.repeat(2001) }, 'Please use at most 2000 characters'],
    [{ ...good, hotelName: 'a\u0000b' }, 'Must not contain NUL characters or unpaired surrogates'],
    [{ ...good, clientRequestId: 'short' }, M.clientRequestId],
    [{ ...good, clientRequestId: undefined }, M.clientRequestId],
  ])('refuses %j with its message', (input, message) => {
    expect(firstMessage(ProspectSchema, input)).toBe(message)
  })
})

describe('ManagerInvitationSchema', () => {
  it('takes a link-only invitation and one with an address', () => {
    expect(v.parse(ManagerInvitationSchema, { hotelId: HOTEL, clientRequestId: RID })).toEqual({
      hotelId: HOTEL,
      email: '',
      contactName: '',
      message: '',
      clientRequestId: RID,
    })
    expect(
      v.parse(ManagerInvitationSchema, { hotelId: HOTEL, email: 'GM@h.example', clientRequestId: RID }).email,
    ).toBe('gm@h.example')
  })
  it.each([
    [{ hotelId: 'nope', clientRequestId: RID }, M.hotel],
    [{ hotelId: HOTEL, email: 'x@', clientRequestId: RID }, M.email],
    [{ hotelId: HOTEL, clientRequestId: 'bad id!' }, M.clientRequestId],
  ])('refuses %j', (input, message) => {
    expect(firstMessage(ManagerInvitationSchema, input)).toBe(message)
  })
})

describe('the landing and the hotel schemas', () => {
  it.each([
    [AddHotelSchema, { hotelId: HOTEL }, null],
    [AddHotelSchema, { hotelId: 42 }, M.chooseHotel],
    [AddHotelSchema, {}, M.chooseHotel],
    [AddHotelSchema, { hotelId: '' }, M.chooseHotel],
    [AddHotelSchema, { hotelId: 'not-an-id' }, M.hotel],
    [OpenInvitationSchema, { token: 'abcdefghijk.lmn' }, null],
    [OpenInvitationSchema, { token: 'short' }, M.token],
    [OpenInvitationSchema, {}, M.token],
    [AcceptInvitationSchema, { token: 'abcdefghijk.lmn', name: 'Marc', email: 'marc@h.example' }, null],
    [AcceptInvitationSchema, { token: 'abcdefghijk.lmn', name: '', email: 'marc@h.example' }, M.name],
    [AcceptInvitationSchema, { token: 'abcdefghijk.lmn', name: 'Marc', email: 'marc' }, M.email],
  ] as const)('%#', (schema, input, message) => {
    expect(firstMessage(schema, input)).toBe(message)
  })
})
