import { describe, expect, it } from 'vitest'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { consumerBookingMails, type ConsumerBookingMailInput } from './mails.ts'

const summary = { currency: 'EUR', total: 48250.5, prepayment: 14475 } as PriceSummary

const input = (language: 'en' | 'de', over: Partial<ConsumerBookingMailInput> = {}): ConsumerBookingMailInput => ({
  leadId: 'l1',
  reference: 'LDS-1001',
  teamAddress: 'concierge@lds.example',
  guest: { firstName: 'Clara', lastName: 'Weiss', email: 'clara@example.com', language },
  property: { _id: 'p1', name: 'Chalet Edelweiss', city: 'Zermatt', operator: 'o1' },
  period: { checkIn: '2026-12-19', checkOut: '2026-12-26' },
  serviceLevel: 'Catered',
  pax: 6,
  paymentMethod: 'creditCard',
  summary,
  request: {},
  ...over,
})

const guestText = (i: ConsumerBookingMailInput) =>
  String(consumerBookingMails(i).find((m) => m.kind === 'consumer-booking-confirmation')!.payload.text)

describe('the consumer booking confirmation', () => {
  it.each([
    [
      'en',
      'Dear Clara Weiss,',
      'Chalet Edelweiss in Zermatt, 19 Dec – 26 Dec 2026 (Catered, 6 travelers)',
      'Total EUR 48 250,50; due at booking EUR 14 475.',
    ],
    [
      'de',
      'Guten Tag Clara Weiss,',
      'Chalet Edelweiss in Zermatt, 19. Dez. – 26. Dez. 2026 (Catered, 6 Reisende)',
      'Gesamtbetrag EUR 48 250,50; bei Buchung fällig EUR 14 475.',
    ],
  ] as const)('writes the period and the amounts as the pages do (%s)', (language, greeting, stay, amounts) => {
    const text = guestText(input(language))
    expect(text.startsWith(`${greeting}\n`)).toBe(true)
    expect(text).toContain(stay)
    expect(text).toContain(amounts)
    expect(text).not.toMatch(/\d{4}-\d{2}-\d{2}/)
  })

  it('names both years of a stay over the new year, and one traveler in the singular', () => {
    const text = guestText(input('en', { period: { checkIn: '2026-12-30', checkOut: '2027-01-06' }, pax: 1 }))
    expect(text).toContain('30 Dec 2026 – 6 Jan 2027 (Catered, 1 traveler)')
  })

  it('greets no one when the name looks like a link', () => {
    const text = guestText(
      input('de', { guest: { firstName: 'www.example.com', lastName: '', email: 'x@example.com', language: 'de' } }),
    )
    expect(text.startsWith('Guten Tag,\n')).toBe(true)
  })
})
