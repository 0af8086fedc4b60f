/**
 * GET /api/admin/analytics (docs/product/analytics.md#report): what the admins' report page shows,
 * counted from the stored events of the last weeks (the retention bound of the frontend logs).
 */
export type AnalyticsReport = {
  /** the first day counted (ISO date); entries before it are gone */
  since: string
  /** searches per destination and ISO week (the Monday it starts), newest week first */
  searchesByWeek: { week: string; destination: string; searches: number }[]
  enquiries: { started: number; sent: number }
  bookings: { started: number; sent: number }
  /** hotel searches per destination, the most searched first (at most 10) */
  hotelSearches: { destination: string; searches: number }[]
  /** visitors who accepted analytics (distinct sessions with a tracking start) */
  sessions: number
}

/** A search without a destination is counted under this name. */
export const ANY_DESTINATION = '(any)'
