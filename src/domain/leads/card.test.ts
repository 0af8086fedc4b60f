import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { CARD_MESSAGES, CardFieldsSchema, cardDigits, groupCardNumber, maskCardNumber } from './card.ts'

const good = {
  ccNumber: '4111 1111 1111 1111',
  ccName: 'Ann Lee',
  ccExpirationMonth: '08',
  ccExpirationYearShort: '29',
  ccCvv: '123',
}
const firstError = (over: Partial<typeof good>) => {
  const r = v.safeParse(CardFieldsSchema, { ...good, ...over })
  return r.success ? null : { field: v.getDotPath(r.issues[0]), message: r.issues[0].message }
}

describe('card rules and texts (docs/product/leads.md#card-data)', () => {
  it('accepts a good card', () => {
    expect(firstError({})).toBeNull()
  })

  it.each<[string, Partial<typeof good>, string, string | null]>([
    ['number: 9 characters is enough', { ccNumber: '411111111' }, 'ccNumber', null],
    ['number: 8 characters are too few', { ccNumber: '41111111' }, 'ccNumber', CARD_MESSAGES.number],
    ['number: empty', { ccNumber: '' }, 'ccNumber', CARD_MESSAGES.number],
    ['number: blank (trimmed)', { ccNumber: '          ' }, 'ccNumber', CARD_MESSAGES.number],
    ['number: 23 characters is the most', { ccNumber: '4111 1111 1111 1111 111' }, 'ccNumber', null],
    ['number: 24 characters are too many', { ccNumber: '4111 1111 1111 1111 1111' }, 'ccNumber', CARD_MESSAGES.number],
    ['number: letters', { ccNumber: '4111 1111 1111 111a' }, 'ccNumber', CARD_MESSAGES.numberCharacters],
    ['number: dashes', { ccNumber: '4111-1111-1111-1111' }, 'ccNumber', CARD_MESSAGES.numberCharacters],
    ['name: 3 characters is enough', { ccName: 'Ann' }, 'ccName', null],
    ['name: 2 characters are too few', { ccName: 'An' }, 'ccName', CARD_MESSAGES.name],
    ['name: blank', { ccName: '     ' }, 'ccName', CARD_MESSAGES.name],
    ['month: 00', { ccExpirationMonth: '00' }, 'ccExpirationMonth', null],
    ['month: 12', { ccExpirationMonth: '12' }, 'ccExpirationMonth', null],
    ['month: 13', { ccExpirationMonth: '13' }, 'ccExpirationMonth', CARD_MESSAGES.month],
    ['month: one digit', { ccExpirationMonth: '8' }, 'ccExpirationMonth', CARD_MESSAGES.month],
    ['month: three digits', { ccExpirationMonth: '012' }, 'ccExpirationMonth', CARD_MESSAGES.month],
    ['year: two digits', { ccExpirationYearShort: '31' }, 'ccExpirationYearShort', null],
    ['year: four digits', { ccExpirationYearShort: '2029' }, 'ccExpirationYearShort', CARD_MESSAGES.year],
    ['year: letters', { ccExpirationYearShort: 'ab' }, 'ccExpirationYearShort', CARD_MESSAGES.year],
    ['cvv: 4 digits', { ccCvv: '1234' }, 'ccCvv', null],
    ['cvv: 2 digits', { ccCvv: '12' }, 'ccCvv', CARD_MESSAGES.cvv],
    ['cvv: 5 digits', { ccCvv: '12345' }, 'ccCvv', CARD_MESSAGES.cvv],
    ['cvv: letters', { ccCvv: '12a' }, 'ccCvv', CARD_MESSAGES.cvv],
  ])('%s', (_, over, field, message) => {
    expect(firstError(over)).toEqual(message === null ? null : { field, message })
  })

  it('says the spec’s texts', () => {
    expect(CARD_MESSAGES).toMatchObject({
      number: 'Please provide the credit card number.',
      name: 'Please provide the name on the credit card.',
      month: 'Please enter the two-digit month of expiration.',
      year: 'Please enter the two-digit year of expiration.',
    })
  })
})

describe('grouping and mask', () => {
  it.each([
    ['4111111111111111', '4111 1111 1111 1111'],
    ['4111-1111 11a11', '4111 1111 1111'],
    ['', ''],
    ['1234567890123456789012', '1234 5678 9012 3456 789'],
  ])('%j shows as %j', (typed, shown) => {
    expect(groupCardNumber(typed)).toBe(shown)
    expect(groupCardNumber(typed).length).toBeLessThanOrEqual(23)
  })
  it('masks to the last four digits and keeps digits only', () => {
    expect(maskCardNumber('4242')).toBe('•••• 4242')
    expect(cardDigits('4242 4242-42')).toBe('4242424242')
  })
})
