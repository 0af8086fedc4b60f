import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { LEAD_MESSAGES } from './lead-payload.ts'
import { leadClientEntries, servesCardMembers, type LeadClientRules } from './lead-client-rules.ts'

const rules = (over: Partial<LeadClientRules> = {}): LeadClientRules => ({
  bookingReference: { isRequired: false },
  clientReference: { isRequired: false },
  cardMember: false,
  ...over,
})
const VALID = { firstName: 'Ada', lastName: 'Lovelace', nationality: '', tls: '', cc: '', amexCardMember: '' }

/** The first message per field of `values` under the entries. */
function errors(r: LeadClientRules, nationalityRequired: boolean, values: Partial<typeof VALID>) {
  const result = v.safeParse(v.object(leadClientEntries(r, { nationalityRequired })), { ...VALID, ...values })
  return result.success ? {} : (v.flatten(result.issues).nested ?? {})
}

describe('the client rules of the lead forms (docs/product/leads.md#booking-wizard)', () => {
  it.each<[string, LeadClientRules, boolean, Partial<typeof VALID>, Record<string, string> | Record<string, never>]>([
    [
      'the names are required',
      rules(),
      false,
      { firstName: ' ', lastName: '' },
      { firstName: LEAD_MESSAGES.firstName, lastName: LEAD_MESSAGES.lastName },
    ],
    ['nothing else is required by default', rules(), false, {}, {}],
    ['the interest form asks for the nationality', rules(), true, {}, { nationality: LEAD_MESSAGES.nationality }],
    [
      'a required booking reference',
      rules({ bookingReference: { isRequired: true } }),
      false,
      {},
      { tls: LEAD_MESSAGES.bookingReference },
    ],
    [
      'a booking reference of its prefix only',
      rules({ bookingReference: { isRequired: true } }),
      false,
      { tls: 'TLS ' },
      { tls: LEAD_MESSAGES.bookingReference },
    ],
    [
      'a required booking reference given',
      rules({ bookingReference: { isRequired: true } }),
      false,
      { tls: '4711' },
      {},
    ],
    [
      'a required client reference',
      rules({ clientReference: { isRequired: true } }),
      false,
      { cc: 'cc' },
      { cc: LEAD_MESSAGES.clientReference },
    ],
    [
      'the card membership for card-company themes',
      rules({ cardMember: true }),
      false,
      {},
      { amexCardMember: 'Required' },
    ],
    [
      'an unknown card membership',
      rules({ cardMember: true }),
      false,
      { amexCardMember: 'gold' },
      { amexCardMember: 'Required' },
    ],
    ['a card membership given', rules({ cardMember: true }), false, { amexCardMember: 'centurion' }, {}],
  ])('%s', (_, r, nationalityRequired, values, expected) => {
    const found = Object.fromEntries(
      Object.entries(errors(r, nationalityRequired, values)).map(([k, m]) => [k, m?.[0]]),
    )
    expect(found).toEqual(expected)
  })

  it.each<[string | null, string | null, boolean]>([
    ['amex_lifestyleAgent', null, true],
    ['agent', null, false],
    ['agent', 'amex', true],
    [null, null, false],
  ])('role %s, card brand %s: the card-member field %s', (role, cardBrand, expected) => {
    expect(servesCardMembers(role, { cardBrand } as never)).toBe(expected)
  })
})
