/**
 * What a dashboard row shows and where it leads (docs/product/leads.md#dashboards): a property lead
 * opens /partner/dashboard/property-leads/{id}, a hotel interest the ?hotel-lead-id landing.
 */
import type { LeadListItem, LeadReportRow } from '#domain/leads/types.ts'
import type { LeadStatus } from '#domain/leads/lead-status.ts'

export type LeadTarget =
  | { to: '/partner/dashboard/property-leads/$leadId'; params: { leadId: string } }
  | { to: '/partner/dashboard'; search: { 'hotel-lead-id': string } }

export function leadTarget(item: Pick<LeadListItem, '_id' | 'kind'>): LeadTarget {
  return item.kind === 'property'
    ? { to: '/partner/dashboard/property-leads/$leadId', params: { leadId: item._id } }
    : { to: '/partner/dashboard', search: { 'hotel-lead-id': item._id } }
}

/** The PDF offer's source for a row. */
export function offerSource(item: Pick<LeadListItem, '_id' | 'kind'>) {
  return item.kind === 'property'
    ? ({ kind: 'property', leadId: item._id } as const)
    : ({ kind: 'hotel', interestId: item._id } as const)
}

export const clientName = (client: { firstName: string; lastName: string }) =>
  `${client.firstName} ${client.lastName}`.trim()

/** Rows under one title (the supervisor's leads by agent); `title` null: a plain list. */
export type LeadGroup = { key: string; title: string | null; items: readonly LeadListItem[] }

/** Rows grouped by agent in the order the list has them (newest first within each agent). */
export function groupByAgent(items: readonly LeadListItem[]): LeadGroup[] {
  const groups = new Map<string, { key: string; title: string; items: LeadListItem[] }>()
  for (const item of items) {
    const group = groups.get(item.agent._id) ?? { key: item.agent._id, title: item.agent.name, items: [] }
    group.items.push(item)
    groups.set(item.agent._id, group)
  }
  return [...groups.values()]
}

export type StatusTotal = {
  status: LeadStatus
  count: number
  bookedValue: number
  commission: number
  currency: string
}

/**
 * The report strip: the report's month rows summed per status and currency, in the list's status
 * order (requests and confirmations first).
 */
export function totalsByStatus(rows: readonly LeadReportRow[]): StatusTotal[] {
  const totals = new Map<string, StatusTotal>()
  for (const row of rows) {
    const key = `${row.status}|${row.currency}`
    const total = totals.get(key) ?? {
      status: row.status,
      count: 0,
      bookedValue: 0,
      commission: 0,
      currency: row.currency,
    }
    total.count += row.count
    total.bookedValue = Math.round((total.bookedValue + row.bookedValue) * 100) / 100
    total.commission = Math.round((total.commission + row.commission) * 100) / 100
    totals.set(key, total)
  }
  return [...totals.values()].sort(
    (a, b) => STRIP_ORDER.indexOf(a.status) - STRIP_ORDER.indexOf(b.status) || a.currency.localeCompare(b.currency),
  )
}

const STRIP_ORDER: readonly LeadStatus[] = [
  'interest',
  'requestedOption',
  'confirmedOption',
  'requestedBooking',
  'confirmedBooking',
  'expiredOption',
  'declinedOption',
  'declinedBooking',
  'cancelledOption',
  'cancelledBooking',
]
