import { describe, expect, it } from 'vitest'
import type { LeadListItem } from '#domain/leads/types.ts'
import { clientName, groupByAgent, leadTarget, offerSource, totalsByStatus } from './lead-rows.ts'

const item = (id: string, kind: 'property' | 'hotel', agentId: string): LeadListItem => ({
  _id: id,
  kind,
  reference: `R-${id}`,
  status: 'interest',
  client: { firstName: 'Ada', lastName: 'Berg' },
  subject: { _id: 's', name: 'Chalet', city: 'Verbier' },
  period: { checkInDate: '2027-01-02', checkOutDate: '2027-01-09' },
  value: { currency: 'EUR', total: 100 },
  commission: null,
  agent: { _id: agentId, name: `Agent ${agentId}` },
  agency: { _id: 'ag', name: 'Agency' },
  createdAt: '2026-11-01T10:00:00Z',
})

describe('lead rows', () => {
  it('a property lead opens its page, a hotel interest the dashboard landing', () => {
    expect(leadTarget(item('a', 'property', '1'))).toEqual({
      to: '/partner/dashboard/property-leads/$leadId',
      params: { leadId: 'a' },
    })
    expect(leadTarget(item('b', 'hotel', '1'))).toEqual({ to: '/partner/dashboard', search: { 'hotel-lead-id': 'b' } })
  })

  it('the PDF source follows the kind', () => {
    expect(offerSource(item('a', 'property', '1'))).toEqual({ kind: 'property', leadId: 'a' })
    expect(offerSource(item('b', 'hotel', '1'))).toEqual({ kind: 'hotel', interestId: 'b' })
  })

  it('client name', () => {
    expect(clientName({ firstName: 'Ada', lastName: 'Berg' })).toBe('Ada Berg')
  })

  it('groups by agent in list order', () => {
    const groups = groupByAgent([item('a', 'property', '1'), item('b', 'hotel', '2'), item('c', 'hotel', '1')])
    expect(groups.map((g) => [g.key, g.title, g.items.map((i) => i._id)])).toEqual([
      ['1', 'Agent 1', ['a', 'c']],
      ['2', 'Agent 2', ['b']],
    ])
  })

  it('sums the report per status and currency in strip order', () => {
    const totals = totalsByStatus([
      {
        month: '2027-01',
        status: 'confirmedBooking',
        count: 1,
        bookedValue: 1000.1,
        commission: 100.01,
        currency: 'EUR',
      },
      {
        month: '2027-02',
        status: 'confirmedBooking',
        count: 2,
        bookedValue: 2000.2,
        commission: 200.02,
        currency: 'EUR',
      },
      { month: '2027-01', status: 'interest', count: 4, bookedValue: 0, commission: 0, currency: 'EUR' },
      { month: '2027-01', status: 'confirmedBooking', count: 1, bookedValue: 500, commission: 50, currency: 'CHF' },
    ])
    expect(totals).toEqual([
      { status: 'interest', count: 4, bookedValue: 0, commission: 0, currency: 'EUR' },
      { status: 'confirmedBooking', count: 1, bookedValue: 500, commission: 50, currency: 'CHF' },
      { status: 'confirmedBooking', count: 3, bookedValue: 3000.3, commission: 300.03, currency: 'EUR' },
    ])
  })
})
