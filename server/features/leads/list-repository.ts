/**
 * The dashboards' reads (docs/product/leads.md#api): property leads and hotel interests together,
 * newest first, one keyset page at a time, and the reports. Each table is read with its own
 * (agency, created_at, id) or (agency, user, created_at, id) index and the two pages are merged;
 * the cursor is the last row's exact created_at (as text, microseconds kept) and id.
 */
import { and, eq, gte, ilike, isNull, lte, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import { ACCENTED, PLAIN, foldAccents } from '#domain/leads/client-name-search.ts'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import type { Db } from '#server/db/client.ts'
import { hotelInterests, hotels, leads, properties, travelAgencies, users } from '#server/db/schema.ts'

export type ListFilter = {
  agencyId: string | null
  userId: string | null
  status?: LeadStatus
  kind?: 'property' | 'hotel'
  from?: string
  to?: string
  client?: string
  subjectId?: string
}
export type Cursor = { at: string; id: string }

export type ListRow = {
  kind: 'property' | 'hotel'
  id: string
  reference: string
  status: LeadStatus
  firstName: string | null
  lastName: string | null
  subjectId: string | null
  subjectName: string | null
  subjectCity: string | null
  checkIn: string | null
  checkOut: string | null
  currency: string | null
  total: number | null
  commission: number | null
  agentId: string | null
  agentFirstName: string | null
  agentLastName: string | null
  agentEmail: string | null
  agencyId: string | null
  agencyName: string | null
  createdAt: Date
  /** created_at as PostgreSQL's text: the cursor keeps its microseconds */
  at: string
}

/**
 * created_at, id, newest first, NULLS LAST like the (… created_at DESC NULLS LAST, id DESC NULLS LAST)
 * indexes: a plain DESC means NULLS FIRST, which no index serves (a sort of every agency row).
 */
const newestFirst = (at: AnyColumn, id: AnyColumn) => [sql`${at} desc nulls last`, sql`${id} desc nulls last`]

const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

/** The client's name with its accents folded, and the typed word folded alike (client-name-search.ts). */
const clientMatches = (first: SQL, last: SQL, word: string) =>
  ilike(sql`translate(concat_ws(' ', ${first}, ${last}), ${ACCENTED}, ${PLAIN})`, likeWord(foldAccents(word)))

const hi = {
  first: sql<string | null>`${hotelInterests.payload}->'guests'->0->>'firstName'`,
  last: sql<string | null>`${hotelInterests.payload}->'guests'->0->>'lastName'`,
  reference: sql<string>`coalesce(${hotelInterests.payload}->>'leadReference', 'HI-' || upper(right(${hotelInterests.id}, 8)))`,
  currency: sql<string | null>`${hotelInterests.payload}->'price'->>'currency'`,
  total: sql<number | null>`(${hotelInterests.payload}->'price'->>'total')::float8`,
  commission: sql<number | null>`(${hotelInterests.payload}->'partnerAgency'->>'commissionForPartner')::float8`,
}
const lc = {
  first: sql<string | null>`${leads.client}->>'firstName'`,
  last: sql<string | null>`${leads.client}->>'lastName'`,
}

export function createLeadListRepository(db: Db) {
  function leadWhere(f: ListFilter, cursor: Cursor | null): SQL | undefined {
    return and(
      isNull(leads.deletedAt),
      f.agencyId ? eq(leads.travelAgencyId, f.agencyId) : undefined,
      f.userId ? eq(leads.userId, f.userId) : undefined,
      f.status ? eq(leads.status, f.status) : undefined,
      f.from ? gte(leads.checkOut, f.from) : undefined,
      f.to ? lte(leads.checkIn, f.to) : undefined,
      f.subjectId ? eq(leads.propertyId, f.subjectId) : undefined,
      f.client ? clientMatches(lc.first, lc.last, f.client) : undefined,
      cursor ? sql`(${leads.createdAt}, ${leads.id}) < (${cursor.at}::timestamptz, ${cursor.id})` : undefined,
    )
  }
  function interestWhere(f: ListFilter, cursor: Cursor | null): SQL | undefined {
    return and(
      f.agencyId ? eq(hotelInterests.travelAgencyId, f.agencyId) : undefined,
      f.userId ? eq(hotelInterests.userId, f.userId) : undefined,
      f.from ? gte(hotelInterests.checkOut, f.from) : undefined,
      f.to ? lte(hotelInterests.checkIn, f.to) : undefined,
      f.subjectId ? eq(hotelInterests.hotelId, f.subjectId) : undefined,
      f.client ? clientMatches(hi.first, hi.last, f.client) : undefined,
      cursor
        ? sql`(${hotelInterests.createdAt}, ${hotelInterests.id}) < (${cursor.at}::timestamptz, ${cursor.id})`
        : undefined,
    )
  }
  const wantsLeads = (f: ListFilter) => f.kind !== 'hotel'
  const wantsInterests = (f: ListFilter) => f.kind !== 'property' && (!f.status || f.status === 'interest')

  return {
    /** Up to `limit` rows of both kinds after the cursor, newest first. */
    async page(f: ListFilter, cursor: Cursor | null, limit: number): Promise<ListRow[]> {
      const [fromLeads, fromInterests] = await Promise.all([
        wantsLeads(f)
          ? db
              .select({
                kind: sql<'property'>`'property'`,
                id: leads.id,
                reference: leads.reference,
                status: leads.status,
                firstName: lc.first,
                lastName: lc.last,
                subjectId: leads.propertyId,
                subjectName: properties.name,
                subjectCity: properties.city,
                checkIn: leads.checkIn,
                checkOut: leads.checkOut,
                currency: sql<string | null>`coalesce(${leads.currency}, ${properties.currency})`,
                total: leads.total,
                commission: leads.commission,
                agentId: leads.userId,
                agentFirstName: users.firstName,
                agentLastName: users.lastName,
                agentEmail: users.email,
                agencyId: leads.travelAgencyId,
                agencyName: travelAgencies.name,
                createdAt: leads.createdAt,
                at: sql<string>`${leads.createdAt}::text`,
              })
              .from(leads)
              .leftJoin(properties, eq(properties.id, leads.propertyId))
              .leftJoin(users, eq(users.id, leads.userId))
              .leftJoin(travelAgencies, eq(travelAgencies.id, leads.travelAgencyId))
              .where(leadWhere(f, cursor))
              .orderBy(...newestFirst(leads.createdAt, leads.id))
              .limit(limit)
          : [],
        wantsInterests(f)
          ? db
              .select({
                kind: sql<'hotel'>`'hotel'`,
                id: hotelInterests.id,
                reference: hi.reference,
                status: sql<LeadStatus>`'interest'`,
                firstName: hi.first,
                lastName: hi.last,
                subjectId: hotelInterests.hotelId,
                subjectName: hotels.name,
                subjectCity: hotels.city,
                checkIn: hotelInterests.checkIn,
                checkOut: hotelInterests.checkOut,
                currency: hi.currency,
                total: hi.total,
                commission: hi.commission,
                agentId: hotelInterests.userId,
                agentFirstName: users.firstName,
                agentLastName: users.lastName,
                agentEmail: users.email,
                agencyId: hotelInterests.travelAgencyId,
                agencyName: travelAgencies.name,
                createdAt: hotelInterests.createdAt,
                at: sql<string>`${hotelInterests.createdAt}::text`,
              })
              .from(hotelInterests)
              .leftJoin(hotels, eq(hotels.id, hotelInterests.hotelId))
              .leftJoin(users, eq(users.id, hotelInterests.userId))
              .leftJoin(travelAgencies, eq(travelAgencies.id, hotelInterests.travelAgencyId))
              .where(interestWhere(f, cursor))
              .orderBy(...newestFirst(hotelInterests.createdAt, hotelInterests.id))
              .limit(limit)
          : [],
      ])
      return [...(fromLeads as ListRow[]), ...(fromInterests as ListRow[])]
        .sort(
          (a, b) =>
            b.createdAt.getTime() - a.createdAt.getTime() ||
            (b.at > a.at ? 1 : b.at < a.at ? -1 : b.id > a.id ? 1 : -1),
        )
        .slice(0, limit)
    },

    /** The agency's change stamp: its last lead write and its newest hotel interest (list-cache.ts). */
    async stamp(agencyId: string): Promise<string> {
      const [row] = await db
        .select({
          leads: sql<
            string | null
          >`(select max(${leads.updatedAt})::text from ${leads} where ${leads.travelAgencyId} = ${agencyId})`,
          interests: sql<
            string | null
          >`(select max(${hotelInterests.createdAt})::text from ${hotelInterests} where ${hotelInterests.travelAgencyId} = ${agencyId})`,
        })
        .from(sql`(select 1) as one`)
      return `${row?.leads ?? ''}|${row?.interests ?? ''}`
    },

    /** Count, value and commission per month of check-in, status and currency. */
    async report(f: ListFilter) {
      const leadMonth = sql<string>`to_char(${leads.checkIn}, 'YYYY-MM')`
      const interestMonth = sql<string>`to_char(${hotelInterests.checkIn}, 'YYYY-MM')`
      const [fromLeads, fromInterests] = await Promise.all([
        wantsLeads(f)
          ? db
              .select({
                month: leadMonth,
                status: leads.status,
                currency: sql<string>`coalesce(${leads.currency}, '')`,
                count: sql<number>`count(*)::int`,
                value: sql<number>`coalesce(sum(${leads.total}), 0)::float8`,
                commission: sql<number>`coalesce(sum(${leads.commission}), 0)::float8`,
              })
              .from(leads)
              .where(and(leadWhere(f, null), sql`${leads.checkIn} is not null`))
              .groupBy(leadMonth, leads.status, sql`coalesce(${leads.currency}, '')`)
          : [],
        wantsInterests(f)
          ? db
              .select({
                month: interestMonth,
                status: sql<LeadStatus>`'interest'`,
                currency: sql<string>`coalesce(${hi.currency}, '')`,
                count: sql<number>`count(*)::int`,
                value: sql<number>`coalesce(sum(${hi.total}), 0)::float8`,
                commission: sql<number>`coalesce(sum(${hi.commission}), 0)::float8`,
              })
              .from(hotelInterests)
              .where(interestWhere(f, null))
              .groupBy(interestMonth, sql`coalesce(${hi.currency}, '')`)
          : [],
      ])
      return [...fromLeads, ...fromInterests]
    },
  }
}
export type LeadListRepository = ReturnType<typeof createLeadListRepository>
