import { and, asc, desc, eq, inArray, isNull, or, sql } from 'drizzle-orm'
import type { CorporateDesign, ProgramMembership } from '#domain/catalogue/types.ts'
import type { Role } from '#domain/auth/roles.ts'
import { ALREADY_MEMBER_MESSAGE } from '#domain/onboarding/schemas.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { agencyVerificationRequests, programs, travelAgencies, users } from '#server/db/schema.ts'
import type { Outbox, OutgoingMail } from '#server/integrations/mail/outbox.ts'
import { ConflictError } from '#server/lib/errors.ts'

type AgencyRow = typeof travelAgencies.$inferSelect

/** What a registration writes (docs/product/onboarding.md#vetting). */
export type NewAgency = {
  name: string
  referredBy: string | null
  autoInviteEmailDomain: string | null
  emailDomain: string | null
  programMemberships: ProgramMembership[]
}

export { ALREADY_MEMBER_MESSAGE }

export function createTravelAgencyRepository(db: Db, outbox?: Outbox) {
  /** The agency whose e-mail domain (or auto-invite domain) is `domain` (lower case), oldest first. */
  /**
   * The verified agency whose e-mail domain (or auto-invite domain) is `domain` (lower case). A pending or
   * declined agency recognises no one: otherwise its own registration would verify the next one from its domain.
   */
  const findByEmailDomain = async (domain: string, tx: Pick<Db, 'select'> = db) => {
    const [row] = await tx
      .select({
        id: travelAgencies.id,
        name: travelAgencies.name,
        isLuxuryTravelAgency: travelAgencies.isLuxuryTravelAgency,
        autoInviteEmailDomain: travelAgencies.autoInviteEmailDomain,
      })
      .from(travelAgencies)
      .where(
        and(
          eq(travelAgencies.vetting, 'verified'),
          or(
            sql`lower(${travelAgencies.emailDomain}) = ${domain}`,
            sql`lower(${travelAgencies.autoInviteEmailDomain}) = ${domain}`,
          ),
        ),
      )
      .orderBy(asc(travelAgencies.createdAt))
      .limit(1)
    return row
  }
  return {
    list() {
      return db
        .select({ id: travelAgencies.id, name: travelAgencies.name })
        .from(travelAgencies)
        .orderBy(asc(travelAgencies.name))
    },
    async findById(id: string) {
      const [row] = await db.select().from(travelAgencies).where(eq(travelAgencies.id, id)).limit(1)
      return row
    },
    findByEmailDomain,
    /** Whether another agency already auto-invites `domain`. */
    async autoInviteTaken(domain: string): Promise<boolean> {
      const [row] = await db
        .select({ id: travelAgencies.id })
        .from(travelAgencies)
        .where(sql`lower(${travelAgencies.autoInviteEmailDomain}) = ${domain}`)
        .limit(1)
      return Boolean(row)
    },
    /** The ids among `ids` that are programs. */
    async existingPrograms(ids: readonly string[]): Promise<Set<string>> {
      if (!ids.length) return new Set()
      const rows = await db
        .select({ id: programs.id })
        .from(programs)
        .where(inArray(programs.id, [...ids]))
      return new Set(rows.map((r) => r.id))
    },
    /** The e-mail addresses of the admins (the vetting queue's mail). */
    async adminEmails(): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(eq(users.role, 'admin'))
        .orderBy(asc(users.email))
      return rows.map((r) => r.email)
    },
    /**
     * One transaction: the agency, its first member (agency and role set only while the user has no
     * agency: a concurrent registration is a ConflictError), and, when it is not verified, its
     * verification request and the admins' mails. The vetting is decided inside the transaction by
     * `vettingFor` so the domain lookup sees the same data.
     */
    async register(
      agency: NewAgency,
      member: { id: string; role: Role },
      vettingFor: (tx: Pick<Db, 'select'>) => Promise<'verified' | 'pending'>,
      mails: (agencyId: string) => OutgoingMail[],
    ): Promise<AgencyRow> {
      return db.transaction(async (tx) => {
        const vetting = await vettingFor(tx)
        const id = newObjectId()
        const [row] = await tx
          .insert(travelAgencies)
          .values({ ...agency, id, vetting, isLuxuryTravelAgency: vetting === 'verified' })
          .returning()
        const joined = await tx
          .update(users)
          .set({ travelAgencyId: id, role: member.role, company: sql`coalesce(${users.company}, ${agency.name})` })
          .where(and(eq(users.id, member.id), isNull(users.travelAgencyId)))
          .returning({ id: users.id })
        if (!joined.length) throw new ConflictError(ALREADY_MEMBER_MESSAGE)
        if (vetting === 'pending') {
          await tx.insert(agencyVerificationRequests).values({
            id: newObjectId(),
            travelAgencyId: id,
            requestedBy: member.id,
            emailDomain: agency.emailDomain,
          })
          if (outbox) for (const mail of mails(id)) await outbox.enqueue(mail, tx)
        }
        return row!
      })
    },
    /**
     * Changes the agency's corporate design with `change` (current design in, next design out), read
     * and written in one transaction with the row locked, so two changes never lose each other's keys.
     */
    async changeCorporateDesign(
      id: string,
      change: (current: CorporateDesign | null) => CorporateDesign | null,
    ): Promise<AgencyRow | undefined> {
      return db.transaction(async (tx) => {
        const [current] = await tx
          .select({ corporateDesign: travelAgencies.corporateDesign })
          .from(travelAgencies)
          .where(eq(travelAgencies.id, id))
          .for('update')
        if (!current) return undefined
        const [row] = await tx
          .update(travelAgencies)
          .set({ corporateDesign: change(current.corporateDesign ?? null) })
          .where(eq(travelAgencies.id, id))
          .returning()
        return row
      })
    },
    /** The agency's latest verification request's decline reason (null when none or not declined). */
    async latestDeclineReason(agencyId: string): Promise<string | null> {
      const [row] = await db
        .select({ status: agencyVerificationRequests.status, reason: agencyVerificationRequests.declineReason })
        .from(agencyVerificationRequests)
        .where(eq(agencyVerificationRequests.travelAgencyId, agencyId))
        .orderBy(desc(agencyVerificationRequests.createdAt))
        .limit(1)
      return row?.status === 'declined' ? row.reason : null
    },
  }
}
export type TravelAgencyRepository = ReturnType<typeof createTravelAgencyRepository>
