import { and, eq, gt, isNotNull, isNull, sql } from 'drizzle-orm'
import { autoInviteDomainFor } from '#domain/onboarding/public-email-domains.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { pendingRegistrations, travelAgencies, users } from '#server/db/schema.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type PendingInput = {
  email: string
  passwordHash: string
  firstName: string
  lastName: string | null
  tokenHash: string
  returnTo: string | null
  expiresAt: Date
}

export type Completed = { accountId: string; returnTo: string | null }

const lowerEmail = (email: string) => sql`lower(${pendingRegistrations.email}) = ${email.trim().toLowerCase()}`

/**
 * The pending registrations (one row per lower-case e-mail) and the account a confirmed one
 * becomes (docs/decisions/120-registration-and-email-verification.md). Only SHA-256 hashes of the
 * link and sign-in tokens are stored. After the confirmation the row's token hash is the one-time
 * sign-in token's (used_at set, expiring 10 minutes later), so the link itself can never work again.
 */
export function createRegistrationRepository(db: Db, outbox: Outbox) {
  return {
    async accountExists(email: string): Promise<boolean> {
      const [row] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${email.trim().toLowerCase()}`)
        .limit(1)
      return Boolean(row)
    },

    /** Stores or replaces this e-mail's pending registration (the old link stops working) and queues its mail. */
    async savePending(p: PendingInput, mail: OutgoingMail): Promise<void> {
      await db.transaction(async (tx) => {
        const values = { ...p, usedAt: null, createdAt: new Date() }
        const replace = () =>
          tx
            .update(pendingRegistrations)
            .set(values)
            .where(lowerEmail(p.email))
            .returning({ id: pendingRegistrations.id })
        if (!(await replace()).length) {
          const inserted = await tx
            .insert(pendingRegistrations)
            .values({ id: newObjectId(), ...values })
            .onConflictDoNothing()
            .returning({ id: pendingRegistrations.id })
          // a registration of the same e-mail committed in between: replace that one
          if (!inserted.length) await replace()
        }
        await outbox.enqueue(mail, tx)
      })
    },

    async queueMail(mail: OutgoingMail): Promise<void> {
      await outbox.enqueue(mail)
    },

    /** Whether a link's token is still unused and unexpired (the confirmation page, which changes nothing). */
    async usable(tokenHash: string, now: Date): Promise<boolean> {
      const [row] = await db
        .select({ id: pendingRegistrations.id })
        .from(pendingRegistrations)
        .where(
          and(
            eq(pendingRegistrations.tokenHash, tokenHash),
            isNull(pendingRegistrations.usedAt),
            gt(pendingRegistrations.expiresAt, now),
          ),
        )
        .limit(1)
      return Boolean(row)
    },

    /**
     * In one transaction: the unused, unexpired registration of `tokenHash` becomes an agent's
     * account (in the agency whose auto-invite domain is the e-mail's, if any) and is marked used,
     * its token hash replaced by `loginTokenHash` valid until `loginUntil`. Undefined when the link
     * cannot be used (or an account of that e-mail came into being meanwhile).
     */
    async complete(tokenHash: string, loginTokenHash: string, now: Date, loginUntil: Date) {
      return db.transaction(async (tx): Promise<Completed | undefined> => {
        const [row] = await tx
          .select()
          .from(pendingRegistrations)
          .where(
            and(
              eq(pendingRegistrations.tokenHash, tokenHash),
              isNull(pendingRegistrations.usedAt),
              gt(pendingRegistrations.expiresAt, now),
            ),
          )
          .for('update')
        if (!row) return undefined
        const travelAgencyId = await autoInviteAgency(tx, row.email)
        const created = await tx
          .insert(users)
          .values({
            id: newObjectId(),
            email: row.email,
            passwordHash: row.passwordHash,
            role: 'agent',
            firstName: row.firstName,
            lastName: row.lastName,
            travelAgencyId,
          })
          .onConflictDoNothing()
          .returning({ id: users.id })
        await tx
          .update(pendingRegistrations)
          .set({ usedAt: now, tokenHash: loginTokenHash, expiresAt: created.length ? loginUntil : now })
          .where(eq(pendingRegistrations.id, row.id))
        return created[0] ? { accountId: created[0].id, returnTo: row.returnTo } : undefined
      })
    },

    /** The account of a one-time sign-in token, used up by this call; undefined when unknown, used or expired. */
    async redeemLogin(loginTokenHash: string, now: Date): Promise<string | undefined> {
      const [row] = await db
        .update(pendingRegistrations)
        .set({ expiresAt: now })
        .where(
          and(
            eq(pendingRegistrations.tokenHash, loginTokenHash),
            isNotNull(pendingRegistrations.usedAt),
            gt(pendingRegistrations.expiresAt, now),
          ),
        )
        .returning({ email: pendingRegistrations.email })
      if (!row) return undefined
      const [user] = await db
        .select({ id: users.id })
        .from(users)
        .where(sql`lower(${users.email}) = ${row.email.toLowerCase()}`)
        .limit(1)
      return user?.id
    },
  }
}
export type RegistrationRepository = ReturnType<typeof createRegistrationRepository>

/** The agency whose auto-invite domain is the e-mail's non-public domain (never for gmail.com and the like). */
async function autoInviteAgency(tx: Tx, email: string): Promise<string | null> {
  const domain = autoInviteDomainFor(email)
  if (!domain) return null
  const [agency] = await tx
    .select({ id: travelAgencies.id })
    .from(travelAgencies)
    .where(sql`lower(${travelAgencies.autoInviteEmailDomain}) = ${domain}`)
    .orderBy(travelAgencies.createdAt)
    .limit(1)
  return agency?.id ?? null
}
