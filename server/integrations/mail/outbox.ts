import { and, count, desc, eq, gt, min, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { mailOutbox } from '#server/db/schema.ts'
import { redactText, redactValue } from '#domain/logs/redact.ts'
import { LIMIT_MESSAGES } from '#domain/http/limit-messages.ts'
import { TooManyRequestsError } from '#server/lib/errors.ts'

export type OutgoingMail = {
  kind: string
  subject: string
  recipient: string
  replyTo?: string | null
  payload: Record<string, unknown>
  /** to an address a visitor typed into a form (a confirmation): counted against the recipient's cap */
  toVisitor?: boolean
}

/** The answer when a visitor's form would mail an address more often than the cap allows. */
export const RECIPIENT_CAP_MESSAGE = LIMIT_MESSAGES.recipientCap
const DAY_MS = 24 * 60 * 60_000

/**
 * The mail outbox: every e-mail the product sends is first a row here (in the caller's
 * transaction when it has one). A delivery worker (SMTP, when configured) sends pending rows;
 * in the embedded default they stay readable by admins. Every mail passes the one redaction rule
 * first (docs/decisions/087-one-redaction-rule.md): a crash report, a contact message or any other
 * mail never stores a card number, a token or a password.
 *
 * A mail to a visitor's address (`toVisitor`) is refused with a TooManyRequestsError (429, rolling
 * back the caller's transaction) once that address got `mailsPerRecipientPerDay` mails in the
 * last 24 hours. The count is read from the outbox itself, which every server process shares
 * (docs/decisions/084-mail-and-write-limits.md).
 */
export function createOutbox(db: Db, opts: { mailsPerRecipientPerDay?: number; now?: () => number } = {}) {
  const cap = opts.mailsPerRecipientPerDay ?? 5
  const now = opts.now ?? Date.now
  return {
    async enqueue(mail: OutgoingMail, tx: Pick<Db, 'insert' | 'select'> = db): Promise<number> {
      const { toVisitor, ...row } = mail
      if (toVisitor) await checkRecipientCap(tx, row.recipient, cap, now())
      const rows = await tx
        .insert(mailOutbox)
        .values({
          ...row,
          subject: redactText(row.subject),
          payload: redactValue(row.payload) as Record<string, unknown>,
          replyTo: row.replyTo ?? null,
        })
        .returning({ id: mailOutbox.id })
      return rows[0]!.id
    },
    async latest(limit = 50) {
      return db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(limit)
    },
    async byId(id: number): Promise<typeof mailOutbox.$inferSelect | undefined> {
      const [row] = await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)).limit(1)
      return row
    },
  }
}
export type Outbox = ReturnType<typeof createOutbox>

/**
 * The cap's count: the mails to one address (in any letter case) since `since`, and the oldest of
 * them. `lower(recipient), created_at` is the index `mail_outbox_recipient_idx` (server/db/schema.ts).
 */
export const recipientMails = (tx: Pick<Db, 'select'>, recipient: string, since: Date) =>
  tx
    .select({ sent: count(), oldest: min(mailOutbox.createdAt) })
    .from(mailOutbox)
    .where(
      and(eq(sql`lower(${mailOutbox.recipient})`, recipient.trim().toLowerCase()), gt(mailOutbox.createdAt, since)),
    )

async function checkRecipientCap(tx: Pick<Db, 'select'>, recipient: string, cap: number, t: number) {
  const [row] = await recipientMails(tx, recipient, new Date(t - DAY_MS))
  if (!row || row.sent < cap) return
  const oldest = row.oldest ? new Date(row.oldest).getTime() : t
  throw new TooManyRequestsError(Math.max(1, Math.ceil((oldest + DAY_MS - t) / 1000)), RECIPIENT_CAP_MESSAGE)
}
