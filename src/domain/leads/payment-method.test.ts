import { describe, expect, it } from 'vitest'
import { defaultPaymentMethod } from './payment-method.ts'

type Methods = ('creditCard' | 'bankTransfer')[] | undefined

describe('defaultPaymentMethod (docs/product/leads.md#payment)', () => {
  it.each<[Methods, boolean, 'creditCard' | 'bankTransfer']>([
    [['creditCard'], false, 'creditCard'],
    [['creditCard'], true, 'creditCard'],
    [['creditCard', 'bankTransfer'], false, 'bankTransfer'],
    [['bankTransfer', 'creditCard'], true, 'creditCard'],
    [['bankTransfer'], true, 'bankTransfer'],
    [['bankTransfer'], false, 'bankTransfer'],
    [[], true, 'bankTransfer'],
    [undefined, false, 'bankTransfer'],
    [undefined, true, 'bankTransfer'],
  ])('accepted %j, card-company design %s: %s', (methods, cardCompany, expected) => {
    expect(defaultPaymentMethod(methods, cardCompany)).toBe(expected)
  })
})
