import { randomBytes } from 'node:crypto'
import { and, asc, eq, gt, isNull, lt, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { leads, properties, stays } from '#server/db/schema.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'

/** Mongo-style 24-hex ids, like every other entity (docs/product/catalogue.md#ids). */
const newObjectId = () => randomBytes(12).toString('hex')

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
      const rows = await db
        .select({
          id: properties.id,
          name: properties.name,
          city: properties.city,
          country: properties.country,
          currency: properties.currency,
          bedsAdults: properties.bedsAdults,
          bedsChildren: properties.bedsChildren,
          petsAllowed: properties.petsAllowed,
          serviceLevels: properties.serviceLevels,
          operator: properties.operator,
          operatorId: properties.operatorId,
          salesInformation: properties.salesInformation,
        })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1)
      return rows[0] ?? null
    },

    /** The property's stays that overlap [checkIn, checkOut), with their rates. */
    async staysOverlapping(propertyId: string, checkIn: string, checkOut: string) {
      return db
        .select({ checkIn: stays.checkIn, checkOut: stays.checkOut, available: stays.available, rates: stays.rates })
        .from(stays)
        .where(and(eq(stays.propertyId, propertyId), lt(stays.checkIn, checkOut), gt(stays.checkOut, checkIn)))
        .orderBy(asc(stays.checkIn))
    },

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
