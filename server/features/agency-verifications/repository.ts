import { asc, desc, eq, ne } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { agencyVerificationRequests, travelAgencies, users } from '#server/db/schema.ts'
import type { Outbox, OutgoingMail } from '#server/integrations/mail/outbox.ts'
import { ConflictError } from '#server/lib/errors.ts'

export type VerificationFilter = 'pending' | 'decided' | 'all'

export const ALREADY_DECIDED_MESSAGE = 'This request was already decided'

const QUEUE_LIMIT = 500

const columns = {
  id: agencyVerificationRequests.id,
  travelAgencyId: agencyVerificationRequests.travelAgencyId,
  agencyName: travelAgencies.name,
  referredBy: travelAgencies.referredBy,
  requesterId: users.id,
  requesterEmail: users.email,
  requesterFirstName: users.firstName,
  requesterLastName: users.lastName,
  emailDomain: agencyVerificationRequests.emailDomain,
  status: agencyVerificationRequests.status,
  declineReason: agencyVerificationRequests.declineReason,
  createdAt: agencyVerificationRequests.createdAt,
  decidedAt: agencyVerificationRequests.decidedAt,
}

export type VerificationRow = {
  id: string
  travelAgencyId: string
  agencyName: string
  referredBy: string | null
  requesterId: string
  requesterEmail: string
  requesterFirstName: string | null
  requesterLastName: string | null
  emailDomain: string | null
  status: 'pending' | 'approved' | 'declined'
  declineReason: string | null
  createdAt: Date
  decidedAt: Date | null
}

export function createAgencyVerificationRepository(db: Db, outbox: Outbox) {
  const select = (tx: Pick<Db, 'select'> = db) =>
    tx
      .select(columns)
      .from(agencyVerificationRequests)
      .innerJoin(travelAgencies, eq(travelAgencies.id, agencyVerificationRequests.travelAgencyId))
      .innerJoin(users, eq(users.id, agencyVerificationRequests.requestedBy))
  return {
    /** The queue: pending ones oldest first, decided ones latest decision first, all newest first. */
    async list(filter: VerificationFilter): Promise<VerificationRow[]> {
      const s = agencyVerificationRequests.status
      if (filter === 'pending')
        return select().where(eq(s, 'pending')).orderBy(asc(agencyVerificationRequests.createdAt)).limit(QUEUE_LIMIT)
      if (filter === 'decided')
        return select().where(ne(s, 'pending')).orderBy(desc(agencyVerificationRequests.decidedAt)).limit(QUEUE_LIMIT)
      return select().orderBy(desc(agencyVerificationRequests.createdAt)).limit(QUEUE_LIMIT)
    },
    /**
     * One transaction, the request row locked: the decision, the agency's vetting (an approved agency's
     * domain counts as a luxury agency's from now on) and the applicant's mail. A decided request is
     * a ConflictError; an unknown one is undefined.
     */
    async decide(
      id: string,
      decision: { status: 'approved' | 'declined'; reason: string | null; decidedBy: string },
      mail: (row: VerificationRow) => OutgoingMail,
    ): Promise<VerificationRow | undefined> {
      return db.transaction(async (tx) => {
        const [locked] = await tx
          .select({ status: agencyVerificationRequests.status, agencyId: agencyVerificationRequests.travelAgencyId })
          .from(agencyVerificationRequests)
          .where(eq(agencyVerificationRequests.id, id))
          .for('update')
        if (!locked) return undefined
        if (locked.status !== 'pending') throw new ConflictError(ALREADY_DECIDED_MESSAGE)
        await tx
          .update(agencyVerificationRequests)
          .set({
            status: decision.status,
            declineReason: decision.status === 'declined' ? decision.reason : null,
            decidedBy: decision.decidedBy,
            decidedAt: new Date(),
          })
          .where(eq(agencyVerificationRequests.id, id))
        const approved = decision.status === 'approved'
        await tx
          .update(travelAgencies)
          .set({ vetting: approved ? 'verified' : 'declined', isLuxuryTravelAgency: approved })
          .where(eq(travelAgencies.id, locked.agencyId))
        const [row] = await select(tx).where(eq(agencyVerificationRequests.id, id))
        await outbox.enqueue(mail(row!), tx)
        return row
      })
    },
    /** The agency's vetting (undefined for an unknown agency). */
    async vettingOf(agencyId: string) {
      const [row] = await db
        .select({ vetting: travelAgencies.vetting })
        .from(travelAgencies)
        .where(eq(travelAgencies.id, agencyId))
        .limit(1)
      return row?.vetting
    },
  }
}
export type AgencyVerificationRepository = ReturnType<typeof createAgencyVerificationRepository>
