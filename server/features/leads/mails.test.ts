import { describe, expect, it } from 'vitest'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import { leadMails, type LeadMailFacts } from './mails.ts'

const facts = (over: Partial<LeadMailFacts> = {}): LeadMailFacts => ({
  intent: 'booking',
  status: 'requestedBooking',
  property: { name: 'Chalet Edelweiss', city: 'Zermatt' },
  period: { checkInDate: '2027-01-09', checkOutDate: '2027-01-16' },
  serviceLevel: 'Catered',
  pax: 6,
  client: { firstName: 'Clara', lastName: 'Weiss' },
  agencyName: 'Belvedere Voyages',
  agent: { name: 'Ava Agent', email: 'agent@belvedere-voyages.example' },
  paidBy: 'creditCard',
  price: { currency: 'EUR', total: 51573.75 } as PriceSummary,
  ...over,
})

describe('the mails of a booking request', () => {
  it('write the period and the total as the pages do, not as ISO dates and raw numbers', () => {
    const [team, agent] = leadMails({ id: 'l1', reference: 'LDS-2001' }, facts(), 'concierge@lds.example')
    expect(team!.subject).toBe('Booking request LDS-2001: Chalet Edelweiss, 9 Jan – 16 Jan 2027')
    expect(team!.payload).toMatchObject({ period: '9 Jan – 16 Jan 2027', total: 'EUR 51 573,75' })
    expect(agent).toMatchObject({
      recipient: 'agent@belvedere-voyages.example',
      subject: 'We received your booking request LDS-2001',
    })
    expect(agent!.payload).toMatchObject({ period: '9 Jan – 16 Jan 2027', total: 'EUR 51 573,75' })
  })

  it('say "on request" without a price, and an interest sends none', () => {
    expect(leadMails({ id: 'l1', reference: 'R' }, facts({ price: null }), 'c@x.example')[0]!.payload).toMatchObject({
      total: 'on request',
    })
    expect(leadMails({ id: 'l1', reference: 'R' }, facts({ intent: 'interest' }), 'c@x.example')).toEqual([])
  })
})
