import * as v from 'valibot'
import { describe, expect, it } from 'vitest'
import { periodFormSchema, periodSearch } from './period-form.ts'

const schema = periodFormSchema(() => '2027-01-10')
const messages = (checkIn: string, checkOut: string) => {
  const result = v.safeParse(schema, { checkIn, checkOut })
  return result.success ? {} : Object.fromEntries(result.issues.map((i) => [i.path?.[0]?.key, i.message]))
}

describe('the period selector rules', () => {
  it.each([
    ['', '', {}],
    ['2027-01-10', '2027-01-17', {}],
    ['2027-01-09', '2027-01-17', { checkIn: 'The check in date cannot be in the past' }],
    ['2027-01-17', '2027-01-17', { checkOut: 'Check out date has to be after check in date' }],
    ['2027-01-17', '2027-01-12', { checkOut: 'Check out date has to be after check in date' }],
    ['2027-01-17', '', { checkOut: 'Please enter the check out date' }],
    ['', '2027-01-17', { checkIn: 'Please enter the check in date' }],
    ['2027-01-10', '2027-03-11', {}],
    ['2027-01-10', '2027-03-12', { checkOut: 'The period can be at most 60 nights' }],
  ])('%s to %s: %o', (checkIn, checkOut, expected) => {
    expect(messages(checkIn, checkOut)).toEqual(expected)
  })

  it('sets the dates and keeps the payment profile; empty fields clear the period', () => {
    const previous = {
      checkInDate: '2027-01-01',
      checkOutDate: '2027-01-05',
      paymentProfile: 'AgencyPaysPackageRate' as const,
    }
    expect(periodSearch(previous, { checkIn: '2027-02-01', checkOut: '2027-02-08' })).toEqual({
      checkInDate: '2027-02-01',
      checkOutDate: '2027-02-08',
      paymentProfile: 'AgencyPaysPackageRate',
    })
    expect(periodSearch(previous, { checkIn: '', checkOut: '' })).toEqual({
      checkInDate: undefined,
      checkOutDate: undefined,
      paymentProfile: 'AgencyPaysPackageRate',
    })
  })
})
