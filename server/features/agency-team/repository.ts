import { and, asc, count, desc, eq, gt, isNull, ne, sql } from 'drizzle-orm'
import type { AgencyEventKind, TeamRole } from '#domain/agency-team/types.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { agencyEvents, agencyInvitations, travelAgencies, users } from '#server/db/schema.ts'
import type { Outbox, OutgoingMail } from '#server/integrations/mail/outbox.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type InvitationRow = typeof agencyInvitations.$inferSelect
export type MemberRow = typeof users.$inferSelect
export type NewEvent = {
  actorId: string | null
  kind: AgencyEventKind
  subject?: string | null
  detail?: string | null
}

const HISTORY_LIMIT = 200
const INVITATIONS_LIMIT = 200

/** The agency's people, their invitations and the history of changes (docs/product/agency.md). */
export function createAgencyTeamRepository(db: Db, outbox: Outbox) {
  const record = (tx: Tx, agencyId: string, event: NewEvent) =>
    tx.insert(agencyEvents).values({
      id: newObjectId(),
      travelAgencyId: agencyId,
      actorId: event.actorId,
      kind: event.kind,
      subject: event.subject ?? null,
      detail: event.detail ?? null,
    })
  const open = (now: Date) =>
    and(isNull(agencyInvitations.acceptedAt), isNull(agencyInvitations.revokedAt), gt(agencyInvitations.expiresAt, now))
  return {
    async agency(id: string) {
      const [row] = await db
        .select({
          id: travelAgencies.id,
          name: travelAgencies.name,
          emailDomain: travelAgencies.emailDomain,
          autoInviteEmailDomain: travelAgencies.autoInviteEmailDomain,
        })
        .from(travelAgencies)
        .where(eq(travelAgencies.id, id))
        .limit(1)
      return row
    },
    /** The whole agency row (the answer's TravelAgencyDto). */
    async agencyRow(id: string) {
      const [row] = await db.select().from(travelAgencies).where(eq(travelAgencies.id, id)).limit(1)
      return row
    },
    members(agencyId: string): Promise<MemberRow[]> {
      return db.select().from(users).where(eq(users.travelAgencyId, agencyId)).orderBy(asc(users.createdAt))
    },
    async member(agencyId: string, userId: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(and(eq(users.id, userId), eq(users.travelAgencyId, agencyId)))
        .limit(1)
      return row
    },
    async activeSupervisors(agencyId: string): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(users)
        .where(and(eq(users.travelAgencyId, agencyId), eq(users.role, 'supervisorAgent'), isNull(users.disabledAt)))
      return row?.n ?? 0
    },
    invitations(agencyId: string): Promise<InvitationRow[]> {
      return db
        .select()
        .from(agencyInvitations)
        .where(eq(agencyInvitations.travelAgencyId, agencyId))
        .orderBy(desc(agencyInvitations.createdAt))
        .limit(INVITATIONS_LIMIT)
    },
    async invitation(agencyId: string, id: string): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyInvitations)
        .where(and(eq(agencyInvitations.id, id), eq(agencyInvitations.travelAgencyId, agencyId)))
        .limit(1)
      return row
    },
    async openInvitationFor(agencyId: string, email: string, now: Date): Promise<InvitationRow | undefined> {
      const [row] = await db
        .select()
        .from(agencyInvitations)
        .where(
          and(
            eq(agencyInvitations.travelAgencyId, agencyId),
            sql`lower(${agencyInvitations.email}) = ${email}`,
            open(now),
          ),
        )
        .limit(1)
      return row
    },
    async openCount(agencyId: string, now: Date): Promise<number> {
      const [row] = await db
        .select({ n: count() })
        .from(agencyInvitations)
        .where(and(eq(agencyInvitations.travelAgencyId, agencyId), open(now)))
      return row?.n ?? 0
    },
    async userByEmail(email: string): Promise<MemberRow | undefined> {
      const [row] = await db
        .select()
        .from(users)
        .where(sql`lower(${users.email}) = ${email}`)
        .limit(1)
      return row
    },
    /** The invitation, its history entry and its mail, together. */
    async invite(
      row: Omit<InvitationRow, 'acceptedAt' | 'acceptedBy' | 'revokedAt' | 'createdAt'>,
      event: NewEvent,
      mail: OutgoingMail,
    ): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(agencyInvitations).values(row).returning()
        await record(tx, row.travelAgencyId, event)
        await outbox.enqueue(mail, tx)
        return created!
      })
    },
    /** A new link (the old one stops working) and a new expiry, mailed again. */
    async resend(
      invitation: InvitationRow,
      next: { tokenHash: string; expiresAt: Date },
      event: NewEvent,
      mail: OutgoingMail,
    ): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(agencyInvitations)
          .set(next)
          .where(eq(agencyInvitations.id, invitation.id))
          .returning()
        await record(tx, invitation.travelAgencyId, event)
        await outbox.enqueue(mail, tx)
        return updated!
      })
    },
    async revoke(invitation: InvitationRow, now: Date, event: NewEvent): Promise<InvitationRow> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(agencyInvitations)
          .set({ revokedAt: now })
          .where(eq(agencyInvitations.id, invitation.id))
          .returning()
        await record(tx, invitation.travelAgencyId, event)
        return updated!
      })
    },
    async changeMember(
      agencyId: string,
      userId: string,
      set: { role?: TeamRole; disabledAt?: Date | null },
      events: NewEvent[],
    ): Promise<MemberRow> {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(users)
          .set(set)
          .where(and(eq(users.id, userId), eq(users.travelAgencyId, agencyId)))
          .returning()
        for (const event of events) await record(tx, agencyId, event)
        return updated!
      })
    },
    async autoInviteTaken(domain: string, exceptAgencyId: string): Promise<boolean> {
      const [row] = await db
        .select({ id: travelAgencies.id })
        .from(travelAgencies)
        .where(
          and(sql`lower(${travelAgencies.autoInviteEmailDomain}) = ${domain}`, ne(travelAgencies.id, exceptAgencyId)),
        )
        .limit(1)
      return Boolean(row)
    },
    async setAutoInvite(agencyId: string, domain: string | null, event: NewEvent) {
      return db.transaction(async (tx) => {
        const [updated] = await tx
          .update(travelAgencies)
          .set({ autoInviteEmailDomain: domain })
          .where(eq(travelAgencies.id, agencyId))
          .returning()
        await record(tx, agencyId, event)
        return updated!
      })
    },
    /** Newest first, with the actor's name. */
    history(agencyId: string) {
      return db
        .select({
          id: agencyEvents.id,
          kind: agencyEvents.kind,
          subject: agencyEvents.subject,
          detail: agencyEvents.detail,
          createdAt: agencyEvents.createdAt,
          actorEmail: users.email,
          actorFirstName: users.firstName,
          actorLastName: users.lastName,
        })
        .from(agencyEvents)
        .leftJoin(users, eq(users.id, agencyEvents.actorId))
        .where(eq(agencyEvents.travelAgencyId, agencyId))
        .orderBy(desc(agencyEvents.createdAt), desc(agencyEvents.id))
        .limit(HISTORY_LIMIT)
    },
    async byTokenHash(tokenHash: string) {
      const [row] = await db
        .select({ invitation: agencyInvitations, agencyName: travelAgencies.name })
        .from(agencyInvitations)
        .innerJoin(travelAgencies, eq(travelAgencies.id, agencyInvitations.travelAgencyId))
        .where(eq(agencyInvitations.tokenHash, tokenHash))
        .limit(1)
      return row
    },
    async markAccepted(invitation: InvitationRow, userId: string, now: Date): Promise<void> {
      await db
        .update(agencyInvitations)
        .set({ acceptedAt: now, acceptedBy: userId })
        .where(and(eq(agencyInvitations.id, invitation.id), isNull(agencyInvitations.acceptedAt)))
    },
    /**
     * Joins: the invitation still open and the person in no agency, both checked in the update itself, so two
     * tabs (or two invitations) accept once. Answers what stopped it, or the joined user.
     */
    async accept(
      invitation: InvitationRow,
      userId: string,
      now: Date,
      event: NewEvent,
    ): Promise<{ ok: true; user: MemberRow } | { ok: false; reason: 'gone' | 'member' }> {
      return db
        .transaction(async (tx) => {
          const [taken] = await tx
            .update(agencyInvitations)
            .set({ acceptedAt: now, acceptedBy: userId })
            .where(and(eq(agencyInvitations.id, invitation.id), open(now)))
            .returning({ id: agencyInvitations.id })
          if (!taken) throw new AcceptStopped('gone')
          const [user] = await tx
            .update(users)
            .set({ travelAgencyId: invitation.travelAgencyId, role: invitation.role })
            .where(and(eq(users.id, userId), isNull(users.travelAgencyId)))
            .returning()
          if (!user) throw new AcceptStopped('member')
          await record(tx, invitation.travelAgencyId, event)
          return { ok: true as const, user }
        })
        .catch((error: unknown) => {
          if (error instanceof AcceptStopped) return { ok: false as const, reason: error.reason }
          throw error
        })
    },
  }
}
export type AgencyTeamRepository = ReturnType<typeof createAgencyTeamRepository>

class AcceptStopped extends Error {
  constructor(readonly reason: 'gone' | 'member') {
    super(reason)
  }
}
