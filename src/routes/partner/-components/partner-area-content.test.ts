import { describe, expect, it } from 'vitest'
import { partnerAreaCards } from './partner-area-content.ts'

describe('the partner area', () => {
  it.each([
    [
      'admin',
      [
        '/partner/dashboard',
        '/hotels',
        '/partner/dashboard/supervisor',
        '/partner/dashboard/admin',
        '/partner/my-network',
        '/partner/concierge-jobs',
        '/partner/dashboard/commission',
        '/partner/agency',
        '/partner/help-centre',
      ],
    ],
    [
      'supervisorAgent',
      [
        '/partner/dashboard',
        '/hotels',
        '/partner/dashboard/supervisor',
        '/partner/my-network',
        '/partner/concierge-jobs',
        '/partner/dashboard/commission',
        '/partner/agency',
        '/partner/help-centre',
      ],
    ],
    [
      'agent',
      [
        '/partner/dashboard',
        '/hotels',
        '/partner/my-network',
        '/partner/concierge-jobs',
        '/partner/agency',
        '/partner/help-centre',
      ],
    ],
    // the lifestyle agent may not open the hotel search
    ['amex_lifestyleAgent', ['/partner/dashboard', '/partner/my-network', '/partner/help-centre']],
    ['customer', []],
    [undefined, []],
  ])('offers %s only the pages its role may open', (role, hrefs) => {
    expect(partnerAreaCards(role, 'en').map((card) => card.href)).toEqual(hrefs)
  })

  it('speaks German', () => {
    expect(partnerAreaCards('agent', 'de').map((card) => card.title)).toEqual([
      'Dashboard',
      'Hotels',
      'Mein Netzwerk',
      'Concierge-Aufträge',
      'Agentur',
      'Hilfe-Center',
    ])
  })
})
