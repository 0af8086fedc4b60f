import { desc } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema.ts'
import { redactText, redactValue } from '#domain/logs/redact.ts'

export type OutgoingMail = {
  kind: string
  subject: string
  recipient: string
  replyTo?: string | null
  payload: Record<string, unknown>
}

/**
 * The mail outbox: every e-mail the product sends is first a row here (in the caller's
 * transaction when it has one). A delivery worker (SMTP, when configured) sends pending rows;
 * in the embedded default they stay readable by admins. Every mail passes the one redaction rule
 * first (docs/decisions/087-one-redaction-rule.md): a crash report, a contact message or any other
 * mail never stores a card number, a token or a password.
 */
export function createOutbox(db: Db) {
  return {
    async enqueue(mail: OutgoingMail, tx: Pick<Db, 'insert'> = db): Promise<number> {
      const rows = await tx
        .insert(mailOutbox)
        .values({
          ...mail,
          subject: redactText(mail.subject),
          payload: redactValue(mail.payload) as Record<string, unknown>,
          replyTo: mail.replyTo ?? null,
        })
        .returning({ id: mailOutbox.id })
      return rows[0]!.id
    },
    async latest(limit = 50) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>
