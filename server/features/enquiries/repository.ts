import { and, count, eq, gte, sql } from 'drizzle-orm'
import { propertyById, staysOverlapping } from '#server/db/catalogue-queries.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { enquiries, mailOutbox } from '#server/db/schema.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'

type EnquiryRow = typeof enquiries.$inferSelect
export type NewEnquiry = Omit<typeof enquiries.$inferInsert, 'id' | 'createdAt'>

export type StoreResult = { created: true; id: string } | { created: false; existing: EnquiryRow }

export function createEnquiryRepository(db: Db, outbox: Outbox) {
  return {
    async propertyForEnquiry(id: string) {
      return (await propertyById(db, id, ['id', 'name', 'city', 'serviceLevels'] as const)) ?? null
    },

    /** The property's stays that overlap [checkIn, checkOut). */
    staysOverlapping: (propertyId: string, checkIn: string, checkOut: string) =>
      staysOverlapping(db, propertyId, checkIn, checkOut),

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
