import { describe, expect, it } from 'vitest'
import { luhnValid, REDACTED, redactText, redactValue, SECRET_FIELD_NAMES } from './redact.ts'

const JWT = 'eyJhbGciOiJSUzI1NiIsInR5cCI6ImF0K2p3dCJ9.eyJzdWIiOiIxMjMifQ.c2lnbmF0dXJl'

describe('luhnValid', () => {
  it.each([
    ['4111111111111111', true],
    ['5555555555554444', true],
    ['378282246310005', true],
    ['4111111111111112', false],
  ])('%s -> %s', (digits, valid) => expect(luhnValid(digits)).toBe(valid))
})

describe('redactText', () => {
  it.each([
    ['card 4111 1111 1111 1111 declined', `card ${REDACTED} declined`],
    ['4111-1111-1111-1111', REDACTED],
    ['amex 378282246310005.', `amex ${REDACTED}.`],
    ['19 digits 4000 6000 0000 0000 000', `19 digits ${REDACTED}`],
    ['Authorization: Bearer abc.DEF-123_x=', `Authorization: Bearer ${REDACTED}`],
    [`token ${JWT} expired`, `token ${REDACTED} expired`],
    ['password=hunter2&user=anna', `password=${REDACTED}&user=anna`],
    ['newPassword: hunter2', `newPassword: ${REDACTED}`],
    ['{"password":"my secret pass","ok":1}', `{"password":"${REDACTED}","ok":1}`],
    ['{"ccCvv":"123","ccNumber":"4111"}', `{"ccCvv":"${REDACTED}","ccNumber":"${REDACTED}"}`],
    ['cvv=1234&x=1', `cvv=${REDACTED}&x=1`],
    ['refresh_token: abc.def', `refresh_token: ${REDACTED}`],
  ])('%s', (text, expected) => expect(redactText(text)).toBe(expected))

  it.each([
    ['not a card (Luhn fails) 4111 1111 1111 1112'],
    ['too short 4111 1111 1111'],
    ['phone +41 79 123 45 67'],
    ['booking LDS-2026-000123'],
    ['the password field was empty'],
    ['passwordless sign-in'],
    ['phone +41 79 123 45 67 890 12'],
    ['phone 0041 79 123 45 67 89'],
  ])('keeps %s', (text) => expect(redactText(text)).toBe(text))
})

describe('redactValue', () => {
  it('replaces secret fields whole and redacts every string, keys included', () => {
    expect(
      redactValue({
        password: 'hunter2',
        Authorization: ['Bearer x'],
        access_token: { nested: 'x' },
        cvc: 123,
        passengers: 4,
        note: 'paid with 4111111111111111',
        list: [{ pwd: 'x', city: 'Verbier' }],
        cardNumber: 4111111111111111,
        asNumber: 4111111111111111,
        [JWT]: 1,
      }),
    ).toEqual({
      password: REDACTED,
      Authorization: REDACTED,
      access_token: REDACTED,
      cvc: REDACTED,
      passengers: 4,
      note: `paid with ${REDACTED}`,
      list: [{ pwd: REDACTED, city: 'Verbier' }],
      cardNumber: REDACTED,
      asNumber: REDACTED,
      [REDACTED]: 1,
    })
  })
  it.each(SECRET_FIELD_NAMES)('redacts the field %s whole, at any depth', (name) => {
    expect(redactValue({ [name]: '4242', nested: [{ [name]: { any: 'value' } }] })).toEqual({
      [name]: REDACTED,
      nested: [{ [name]: REDACTED }],
    })
  })

  it("redacts the booking wizard's card fields and keeps the fields around them", () => {
    expect(
      redactValue({
        ccNumber: '4111 1111 1111 1111',
        ccName: 'Anna Meier',
        ccExpirationMonth: '04',
        ccExpirationYearShort: '29',
        ccCvv: '737',
        cc: 'copy@example.com',
        city: 'Verbier',
        passengers: 4,
      }),
    ).toEqual({
      ccNumber: REDACTED,
      ccName: REDACTED,
      ccExpirationMonth: REDACTED,
      ccExpirationYearShort: REDACTED,
      ccCvv: REDACTED,
      cc: 'copy@example.com',
      city: 'Verbier',
      passengers: 4,
    })
  })

  it('keeps scalars that are not secrets', () => {
    expect(redactValue(null)).toBe(null)
    expect(redactValue(true)).toBe(true)
    expect(redactValue(1732300000001)).toBe(1732300000001)
  })
})
