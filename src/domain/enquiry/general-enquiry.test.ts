import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { PERIOD_MESSAGES as P } from '../dates/period-rules.ts'
import { ENQUIRY_MESSAGES as M } from './enquiry-messages.ts'
import {
  EnquiryContactSchema,
  HolidayPreferencesSchema,
  generalEnquiryRequestSchemas,
  generalInformationSchema,
} from './general-enquiry.ts'
import { parseParts } from './parse-parts.ts'

const messages = (schema: v.GenericSchema, input: unknown) => {
  const r = v.safeParse(schema, input)
  const out: Record<string, string> = {}
  if (!r.success) for (const i of r.issues) out[v.getDotPath(i) ?? '_'] ??= i.message
  return out
}

const today = '2026-12-01'
const general = generalInformationSchema(today)
const info = {
  destination: 'Zermatt',
  checkIn: '',
  checkOut: '',
  adults: 2,
  children: 0,
  childAges: [],
  asAssistance: false,
  bookingForWhom: '',
}

describe('consumer enquiry, general information', () => {
  it.each([
    ['adults only', { adults: 2 }, {}],
    ['no dates at all', info, {}],
    ['a full period', { ...info, checkIn: '2027-02-06', checkOut: '2027-02-13' }, {}],
    ['no adults', { ...info, adults: undefined }, { adults: M.adults }],
    ['adults left out', { destination: 'Verbier' }, { adults: M.adults }],
    ['adults from a select', { ...info, adults: '3' }, {}],
    ['adults not chosen in a select', { ...info, adults: '' }, { adults: M.adults }],
    ['zero adults', { ...info, adults: 0 }, { adults: M.adults }],
    ['adults not a number', { ...info, adults: Number.NaN }, { adults: M.adults }],
    ['only a check-in', { ...info, checkIn: '2027-02-06' }, { checkOut: P.checkOutRequired }],
    ['only a check-out', { ...info, checkOut: '2027-02-06' }, { checkIn: P.checkInRequired }],
    [
      'check-out before check-in',
      { ...info, checkIn: '2027-02-13', checkOut: '2027-02-06' },
      { checkOut: P.checkOutAfterCheckIn },
    ],
    ['check-in in the past', { ...info, checkIn: '2026-11-30', checkOut: '2026-12-05' }, { checkIn: P.checkInPast }],
    ['assistant without the person', { ...info, asAssistance: true }, { bookingForWhom: M.bookingForWhom }],
    ['assistant with the person', { ...info, asAssistance: true, bookingForWhom: 'Mr and Mrs Keller' }, {}],
  ])('%s', (_, input, expected) => expect(messages(general, input)).toEqual(expected))
})

describe('children are guests under 14', () => {
  it.each([
    [[0], true],
    [[13], true],
    [[4, 9, 13], true],
    [[14], false],
    [[17], false],
    [[-1], false],
    [[2.5], false],
    [['7'], true],
    [[''], false],
  ])('ages %j valid: %s', (ages, ok) => {
    const r = v.safeParse(general, { ...info, children: ages.length, childAges: ages })
    expect(r.success).toBe(ok)
  })

  it('tells a 14-year-old to be counted as an adult', () => {
    expect(messages(general, { ...info, children: 1, childAges: [14] })).toEqual({ 'childAges.0': M.childUnder14 })
  })

  it('asks for an age for every child', () => {
    expect(messages(general, { ...info, children: 2, childAges: [5] })).toEqual({ childAges: M.childAge })
    expect(messages(general, { ...info, children: 1, childAges: [null] })).toEqual({ 'childAges.0': M.childAge })
  })
})

describe('consumer enquiry, holiday preferences', () => {
  it('needs nothing and keeps known choices', () => {
    expect(v.parse(HolidayPreferencesSchema, {})).toEqual({
      propertyType: '',
      serviceLevel: '',
      bedrooms: 0,
      activities: [],
      preferences: [],
      services: [],
      message: '',
    })
    expect(
      messages(HolidayPreferencesSchema, { propertyType: 'Chalet', services: ['butler', 'private-chef'], bedrooms: 5 }),
    ).toEqual({})
  })
  it.each([
    [{ bedrooms: -1 }, { bedrooms: M.bedrooms }],
    [{ bedrooms: '4' }, {}],
    [{ bedrooms: 31 }, { bedrooms: M.bedrooms }],
    [{ services: ['teleporter'] }, { 'services.0': expect.any(String) }],
    [{ propertyType: 'Castle' }, { propertyType: expect.any(String) }],
  ])('%j -> %j', (input, expected) => expect(messages(HolidayPreferencesSchema, input)).toEqual(expected))
})

describe('consumer enquiry, contact', () => {
  const contact = {
    name: 'Leon Frei',
    email: 'leon@example.com',
    phone: '+49 170 000000',
    originCity: '',
    privacy: true,
    contactConsent: true,
  }
  it.each([
    ['complete', contact, {}],
    [
      'empty',
      {},
      { name: M.fullName, email: M.email, phone: M.phone, privacy: M.privacy, contactConsent: M.contactConsent },
    ],
    ['privacy not confirmed', { ...contact, privacy: false }, { privacy: M.privacy }],
    ['no contact consent', { ...contact, contactConsent: false }, { contactConsent: M.contactConsent }],
    ['bad e-mail', { ...contact, email: 'leon@' }, { email: M.emailFormat }],
  ])('%s', (_, input, expected) => expect(messages(EnquiryContactSchema, input)).toEqual(expected))
})

describe('the whole general enquiry request', () => {
  it('is the three steps plus subject and language', () => {
    const body = {
      subject: 'New general enquiry',
      language: 'de',
      adults: 2,
      name: 'A',
      email: 'a@b.ch',
      phone: '1',
      privacy: true,
      contactConsent: true,
    }
    const r = parseParts<Record<string, unknown>>(generalEnquiryRequestSchemas(today), body)
    expect(r.success && r.output).toMatchObject({
      subject: 'New general enquiry',
      language: 'de',
      adults: 2,
      children: 0,
      services: [],
    })
    const bad = parseParts(generalEnquiryRequestSchemas(today), { ...body, subject: 'Hello' })
    expect(bad.success).toBe(false)
  })
})
