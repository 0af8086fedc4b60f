import { and, asc, eq, isNull, sql } from 'drizzle-orm'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import {
  cardReveals,
  leadReferenceCounters,
  leadStatusHistory,
  leads,
  properties,
  travelAgencies,
  users,
} from '#server/db/schema.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'
import { giveBackWeeks, holdLeadWeeks } from '#server/db/week-holds.ts'
import { heldPeriod } from '#domain/leads/week-hold.ts'

export type LeadRow = typeof leads.$inferSelect
/** What a new lead stores; id, reference and times are the repository's. */
export type NewLead = Omit<typeof leads.$inferInsert, 'id' | 'reference' | 'createdAt' | 'updatedAt'> & {
  travelAgencyId: string
  status: LeadStatus
}
export type LeadChanges = Partial<Omit<typeof leads.$inferInsert, 'id' | 'reference' | 'travelAgencyId' | 'createdAt'>>
export type HistoryEntry = { userId: string | null; from: LeadStatus | null; to: LeadStatus; note: string | null }
/** Mails of a write; `encryptCard` seals the card with the lead's id (card-crypto binds it). */
export type WriteExtras = { mails: (lead: { id: string; reference: string }) => OutgoingMail[] }

/** Thrown inside a transaction to roll it back when the Idempotency-Key was stored meanwhile. */
class AlreadyStored extends Error {
  constructor(readonly existing: { id: string; status: LeadStatus; requestDigest: string | null }) {
    super('already stored')
  }
}

/** The writes of property leads, their history and card reveals (docs/product/leads.md). */
export function createLeadRepository(db: Db, outbox: Outbox) {
  const byKey = (tx: Pick<Db, 'select'>, agencyId: string, key: string) =>
    tx
      .select({ id: leads.id, status: leads.status, requestDigest: leads.requestDigest })
      .from(leads)
      .where(and(eq(leads.travelAgencyId, agencyId), eq(leads.idempotencyKey, key)))
      .limit(1)
      .then((rows) => rows[0])

  return {
    async agencyName(agencyId: string): Promise<string | null> {
      const [row] = await db
        .select({ name: travelAgencies.name })
        .from(travelAgencies)
        .where(eq(travelAgencies.id, agencyId))
        .limit(1)
      return row?.name ?? null
    },

    /** The lead the agency stored under this Idempotency-Key, if any. */
    byIdempotencyKey: (agencyId: string, key: string) => byKey(db, agencyId, key),

    async byId(id: string): Promise<LeadRow | undefined> {
      const [row] = await db.select().from(leads).where(eq(leads.id, id)).limit(1)
      return row
    },

    /**
     * One transaction: the next reference of the agency and year (a row lock on its counter, which
     * also serialises concurrent submits of one agency), the lead, its first history entry and its
     * mails; an option or a booking takes its weeks (week-holds.ts: WeeksSoldError when one is sold, and
     * nothing is stored). When the Idempotency-Key was stored meanwhile, everything is rolled back (no
     * number is used up) and the stored lead is answered. `weeksChanged`: stays were taken.
     */
    async create(
      lead: NewLead,
      sealCard: (id: string) => Pick<LeadChanges, 'cardNumberEncrypted'>,
      history: HistoryEntry,
      extras: WriteExtras,
      now: Date,
    ): Promise<
      | { created: true; id: string; reference: string; weeksChanged: boolean }
      | { created: false; id: string; status: LeadStatus; requestDigest: string | null }
    > {
      try {
        return await db.transaction(async (tx) => {
          const year = now.getUTCFullYear()
          const [counter] = await tx
            .insert(leadReferenceCounters)
            .values({ travelAgencyId: lead.travelAgencyId, year, last: 1 })
            .onConflictDoUpdate({
              target: [leadReferenceCounters.travelAgencyId, leadReferenceCounters.year],
              set: { last: sql`${leadReferenceCounters.last} + 1` },
            })
            .returning({ last: leadReferenceCounters.last })
          if (lead.idempotencyKey) {
            const existing = await byKey(tx, lead.travelAgencyId, lead.idempotencyKey)
            if (existing) throw new AlreadyStored(existing)
          }
          const id = newObjectId()
          const reference = `L-${year}-${String(counter!.last).padStart(4, '0')}`
          const inserted = await tx
            .insert(leads)
            .values({ ...lead, ...sealCard(id), id, reference, createdAt: now, updatedAt: now })
            .onConflictDoNothing({ target: [leads.travelAgencyId, leads.idempotencyKey] })
            .returning({ id: leads.id })
          // stored meanwhile by a request that did not wait on the same counter row (another year's)
          if (!inserted.length) throw new AlreadyStored((await byKey(tx, lead.travelAgencyId, lead.idempotencyKey!))!)
          await tx.insert(leadStatusHistory).values({
            leadId: id,
            at: now,
            userId: history.userId,
            fromStatus: history.from,
            toStatus: history.to,
            note: history.note,
          })
          const weeksChanged = await holdLeadWeeks(
            tx,
            id,
            lead.propertyId ?? null,
            heldPeriod({ status: lead.status, checkIn: lead.checkIn ?? null, checkOut: lead.checkOut ?? null }),
          )
          for (const mail of extras.mails({ id, reference })) await outbox.enqueue(mail, tx)
          return { created: true as const, id, reference, weeksChanged }
        })
      } catch (error) {
        if (error instanceof AlreadyStored) return { created: false, ...error.existing }
        throw error
      }
    },

    /**
     * One transaction: the lead's new values when its status is still `expected` (null otherwise:
     * someone changed it meanwhile), its weeks taken or given back as its status and period now say
     * (WeeksSoldError when a new week is sold), a history entry when the status changes, and the mails.
     */
    async update(
      id: string,
      expected: LeadStatus,
      changes: LeadChanges,
      history: HistoryEntry | null,
      extras: WriteExtras,
      now: Date,
    ): Promise<{ weeksChanged: boolean } | null> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(leads)
          .set({ ...changes, updatedAt: now })
          .where(and(eq(leads.id, id), eq(leads.status, expected)))
          .returning({
            id: leads.id,
            reference: leads.reference,
            propertyId: leads.propertyId,
            status: leads.status,
            checkIn: leads.checkIn,
            checkOut: leads.checkOut,
            deletedAt: leads.deletedAt,
          })
        const row = updated[0]
        if (!row) return null
        const weeksChanged = await holdLeadWeeks(
          tx,
          id,
          row.propertyId,
          heldPeriod({ ...row, deleted: !!row.deletedAt }),
        )
        if (history)
          await tx.insert(leadStatusHistory).values({
            leadId: id,
            at: now,
            userId: history.userId,
            fromStatus: history.from,
            toStatus: history.to,
            note: history.note,
          })
        for (const mail of extras.mails(row)) await outbox.enqueue(mail, tx)
        return { weeksChanged }
      })
    },

    /**
     * Soft deletion (admins): the lead is marked deleted, its weeks are given back, and a history entry keeps
     * who, when and why; null when it was deleted or its status changed meanwhile.
     */
    async softDelete(
      id: string,
      status: LeadStatus,
      userId: string,
      note: string,
      now: Date,
    ): Promise<{ weeksChanged: boolean } | null> {
      return db.transaction(async (tx) => {
        const updated = await tx
          .update(leads)
          .set({ deletedAt: now, updatedAt: now })
          .where(and(eq(leads.id, id), eq(leads.status, status), isNull(leads.deletedAt)))
          .returning({ id: leads.id })
        if (!updated.length) return null
        await tx
          .insert(leadStatusHistory)
          .values({ leadId: id, at: now, userId, fromStatus: status, toStatus: status, note })
        return { weeksChanged: await giveBackWeeks(tx, id) }
      })
    },

    /** The lead with its property, agency and author, for its page. */
    async detail(id: string) {
      const [row] = await db
        .select({
          lead: leads,
          property: {
            id: properties.id,
            name: properties.name,
            city: properties.city,
            country: properties.country,
            slug: properties.slug,
            propertyType: properties.propertyType,
            thumbnail: properties.thumbnail,
            images: properties.images,
            currency: properties.currency,
          },
          agencyName: travelAgencies.name,
          author: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(leads)
        .leftJoin(properties, eq(properties.id, leads.propertyId))
        .leftJoin(travelAgencies, eq(travelAgencies.id, leads.travelAgencyId))
        .leftJoin(users, eq(users.id, leads.userId))
        .where(eq(leads.id, id))
        .limit(1)
      return row
    },

    history(leadId: string) {
      return db
        .select({
          at: leadStatusHistory.at,
          from: leadStatusHistory.fromStatus,
          to: leadStatusHistory.toStatus,
          note: leadStatusHistory.note,
          by: { id: users.id, firstName: users.firstName, lastName: users.lastName, email: users.email },
        })
        .from(leadStatusHistory)
        .leftJoin(users, eq(users.id, leadStatusHistory.userId))
        .where(eq(leadStatusHistory.leadId, leadId))
        .orderBy(asc(leadStatusHistory.at), asc(leadStatusHistory.id))
    },

    /** Records a reveal of the lead's card by an admin; answers the time. */
    async recordReveal(leadId: string, userId: string, now: Date): Promise<Date> {
      await db.insert(cardReveals).values({ leadId, userId, at: now })
      return now
    },
  }
}
export type LeadRepository = ReturnType<typeof createLeadRepository>
