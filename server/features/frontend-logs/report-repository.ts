import { and, eq, gte, inArray, sql } from 'drizzle-orm'
import { ANALYTICS_EVENT } from '#domain/analytics/events.ts'
import { ANY_DESTINATION, type AnalyticsReport } from '#domain/analytics/report.ts'
import type { Db } from '#server/db/client.ts'
import { frontendLogs } from '#server/db/schema.ts'

const FUNNEL = [
  ANALYTICS_EVENT.enquiryStarted,
  ANALYTICS_EVENT.enquirySent,
  ANALYTICS_EVENT.bookingStarted,
  ANALYTICS_EVENT.bookingSent,
] as const

/** The counts of the admins' analytics report, from the stored tracking events since `since`. */
export function createAnalyticsReportRepository(db: Db) {
  const destination = sql<string>`coalesce(nullif(${frontendLogs.data}->>'destination', ''), ${ANY_DESTINATION})`
  const count = sql<number>`count(*)::int`
  const week = sql<string>`to_char(date_trunc('week', ${frontendLogs.createdAt} at time zone 'UTC'), 'YYYY-MM-DD')`
  const since = (from: Date) => gte(frontendLogs.createdAt, from)

  return {
    async report(from: Date): Promise<Omit<AnalyticsReport, 'since'>> {
      const [searchesByWeek, funnel, hotelSearches, sessions] = await Promise.all([
        db
          .select({ week, destination, searches: count })
          .from(frontendLogs)
          .where(and(eq(frontendLogs.msg, ANALYTICS_EVENT.search), since(from)))
          // by position: the expressions carry parameters, which PostgreSQL would not match
          .groupBy(sql`1, 2`)
          .orderBy(sql`1 desc, 3 desc, 2`),
        db
          .select({ msg: frontendLogs.msg, count })
          .from(frontendLogs)
          .where(and(inArray(frontendLogs.msg, [...FUNNEL]), since(from)))
          .groupBy(frontendLogs.msg),
        db
          .select({ destination, searches: count })
          .from(frontendLogs)
          .where(and(eq(frontendLogs.msg, ANALYTICS_EVENT.hotelSearch), since(from)))
          .groupBy(sql`1`)
          .orderBy(sql`2 desc, 1`)
          .limit(10),
        db
          .select({ sessions: sql<number>`count(distinct ${frontendLogs.sessionId})::int` })
          .from(frontendLogs)
          .where(and(eq(frontendLogs.msg, ANALYTICS_EVENT.trackingStart), since(from))),
      ])
      const counted = (msg: string) => funnel.find((row) => row.msg === msg)?.count ?? 0
      return {
        searchesByWeek,
        enquiries: { started: counted(ANALYTICS_EVENT.enquiryStarted), sent: counted(ANALYTICS_EVENT.enquirySent) },
        bookings: { started: counted(ANALYTICS_EVENT.bookingStarted), sent: counted(ANALYTICS_EVENT.bookingSent) },
        hotelSearches,
        sessions: sessions[0]?.sessions ?? 0,
      }
    },
  }
}
export type AnalyticsReportRepository = ReturnType<typeof createAnalyticsReportRepository>
