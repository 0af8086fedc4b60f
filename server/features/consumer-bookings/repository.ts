import { and, eq, isNull, sql } from 'drizzle-orm'
import { propertyById, staysOverlapping } from '#server/db/catalogue-queries.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { leads } from '#server/db/schema.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'

export type NewConsumerLead = Omit<
  typeof leads.$inferInsert,
  'id' | 'createdAt' | 'updatedAt' | 'travelAgencyId' | 'userId'
>
type LeadRow = typeof leads.$inferSelect
export type StoreResult = { created: true; id: string } | { created: false; existing: LeadRow }

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

    /** The property's stays that overlap [checkIn, checkOut), with their rates. */
    staysOverlapping: (propertyId: string, checkIn: string, checkOut: string) =>
      staysOverlapping(db, propertyId, checkIn, checkOut),

    /**
     * One transaction: the lead and its outbox mails. The leads' unique index covers (agency, key)
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
        for (const mail of mails(id)) await outbox.enqueue(mail, tx)
        return { created: true as const, id }
      })
    },
  }
}
export type ConsumerBookingRepository = ReturnType<typeof createConsumerBookingRepository>
