import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { DEFAULT_BRAND } from '#domain/brand/brand.ts'
import { matchAgencyTheme } from '#domain/brand/agency-themes.ts'
import { mergeBrand } from '#domain/brand/brand.ts'
import type { Brand } from '#domain/brand/brand-types.ts'
import { addRoomOffers, emptySelection } from '#domain/hotels/selection.ts'
import type { InterestFormConfig, InterestFormValues } from './interest-form.ts'
import {
  EMPTY_INTEREST_FORM,
  interestFormConfig,
  interestFormSchema,
  parseMarkup,
  showsCardMember,
  toInterestPayload,
} from './interest-form.ts'

const themed = (company: string): Brand => mergeBrand(DEFAULT_BRAND, matchAgencyTheme(company)!.overrides)
const CENTURION = themed('Centurion Travel Service')
const HARTWELL = themed('Hartwell & Ashby')
const OBSIDIAN = themed('Obsidian Lifestyle')

const errors = (config: InterestFormConfig, values: Partial<InterestFormValues>) => {
  const result = v.safeParse(interestFormSchema(config), { ...EMPTY_INTEREST_FORM, ...values })
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [String(i.path?.[0]?.key), i.message]))
}
const named = { firstName: 'Ada', lastName: 'Lovelace' }

describe('who sees which field', () => {
  it.each<[string, string | null, Brand, boolean]>([
    ['an agent of the default theme', 'agent', DEFAULT_BRAND, false],
    ['a lifestyle agent (the card company role)', 'amex_lifestyleAgent', DEFAULT_BRAND, true],
    ['an agent whose company matches the card brand', 'agent', CENTURION, true],
    ['an admin acting for a card-company agency', 'admin', CENTURION, true],
    ['nobody known', null, DEFAULT_BRAND, false],
  ])('card-member field: %s', (_, role, brand, expected) => {
    expect(showsCardMember(role, brand)).toBe(expected)
  })

  it.each<[string, Brand, boolean]>([
    ['default theme: markup offered', DEFAULT_BRAND, true],
    ['card-company theme: no markup', CENTURION, false],
    ['a theme that hides markup still takes it', OBSIDIAN, true],
  ])('%s', (_, brand, markup) => {
    expect(interestFormConfig(brand, 'agent').markup).toBe(markup)
  })
})

describe('the form rules', () => {
  const base = interestFormConfig(DEFAULT_BRAND, 'agent')
  it.each<[string, InterestFormConfig, Partial<InterestFormValues>, Record<string, string>]>([
    [
      'empty names',
      base,
      {},
      { firstName: "Please enter the client's first name", lastName: "Please enter the client's last name" },
    ],
    [
      'blank names',
      base,
      { firstName: '  ', lastName: 'Lovelace' },
      { firstName: "Please enter the client's first name" },
    ],
    ['names are enough by default', base, named, {}],
    [
      'references the theme requires, with their names',
      interestFormConfig(HARTWELL, 'agent'),
      named,
      { tls: 'File number is required', cc: 'Client code is required' },
    ],
    [
      'a prefix alone is no reference',
      interestFormConfig(HARTWELL, 'agent'),
      { ...named, tls: 'TLS', cc: ' cc ' },
      { tls: 'File number is required', cc: 'Client code is required' },
    ],
    ['required references given', interestFormConfig(HARTWELL, 'agent'), { ...named, tls: '4711', cc: 'CC-88' }, {}],
    [
      'card-company theme: card member and both references required',
      interestFormConfig(CENTURION, 'agent'),
      named,
      { tls: 'Booking reference is required', cc: 'Card member reference is required', amexCardMember: 'Required' },
    ],
    [
      'a card member option',
      interestFormConfig(CENTURION, 'agent'),
      { ...named, tls: '1', cc: '2', amexCardMember: 'centurion' },
      {},
    ],
    [
      'an unknown card member option',
      interestFormConfig(CENTURION, 'agent'),
      { ...named, tls: '1', cc: '2', amexCardMember: 'gold' },
      { amexCardMember: 'Required' },
    ],
    [
      'markup must be a number',
      base,
      { ...named, markupAmount: 'ten' },
      { markupAmount: 'Please enter a markup of 0 or more' },
    ],
    [
      'markup not below 0',
      base,
      { ...named, markupAmount: '-5' },
      { markupAmount: 'Please enter a markup of 0 or more' },
    ],
    ['markup with a decimal comma', base, { ...named, markupAmount: '150,50' }, {}],
    [
      'markup is not checked where the theme has none',
      interestFormConfig(CENTURION, 'agent'),
      { ...named, tls: '1', cc: '2', amexCardMember: 'platinum', markupAmount: 'x' },
      {},
    ],
  ])('%s', (_, config, values, expected) => {
    expect(errors(config, values)).toEqual(expected)
  })

  it.each<[string, number | null]>([
    ['', 0],
    ['0', 0],
    ['250', 250],
    ['99,5', 99.5],
    ['12.25', 12.25],
    ['-1', null],
    ['abc', null],
    ['2000000', null],
  ])('markup %j is %s', (text, expected) => {
    expect(parseMarkup(text)).toBe(expected)
  })
})

describe('the payload', () => {
  const HOTEL = 'a'.repeat(24)
  const ROOM = 'b'.repeat(24)
  const offer = {
    ratePlanId: 'c'.repeat(24),
    rateName: 'Flexible',
    rateDescription: '',
    currency: 'EUR',
    averageNightlyPrice: 500,
    priceTotal: 3500,
    commissionLevelForPartner: 10,
    isRefundable: true,
    requestedBedConfiguration: null,
  }
  const selection = addRoomOffers(
    emptySelection({
      hotelId: HOTEL,
      checkInDate: '2027-02-06',
      checkOutDate: '2027-02-13',
      paymentProfile: 'ClientPays',
    }),
    { roomId: ROOM, roomName: 'Deluxe Room' },
    [{ key: 'k1', numAdults: 2, numChildren: 1, childrenAges: [6], offer }],
  )

  it('carries the client, prefixed references, the rooms, the total and the commission; blanks are left out', () => {
    const payload = toInterestPayload(
      {
        ...EMPTY_INTEREST_FORM,
        firstName: ' Ada ',
        lastName: 'Lovelace',
        tls: 'tls 4711',
        cc: '',
        loyaltyNumber: ' ',
        markupAmount: '120',
      },
      selection,
      interestFormConfig(DEFAULT_BRAND, 'agent'),
    )
    expect(payload).toEqual({
      hotelId: HOTEL,
      checkInDate: '2027-02-06',
      checkOutDate: '2027-02-13',
      paymentProfile: 'ClientPays',
      guests: [{ firstName: 'Ada', lastName: 'Lovelace' }],
      partnerAgency: { tls: 'TLS4711', commissionForPartner: 350, markupAmount: 120 },
      price: { currency: 'EUR', total: 3500 },
      rooms: [
        {
          roomId: ROOM,
          numAdults: 2,
          numChildren: 1,
          childrenAges: [6],
          selectedOffer: { ratePlanId: offer.ratePlanId },
        },
      ],
    })
  })

  it('card-company theme: the card member goes along, markup is 0', () => {
    const payload = toInterestPayload(
      { ...EMPTY_INTEREST_FORM, ...named, tls: 'TLS1', cc: 'CC2', amexCardMember: 'platinum', markupAmount: '500' },
      selection,
      interestFormConfig(CENTURION, 'agent'),
    )
    expect(payload.amexCardMember).toBe('platinum')
    expect(payload.partnerAgency).toMatchObject({ tls: 'TLS1', cc: 'CC2', markupAmount: 0 })
  })

  it('an empty selection is no interest', () => {
    expect(() =>
      toInterestPayload(
        { ...EMPTY_INTEREST_FORM, ...named },
        emptySelection(selection),
        interestFormConfig(DEFAULT_BRAND, 'agent'),
      ),
    ).toThrow('You have not selected a rate for at least one room')
  })
})
