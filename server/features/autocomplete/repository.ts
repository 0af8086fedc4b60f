import { and, desc, eq, ilike, sql, type AnyColumn, type SQL } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { hotelInterests, leads } from '#server/db/schema.ts'

/** One client mention: a saved hotel interest or a property lead of the agency. */
export type ClientMention = {
  /** the lead's own reference: the property lead's reference, the interest's ('HI-…') */
  leadReference: string
  firstName: string | null
  lastName: string | null
  nationality: string | null
  amexCardMember: string | null
  /** client reference (CC…) */
  cc: string | null
  createdAt: Date
}

/** The searchable text of a mention: names and references, space separated. */
const haystack = (parts: (SQL | AnyColumn)[]) => sql`concat_ws(' ', ${sql.join(parts, sql`, `)})`

/** Escapes LIKE's wildcards so a typed % or _ matches itself. */
const likeWord = (word: string) => `%${word.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%`

const interestFields = {
  /** as the interest was stored ('HI-' and the id's last 8 characters when the payload has none) */
  reference: sql<string>`coalesce(${hotelInterests.payload}->>'leadReference', 'HI-' || upper(right(${hotelInterests.id}, 8)))`,
  first: sql<string | null>`${hotelInterests.payload}->'guests'->0->>'firstName'`,
  last: sql<string | null>`${hotelInterests.payload}->'guests'->0->>'lastName'`,
  card: sql<string | null>`${hotelInterests.payload}->>'amexCardMember'`,
  tls: sql<string | null>`${hotelInterests.payload}->'partnerAgency'->>'tls'`,
  cc: sql<
    string | null
  >`coalesce(${hotelInterests.payload}->>'clientReference', ${hotelInterests.payload}->'partnerAgency'->>'cc')`,
}
const leadFields = {
  first: sql<string | null>`${leads.client}->>'firstName'`,
  last: sql<string | null>`${leads.client}->>'lastName'`,
  nationality: sql<string | null>`${leads.client}->>'nationality'`,
  card: sql<string | null>`${leads.client}->>'amexCardMember'`,
  tls: sql<string | null>`${leads.partner}->>'tls'`,
  cc: sql<string | null>`${leads.partner}->>'cc'`,
}

export function createAutocompleteRepository(db: Db) {
  /**
   * Interests and leads of the agency, newest first; every word must occur in a name or a
   * reference (lead, booking or client reference).
   */
  async function mentions(agencyId: string, words: string[], limit: number): Promise<ClientMention[]> {
    const i = interestFields
    const l = leadFields
    const interestText = haystack([i.first, i.last, i.reference, i.tls, i.cc])
    const leadText = haystack([l.first, l.last, leads.reference, l.tls, l.cc])
    const [fromInterests, fromLeads] = await Promise.all([
      db
        .select({
          leadReference: i.reference,
          firstName: i.first,
          lastName: i.last,
          nationality: sql<string | null>`null`,
          amexCardMember: i.card,
          cc: i.cc,
          createdAt: hotelInterests.createdAt,
        })
        .from(hotelInterests)
        .where(and(eq(hotelInterests.travelAgencyId, agencyId), ...words.map((w) => ilike(interestText, likeWord(w)))))
        .orderBy(desc(hotelInterests.createdAt), desc(hotelInterests.id))
        .limit(limit),
      db
        .select({
          leadReference: leads.reference,
          firstName: l.first,
          lastName: l.last,
          nationality: l.nationality,
          amexCardMember: l.card,
          cc: l.cc,
          createdAt: leads.createdAt,
        })
        .from(leads)
        .where(and(eq(leads.travelAgencyId, agencyId), ...words.map((w) => ilike(leadText, likeWord(w)))))
        .orderBy(desc(leads.createdAt), desc(leads.id))
        .limit(limit),
    ])
    return [...fromInterests, ...fromLeads].sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())
  }
  return { mentions }
}
export type AutocompleteRepository = ReturnType<typeof createAutocompleteRepository>
