/**
 * The concierge jobs' rows (docs/product/concierge-jobs.md): every read of an agency's jobs filters by the agency;
 * a write is one transaction with its history entry (and its mail); a status change is conditional on the status it
 * was decided from, and a reminder is claimed by one UPDATE, so concurrent requests and processes never both win.
 */
import { and, asc, desc, eq, gte, ilike, inArray, isNull, lte, or, sql, type SQL } from 'drizzle-orm'
import { alias } from 'drizzle-orm/pg-core'
import { ACTIVE_STATUSES } from '#domain/concierge-jobs/job-status.ts'
import type { JobFilter } from '#domain/concierge-jobs/job-filter.ts'
import type { JobEventKind, JobStatus } from '#domain/concierge-jobs/types.ts'
import type { ReminderStage } from '#domain/concierge-jobs/reminders.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import {
  chatChannels,
  chatMembers,
  conciergeJobEvents,
  conciergeJobs,
  hotels,
  properties,
  users,
} from '#server/db/schema.ts'
import type { Outbox, OutgoingMail } from '#server/integrations/mail/outbox.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type JobRow = typeof conciergeJobs.$inferSelect
type Person = { id: string; email: string; firstName: string | null; lastName: string | null } | null
export type JobView = JobRow & {
  place: { kind: 'hotel' | 'property'; id: string; name: string; city: string; country: string }
  assignee: Person
  creator: Person
}
export type NewJobEvent = {
  actorId: string | null
  party: 'agency' | 'hotel' | 'system'
  kind: JobEventKind
  detail?: string | null
}

const LIST_LIMIT = 500
const PLACES_LIMIT = 8
const assignee = alias(users, 'assignee')
const creator = alias(users, 'creator')

const person = (u: typeof assignee | typeof creator) => ({
  id: u.id,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
})

/** A user row's person, or null when the left join found none. */
const personOrNull = (p: ({ id: string | null } & Record<string, unknown>) | null): Person =>
  p?.id ? (p as NonNullable<Person>) : null

export function createConciergeJobRepository(db: Db, outbox: Outbox) {
  // the events of one write a millisecond apart, so the history lists them in the order they were made
  const record = (tx: Tx, jobId: string, event: NewJobEvent, order = 0) =>
    tx.insert(conciergeJobEvents).values({
      createdAt: new Date(Date.now() + order),
      id: newObjectId(),
      jobId,
      actorId: event.actorId,
      party: event.party,
      kind: event.kind,
      detail: event.detail ?? null,
    })

  async function views(where: SQL | undefined, limit = LIST_LIMIT): Promise<JobView[]> {
    const rows = await db
      .select({
        job: conciergeJobs,
        hotel: { id: hotels.id, name: hotels.name, city: hotels.city, country: hotels.country },
        property: { id: properties.id, name: properties.name, city: properties.city, country: properties.country },
        assignee: person(assignee),
        creator: person(creator),
      })
      .from(conciergeJobs)
      .leftJoin(hotels, eq(hotels.id, conciergeJobs.hotelId))
      .leftJoin(properties, eq(properties.id, conciergeJobs.propertyId))
      .leftJoin(assignee, eq(assignee.id, conciergeJobs.assigneeId))
      .leftJoin(creator, eq(creator.id, conciergeJobs.createdBy))
      .where(where)
      .orderBy(asc(conciergeJobs.dueAt), asc(conciergeJobs.id))
      .limit(limit)
    return rows.map((r) => ({
      ...r.job,
      place: r.hotel?.id
        ? { kind: 'hotel' as const, ...r.hotel }
        : { kind: 'property' as const, ...r.property!, country: String(r.property!.country) },
      assignee: personOrNull(r.assignee),
      creator: personOrNull(r.creator),
    }))
  }

  return {
    /** The agency's members who may be given a job (agents and supervisors, not disabled). */
    async member(agencyId: string, userId: string) {
      const [row] = await db
        .select({ id: users.id, email: users.email, firstName: users.firstName, lastName: users.lastName })
        .from(users)
        .where(
          and(
            eq(users.id, userId),
            eq(users.travelAgencyId, agencyId),
            inArray(users.role, ['agent', 'supervisorAgent']),
            isNull(users.disabledAt),
          ),
        )
        .limit(1)
      return row
    },

    async place(kind: 'hotel' | 'property', id: string) {
      const table = kind === 'hotel' ? hotels : properties
      const [row] = await db
        .select({ id: table.id, name: table.name, city: table.city, country: table.country })
        .from(table)
        .where(eq(table.id, id))
        .limit(1)
      return row && { kind, ...row, country: String(row.country) }
    },

    /** Hotels and properties whose name or town contains `q` (hotels first). */
    async searchPlaces(q: string) {
      const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`
      const pick = (t: typeof hotels | typeof properties) =>
        db
          .select({ id: t.id, name: t.name, city: t.city, country: t.country })
          .from(t)
          .where(or(ilike(t.name, pattern), ilike(t.city, pattern)))
          .orderBy(asc(t.name))
          .limit(PLACES_LIMIT)
      const [h, p] = await Promise.all([pick(hotels), pick(properties)])
      return [
        ...h.map((r) => ({ kind: 'hotel' as const, ...r, country: String(r.country) })),
        ...p.map((r) => ({ kind: 'property' as const, ...r, country: String(r.country) })),
      ]
    },

    /** The agency's jobs by the filter, soonest due first. */
    list(agencyId: string, filter: JobFilter & { assigneeId?: string }): Promise<JobView[]> {
      const where = [eq(conciergeJobs.travelAgencyId, agencyId)]
      if (filter.status === 'active') where.push(inArray(conciergeJobs.status, [...ACTIVE_STATUSES]))
      else if (filter.status) where.push(eq(conciergeJobs.status, filter.status))
      if (filter.assigneeId) where.push(eq(conciergeJobs.assigneeId, filter.assigneeId))
      if (filter.hotelId) where.push(eq(conciergeJobs.hotelId, filter.hotelId))
      // the local day of the due time: 'YYYY-MM-DD' of due_local compares as text
      if (filter.from) where.push(gte(sql`substr(${conciergeJobs.dueLocal}, 1, 10)`, filter.from))
      if (filter.to) where.push(lte(sql`substr(${conciergeJobs.dueLocal}, 1, 10)`, filter.to))
      return views(and(...where))
    },

    /** One job of the agency (another agency's is undefined). */
    async one(agencyId: string, id: string): Promise<JobView | undefined> {
      const [row] = await views(and(eq(conciergeJobs.id, id), eq(conciergeJobs.travelAgencyId, agencyId)), 1)
      return row
    },

    /** One job, whatever its agency (the hotel's team answering from the chat). */
    async byId(id: string): Promise<JobView | undefined> {
      const [row] = await views(eq(conciergeJobs.id, id), 1)
      return row
    },

    async history(jobId: string) {
      return db
        .select({
          id: conciergeJobEvents.id,
          kind: conciergeJobEvents.kind,
          party: conciergeJobEvents.party,
          detail: conciergeJobEvents.detail,
          createdAt: conciergeJobEvents.createdAt,
          actorEmail: users.email,
          actorFirstName: users.firstName,
          actorLastName: users.lastName,
        })
        .from(conciergeJobEvents)
        .leftJoin(users, eq(users.id, conciergeJobEvents.actorId))
        .where(eq(conciergeJobEvents.jobId, jobId))
        .orderBy(desc(conciergeJobEvents.createdAt), desc(conciergeJobEvents.id))
    },

    async create(row: typeof conciergeJobs.$inferInsert, events: NewJobEvent[]): Promise<void> {
      await db.transaction(async (tx) => {
        await tx.insert(conciergeJobs).values(row)
        for (const [i, e] of events.entries()) await record(tx, row.id, e, i)
      })
    },

    /**
     * Changes the job (with `from`: only while its status is still `from`) and records the events; false when the
     * status had changed meanwhile.
     */
    async update(
      id: string,
      set: Partial<typeof conciergeJobs.$inferInsert>,
      events: NewJobEvent[],
      from?: JobStatus,
    ): Promise<boolean> {
      return db.transaction(async (tx) => {
        const changed = await tx
          .update(conciergeJobs)
          .set({ ...set, updatedAt: new Date() })
          .where(from ? and(eq(conciergeJobs.id, id), eq(conciergeJobs.status, from)) : eq(conciergeJobs.id, id))
          .returning({ id: conciergeJobs.id })
        if (changed.length === 0) return false
        for (const [i, e] of events.entries()) await record(tx, id, e, i)
        return true
      })
    },

    /** An enquiry channel: its hotel and agency (a hand-off goes only into the agency's channel with the job's hotel). */
    async channel(cid: string) {
      const [row] = await db
        .select({ cid: chatChannels.id, hotelId: chatChannels.hotelId, travelAgencyId: chatChannels.travelAgencyId })
        .from(chatChannels)
        .where(eq(chatChannels.id, cid))
        .limit(1)
      return row
    },

    /** The agency's enquiry channels with the hotel that `viewer` may write in (all of them for supervisors). */
    async channelsWith(agencyId: string, hotelId: string, viewer: { id: string; seesAll: boolean }) {
      const mine = viewer.seesAll
        ? undefined
        : sql`exists (select 1 from ${chatMembers} m where m.cid = ${chatChannels.id} and m.user_id = ${viewer.id})`
      return db
        .select({
          cid: chatChannels.id,
          facts: chatChannels.facts,
          lastMessageAt: chatChannels.lastMessageAt,
          agentFirstName: users.firstName,
          agentLastName: users.lastName,
          agentEmail: users.email,
        })
        .from(chatChannels)
        .innerJoin(users, eq(users.id, chatChannels.agentId))
        .where(and(eq(chatChannels.travelAgencyId, agencyId), eq(chatChannels.hotelId, hotelId), mine))
        .orderBy(desc(chatChannels.lastMessageAt))
        .limit(50)
    },

    /** The active jobs due within `horizon` of `now` whose reminders are not all sent (the sweep's candidates). */
    async reminderCandidates(now: Date, horizon: Date, limit: number) {
      return views(
        and(
          inArray(conciergeJobs.status, [...ACTIVE_STATUSES]),
          sql`${conciergeJobs.dueAt} > ${now.toISOString()}::timestamptz`,
          sql`${conciergeJobs.dueAt} <= ${horizon.toISOString()}::timestamptz`,
          or(isNull(conciergeJobs.remindedDayAt), isNull(conciergeJobs.remindedSoonAt)),
        ),
        limit,
      )
    },

    /**
     * Claims the job's `stage` reminder (UPDATE … WHERE reminded_…_at IS NULL RETURNING: of several processes one
     * gets the row) for the due time it was decided on, and enqueues its mail and history entry in the same
     * transaction; false when another process (or a changed due time or status) was first.
     */
    async claimReminder(job: JobRow, stage: ReminderStage, at: Date, mail: OutgoingMail | null): Promise<boolean> {
      const column = stage === 'day' ? conciergeJobs.remindedDayAt : conciergeJobs.remindedSoonAt
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(conciergeJobs)
          .set(stage === 'day' ? { remindedDayAt: at } : { remindedSoonAt: at })
          .where(
            and(
              eq(conciergeJobs.id, job.id),
              isNull(column),
              eq(conciergeJobs.dueAt, job.dueAt),
              inArray(conciergeJobs.status, [...ACTIVE_STATUSES]),
            ),
          )
          .returning({ id: conciergeJobs.id })
        if (claimed.length === 0) return false
        if (mail) await outbox.enqueue(mail, tx)
        await record(tx, job.id, { actorId: null, party: 'system', kind: 'reminder-sent', detail: stage })
        return true
      })
    },
  }
}
export type ConciergeJobRepository = ReturnType<typeof createConciergeJobRepository>
