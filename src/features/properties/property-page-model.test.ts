import { describe, expect, it } from 'vitest'
import { enquireHref } from './property-page-model.ts'

describe('enquireHref', () => {
  it.each([
    [null, '/chalets/switzerland/zermatt/haus-kristall/enquire-now'],
    [
      { checkIn: '2027-01-16', checkOut: '2027-01-23' },
      '/chalets/switzerland/zermatt/haus-kristall/enquire-now?checkIn=2027-01-16&checkOut=2027-01-23',
    ],
  ])('with the period %j: %s', (period, href) => {
    expect(enquireHref('/chalets/switzerland/zermatt/haus-kristall', period)).toBe(href)
  })
})
