/**
 * The first-party analytics events (docs/product/analytics.md): what the tracker sends to
 * POST /api/frontendlogs after the visitor accepted cookies, and what the admins' report counts.
 * The events carry no personal data: their data is limited to the fields below (destinations,
 * dates, counts, ids of properties and hotels), and `toLogEntries` drops any other field.
 */
import type { FrontendLog } from '../logs/frontend-log.ts'

export const ANALYTICS_EVENT = {
  trackingStart: 'tracking start',
  search: 'search',
  hotelSearch: 'hotel search',
  enquiryStarted: 'enquiry started',
  enquirySent: 'enquiry sent',
  bookingStarted: 'booking started',
  bookingSent: 'booking sent',
  saveInterest: 'save interest',
} as const

type Scalar = string | number | boolean | null

export type AnalyticsEvent =
  | { msg: typeof ANALYTICS_EVENT.trackingStart; data: { path: string } }
  | {
      msg: typeof ANALYTICS_EVENT.search
      data: {
        destination: string | null
        checkIn?: string
        checkOut?: string
        adults?: number
        children?: number
        bedrooms?: number
        propertyType?: string
      }
    }
  | {
      msg: typeof ANALYTICS_EVENT.hotelSearch
      data: {
        destination: string | null
        filter: {
          checkInDate?: string
          checkOutDate?: string
          paymentProfile?: string
          hotelCategories?: readonly string[]
          roomCategories?: readonly string[]
          programIds?: readonly string[]
          maxKeys?: number
          facilities?: readonly string[]
          roomFacilities?: readonly string[]
        }
      }
    }
  | {
      msg: typeof ANALYTICS_EVENT.enquiryStarted | typeof ANALYTICS_EVENT.enquirySent
      data: { kind: 'general' | 'property'; propertyId?: string }
    }
  | {
      msg: typeof ANALYTICS_EVENT.bookingStarted | typeof ANALYTICS_EVENT.bookingSent
      data: { kind: 'agent' | 'consumer'; propertyId?: string; intent?: string }
    }
  | { msg: typeof ANALYTICS_EVENT.saveInterest; data: { hotelId?: string; propertyId?: string } }

/** The only data fields an event may carry (no names, e-mail addresses, phones, messages or cards). */
const DATA_FIELDS: ReadonlySet<string> = new Set([
  'path',
  'destination',
  'checkIn',
  'checkOut',
  'adults',
  'children',
  'bedrooms',
  'propertyType',
  'filter',
  'checkInDate',
  'checkOutDate',
  'paymentProfile',
  'hotelCategories',
  'roomCategories',
  'programIds',
  'maxKeys',
  'facilities',
  'roomFacilities',
  'kind',
  'propertyId',
  'hotelId',
  'intent',
])

/** Keeps the allowed fields of `data`, scalars and lists of scalars only (one level of `filter`). */
export function allowedData(data: Record<string, unknown>, depth = 0): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const [key, value] of Object.entries(data)) {
    if (!DATA_FIELDS.has(key) || value === undefined) continue
    if (isScalar(value)) out[key] = typeof value === 'string' ? value.slice(0, 200) : value
    else if (Array.isArray(value)) out[key] = value.filter(isScalar).slice(0, 30)
    else if (depth === 0 && typeof value === 'object' && value !== null)
      out[key] = allowedData(value as Record<string, unknown>, 1)
  }
  return out
}

const isScalar = (value: unknown): value is Scalar =>
  value === null || ['string', 'number', 'boolean'].includes(typeof value)

/** The entries POST /api/frontendlogs takes for a batch of events of one session (and its batch id). */
export function toLogEntries(events: readonly AnalyticsEvent[], sessionId: string, batchId?: string): FrontendLog[] {
  return events.map((event) => ({
    msg: event.msg,
    data: allowedData(event.data as Record<string, unknown>) as FrontendLog['data'],
    sessionId,
    ...(batchId ? { batchId } : {}),
  }))
}
