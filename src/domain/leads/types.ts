/**
 * Answers of the leads API (docs/product/leads.md#api), shared by client and server. Card numbers
 * only ever appear masked; the CVV never appears.
 */
import type { PriceSummary } from './price-summary.ts'
import type { LeadStatus } from './lead-status.ts'
import type { CardMemberOption } from '../hotels/types.ts'

export type LeadKind = 'property' | 'hotel'

/** POST /api/sales/leads/new/property and PATCH …/{id}/property answer the lead's id (201 / 200). */
export type SavedLeadAnswer = { _id: string; status: LeadStatus }

export type LeadPerson = { _id: string; name: string }

/** One status change of a lead: who, when, from, to, note. `from` is null for the creation. */
export type LeadHistoryEntry = {
  at: string
  by: LeadPerson
  from: LeadStatus | null
  to: LeadStatus
  note: string | null
}

/** A card as every answer shows it. */
export type MaskedCard = {
  masked: string
  lastFour: string
  name: string
  expirationMonth: string
  expirationYearShort: string
}

/** GET /api/sales/leads/{id}: a property lead as its page shows it (agency scoped; admins any). */
export type PropertyLeadDetail = {
  _id: string
  kind: 'property'
  reference: string
  status: LeadStatus
  property: {
    _id: string
    name: string
    city: string
    country: string
    path: string
    thumbnail: string
    images: string[]
    currency: string
  }
  period: { checkInDate: string; checkOutDate: string }
  serviceLevel: string
  client: { firstName: string; lastName: string; nationality: string | null; amexCardMember: CardMemberOption | null }
  partner: { tls: string | null; cc: string | null }
  occupancy: { pax: number } | null
  payments: {
    isPaidByCreditCard: boolean
    isNegotiatedPrice: boolean
    creditCard: MaskedCard | null
  } | null
  /** null: no price for the period and service level (an interest may have none) */
  priceSummary: PriceSummary | null
  requestPriceDiscount: boolean
  bookingComments: string | null
  agency: { _id: string; name: string }
  agent: LeadPerson
  history: LeadHistoryEntry[]
  createdAt: string
  updatedAt: string
}

/** One row of the dashboards: a property lead or a hotel interest. */
export type LeadListItem = {
  _id: string
  kind: LeadKind
  reference: string
  status: LeadStatus
  client: { firstName: string; lastName: string }
  /** the property or the hotel */
  subject: { _id: string; name: string; city: string }
  period: { checkInDate: string; checkOutDate: string }
  /** total null: on request / no price */
  value: { currency: string; total: number | null }
  /** null when the caller's theme hides commission or none is known */
  commission: number | null
  agent: LeadPerson
  agency: { _id: string; name: string }
  createdAt: string
}

/** GET /api/sales/leads: one page, newest first; `nextCursor` null on the last page (keyset paging). */
export type LeadListAnswer = { items: LeadListItem[]; nextCursor: string | null }

/** GET /api/sales/reports: per month (of check-in) and status, for the caller's scope. */
export type LeadReportRow = {
  month: string
  status: LeadStatus
  count: number
  bookedValue: number
  commission: number
  currency: string
}
export type LeadReportAnswer = { rows: LeadReportRow[] }

/** POST /api/sales/leads/{id}/card-reveal (admins): the clear number once per request; the reveal is recorded. */
export type CardRevealAnswer = { number: string; revealedAt: string }
