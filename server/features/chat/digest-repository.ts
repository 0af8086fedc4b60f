/**
 * The reads and writes of the chat's e-mail digests (docs/decisions/106-chat-digests.md).
 */
import { sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'

export type DueMember = {
  cid: string
  userId: string
  email: string
  /** messages after this seq are new to the member (the read marker or the last digest) */
  fromSeq: number
  hotelName: string
}
export type DigestMessage = { seq: number; text: string; createdAt: Date | string; author: string }

async function rows<T>(db: Pick<Db, 'execute'>, query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows
}

export function createDigestRepository(db: Db, outbox: Outbox) {
  return {
    /** Members with messages by others after their read marker and after their last digest, none mailed since `cutoff`. */
    due: (cutoff: Date, limit: number) =>
      rows<DueMember>(
        db,
        sql`select m.cid, m.user_id as "userId", u.email, greatest(m.read_seq, m.digest_seq) as "fromSeq",
            h.name as "hotelName"
          from chat_members m
          join chat_channels c on c.id = m.cid
          join users u on u.id = m.user_id
          join hotels h on h.id = c.hotel_id
          where c.last_seq > greatest(m.read_seq, m.digest_seq)
            and (m.last_digest_at is null or m.last_digest_at < ${cutoff.toISOString()})
            and exists (select 1 from chat_messages x where x.cid = m.cid
              and x.seq > greatest(m.read_seq, m.digest_seq) and x.author_id <> m.user_id)
          limit ${limit}`,
      ),

    /**
     * One transaction: claims the member's digest (no other process mails it within the interval),
     * reads the new messages (at most `limit`, the newest) and puts the mail into the outbox.
     */
    async send(
      d: DueMember,
      at: Date,
      cutoff: Date,
      limit: number,
      mail: (messages: DigestMessage[]) => OutgoingMail | null,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const claimed = await rows<{ fromSeq: number }>(
          tx,
          sql`update chat_members m set last_digest_at = ${at.toISOString()},
              digest_seq = (select c.last_seq from chat_channels c where c.id = m.cid)
            where m.cid = ${d.cid} and m.user_id = ${d.userId}
              and (m.last_digest_at is null or m.last_digest_at < ${cutoff.toISOString()})
            returning ${d.fromSeq}::int as "fromSeq"`,
        )
        if (claimed.length === 0) return false
        const messages = await rows<DigestMessage>(
          tx,
          sql`select x.seq, x.text, x.created_at as "createdAt",
              coalesce(nullif(trim(coalesce(a.first_name, '') || ' ' || coalesce(a.last_name, '')), ''), a.email) as author
            from chat_messages x join users a on a.id = x.author_id
            where x.cid = ${d.cid} and x.seq > ${d.fromSeq} and x.author_id <> ${d.userId}
            order by x.seq desc limit ${limit}`,
        )
        const m = mail(messages.reverse())
        if (m) await outbox.enqueue(m, tx)
        return m !== null
      })
    },
  }
}
export type DigestRepository = ReturnType<typeof createDigestRepository>
