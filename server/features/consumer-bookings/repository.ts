import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import { propertyById } from '#server/db/catalogue-queries.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { leads, stays } from '#server/db/schema.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'
import { holdLeadWeeks } from '#server/db/week-holds.ts'

export type NewConsumerLead = Omit<
  typeof leads.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'travelAgencyId' | 'userId'
>
type LeadRow = typeof leads.$inferSelect
export type StoreResult = { created: true; id: string; weeksChanged: boolean } | { created: false; existing: LeadRow }

/** Consumer bookings are leads without an agency (docs/product/leads.md#consumer-booking). */
export function createConsumerBookingRepository(db: Db, outbox: Outbox) {
  return {
    async property(id: string) {
      const columns = [
        'id',
        'name',
        'city',
        'country',
        'currency',
        'bedsAdults',
        'bedsChildren',
        'petsAllowed',
        'serviceLevels',
        'operator',
        'operatorId',
        'salesInformation',
      ] as const
      return (await propertyById(db, id, columns)) ?? null
    },

    /** The property's stays that overlap [checkIn, checkOut), with their rates and the lead holding each. */
    staysOverlapping: (propertyId: string, checkIn: string, checkOut: string) =>
      db
        .select({
          checkIn: stays.checkIn,
          checkOut: stays.checkOut,
          available: stays.available,
          rates: stays.rates,
          leadId: stays.leadId,
        })
        .from(stays)
        .where(and(eq(stays.propertyId, propertyId), lt(stays.checkIn, checkOut), gt(stays.checkOut, checkIn)))
        .orderBy(asc(stays.checkIn)),

    /** The consumer booking stored under this Idempotency-Key, if any. */
    async byIdempotencyKey(key: string) {
      const [row] = await db
        .select({ id: leads.id })
        .from(leads)
        .where(and(isNull(leads.travelAgencyId), eq(leads.idempotencyKey, key)))
        .limit(1)
      return row ?? null
    },

    /**
     * One transaction: the lead, its weeks taken (week-holds.ts: WeeksSoldError when one is sold meanwhile,
     * and nothing is stored) and its outbox mails. The leads' unique index covers (agency, key)
     * and an agency of null never conflicts, so a consumer key is serialised with a transaction lock
     * on the key and looked up first: a key already stored writes nothing and returns that lead.
     */
    async store(lead: NewConsumerLead, mails: (id: string) => OutgoingMail[]): Promise<StoreResult> {
      return db.transaction(async (tx) => {
        if (lead.idempotencyKey) {
          await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`consumer-booking:${lead.idempotencyKey}`}))`)
          const existing = await tx
            .select()
            .from(leads)
            .where(and(isNull(leads.travelAgencyId), eq(leads.idempotencyKey, lead.idempotencyKey)))
            .limit(1)
          if (existing[0]) return { created: false as const, existing: existing[0] }
        }
        const id = newObjectId()
        await tx.insert(leads).values({ ...lead, id, travelAgencyId: null, userId: null })
        const period = lead.checkIn && lead.checkOut ? { checkIn: lead.checkIn, checkOut: lead.checkOut } : null
        const weeksChanged = await holdLeadWeeks(tx, id, lead.propertyId ?? null, period)
        for (const mail of mails(id)) await outbox.enqueue(mail, tx)
        return { created: true as const, id, weeksChanged }
      })
    },
  }
}
export type ConsumerBookingRepository = ReturnType<typeof createConsumerBookingRepository>
