/**
 * The leads API's answers from stored rows (docs/product/leads.md#api): explicit fields, never the
 * raw row; the card only masked; commission only when the caller's theme shows it.
 */
import { displayName } from '#domain/auth/roles.ts'
import { isIsoDate } from '#domain/dates/iso-date.ts'
import { maskCardNumber } from '#domain/leads/card.ts'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import type { PriceSummary } from '#domain/leads/price-summary.ts'
import type { LeadHistoryEntry, LeadListItem, LeadPerson, PropertyLeadDetail } from '#domain/leads/types.ts'
import type { CardMemberOption } from '#domain/hotels/types.ts'
import { propertyPath } from '#domain/properties/paths.ts'
import type { LeadRepository } from './repository.ts'
import type { Cursor, ListRow } from './list-repository.ts'
import { isObjectId } from '#domain/validation/object-id.ts'

type Named = { id: string | null; firstName: string | null; lastName: string | null; email: string | null } | null
const person = (u: Named): LeadPerson => ({ _id: u?.id ?? '', name: u ? displayName(u) : '' })
const text = (v: unknown) => (typeof v === 'string' && v !== '' ? v : null)

export type StoredClient = {
  firstName: string
  lastName: string
  nationality?: string
  amexCardMember?: CardMemberOption
}
export type StoredPayments = {
  isPaidByCreditCard: boolean
  isNegotiatedPrice: boolean
  submitted?: Record<string, unknown>
}

type DetailRow = NonNullable<Awaited<ReturnType<LeadRepository['detail']>>>
type HistoryRow = Awaited<ReturnType<LeadRepository['history']>>[number]

export function leadDetail(row: DetailRow, history: HistoryRow[], showsCommission: boolean): PropertyLeadDetail {
  const l = row.lead
  const p = row.property
  const client = l.client as Partial<StoredClient>
  const payments = l.payments as StoredPayments | null
  return {
    _id: l.id,
    kind: 'property',
    reference: l.reference,
    status: l.status,
    property: {
      _id: p?.id ?? l.propertyId ?? '',
      name: p?.name ?? '',
      city: p?.city ?? '',
      country: p?.country ?? '',
      path: p
        ? propertyPath(
            { propertyType: p.propertyType, address: { country: p.country }, city: p.city, slug: p.slug },
            'en',
          )
        : '',
      thumbnail: p?.thumbnail ?? '',
      images: p?.images ?? [],
      currency: l.currency ?? p?.currency ?? '',
    },
    period: { checkInDate: l.checkIn ?? '', checkOutDate: l.checkOut ?? '' },
    serviceLevel: l.serviceLevel ?? '',
    client: {
      firstName: client.firstName ?? '',
      lastName: client.lastName ?? '',
      nationality: client.nationality ?? null,
      amexCardMember: client.amexCardMember ?? null,
    },
    partner: { tls: text(l.partner.tls), cc: text(l.partner.cc) },
    occupancy: l.pax ? { pax: l.pax } : null,
    payments: payments
      ? {
          isPaidByCreditCard: payments.isPaidByCreditCard,
          isNegotiatedPrice: payments.isNegotiatedPrice,
          creditCard: l.cardLastFour
            ? {
                masked: maskCardNumber(l.cardLastFour),
                lastFour: l.cardLastFour,
                name: l.cardName ?? '',
                expirationMonth: l.cardExpirationMonth ?? '',
                expirationYearShort: l.cardExpirationYearShort ?? '',
              }
            : null,
        }
      : null,
    priceSummary: visibleSummary(l.priceSummary, showsCommission),
    requestPriceDiscount: l.requestPriceDiscount,
    bookingComments: l.bookingComments,
    agency: { _id: l.travelAgencyId ?? '', name: row.agencyName ?? '' },
    agent: person(row.author),
    history: history.map((h): LeadHistoryEntry => ({
      at: h.at.toISOString(),
      by: person(h.by),
      from: h.from,
      to: h.to,
      note: h.note,
    })),
    createdAt: l.createdAt.toISOString(),
    updatedAt: l.updatedAt.toISOString(),
  }
}

function visibleSummary(summary: PriceSummary | null, showsCommission: boolean): PriceSummary | null {
  if (!summary) return null
  return showsCommission ? summary : { ...summary, commission: null }
}

export function listItem(r: ListRow, showsCommission: boolean): LeadListItem {
  return {
    _id: r.id,
    kind: r.kind,
    reference: r.reference,
    status: r.status as LeadStatus,
    client: { firstName: r.firstName ?? '', lastName: r.lastName ?? '' },
    subject: { _id: r.subjectId ?? '', name: r.subjectName ?? '', city: r.subjectCity ?? '' },
    period: { checkInDate: r.checkIn ?? '', checkOutDate: r.checkOut ?? '' },
    value: { currency: r.currency ?? '', total: r.total },
    commission: showsCommission ? r.commission : null,
    agent: person({ id: r.agentId, firstName: r.agentFirstName, lastName: r.agentLastName, email: r.agentEmail }),
    agency: { _id: r.agencyId ?? '', name: r.agencyName ?? '' },
    createdAt: r.createdAt.toISOString(),
  }
}

/**
 * PostgreSQL's timestamptz text as the cursor carries it, a real calendar time ('2026-11-26
 * 14:30:23.123456+00'): a date of `isIsoDate`, a time of day, and an offset PostgreSQL accepts
 * (at most 15:59 either way; '+16' is refused by the database).
 */
function isTimestampText(at: string): boolean {
  const m = /^(\d{4}-\d{2}-\d{2}) (\d{2}):(\d{2}):(\d{2})(\.\d{1,6})?[+-](\d{2})(?::(\d{2}))?$/.exec(at)
  return (
    m !== null &&
    isIsoDate(m[1]) &&
    Number(m[2]) < 24 &&
    Number(m[3]) < 60 &&
    Number(m[4]) < 60 &&
    Number(m[6]) <= 15 &&
    Number(m[7] ?? 0) < 60
  )
}

/** The keyset cursor: the last row's created_at text and id, base64url. */
export function encodeCursor(r: Pick<ListRow, 'at' | 'id'>): string {
  return Buffer.from(JSON.stringify([r.at, r.id])).toString('base64url')
}
export function decodeCursor(cursor: string | undefined): Cursor | null | 'invalid' {
  if (!cursor) return null
  try {
    const value = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown
    if (!Array.isArray(value) || value.length !== 2) return 'invalid'
    const [at, id] = value as unknown[]
    if (typeof at !== 'string' || !isObjectId(id) || !isTimestampText(at)) return 'invalid'
    return { at, id }
  } catch {
    return 'invalid'
  }
}
