import { randomBytes } from 'node:crypto'
import { and, asc, count, eq, gt, gte, lt, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { enquiries, mailOutbox, properties, stays } from '#server/db/schema.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'

type EnquiryRow = typeof enquiries.$inferSelect
export type NewEnquiry = Omit<typeof enquiries.$inferInsert, 'id' | 'createdAt'>

/** Mongo-style 24-hex ids, like every other entity (`_id`, docs/product/catalogue.md#ids). */
const newObjectId = () => randomBytes(12).toString('hex')

export type StoreResult = { created: true; id: string } | { created: false; existing: EnquiryRow }

export function createEnquiryRepository(db: Db, outbox: Outbox) {
  return {
    async propertyForEnquiry(id: string) {
      const rows = await db
        .select({
          id: properties.id,
          name: properties.name,
          city: properties.city,
          serviceLevels: properties.serviceLevels,
        })
        .from(properties)
        .where(eq(properties.id, id))
        .limit(1)
      return rows[0] ?? null
    },

    /** The property's stays that overlap [checkIn, checkOut). */
    async staysOverlapping(propertyId: string, checkIn: string, checkOut: string) {
      return db
        .select({ checkIn: stays.checkIn, checkOut: stays.checkOut, available: stays.available })
        .from(stays)
        .where(and(eq(stays.propertyId, propertyId), lt(stays.checkIn, checkOut), gt(stays.checkOut, checkIn)))
        .orderBy(asc(stays.checkIn))
    },

    /**
     * Confirmation mails to this address since `since`, case and +tags ignored (the expression of
     * the index mail_outbox_confirmations_idx).
     */
    async confirmationsSince(email: string, since: Date): Promise<number> {
      const mailbox = email
        .trim()
        .toLowerCase()
        .replace(/\+[^@]*@/, '@')
      const [row] = await db
        .select({ n: count() })
        .from(mailOutbox)
        .where(
          and(
            sql`${mailOutbox.kind} = 'enquiry-confirmation'`,
            sql`regexp_replace(lower(${mailOutbox.recipient}), '\\+[^@]*@', '@') = ${mailbox}`,
            gte(mailOutbox.createdAt, since),
          ),
        )
      return row?.n ?? 0
    },

    /**
     * One transaction: the enquiry row and its outbox mails. With an idempotency key that is
     * already stored, nothing is written and the stored enquiry is returned.
     */
    async storeWithMails(enquiry: NewEnquiry, mails: (id: string) => OutgoingMail[]): Promise<StoreResult> {
      return db.transaction(async (tx) => {
        const id = newObjectId()
        const inserted = await tx
          .insert(enquiries)
          .values({ ...enquiry, id })
          .onConflictDoNothing({ target: enquiries.idempotencyKey })
          .returning({ id: enquiries.id })
        if (!inserted.length) {
          const rows = await tx
            .select()
            .from(enquiries)
            .where(eq(enquiries.idempotencyKey, enquiry.idempotencyKey!))
            .limit(1)
          return { created: false as const, existing: rows[0]! }
        }
        for (const mail of mails(id)) await outbox.enqueue(mail, tx)
        return { created: true as const, id }
      })
    },
  }
}
export type EnquiryRepository = ReturnType<typeof createEnquiryRepository>
