import { and, asc, eq, inArray, or, sql, TransactionRollbackError } from 'drizzle-orm'
import type { CorporateDesign, ProgramMembership } from '#domain/catalogue/types.ts'
import type { AgencyVetting } from '#domain/onboarding/types.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { agencyVerificationRequests, programs, travelAgencies, users } from '#server/db/schema.ts'

export type NewAgency = {
  name: string
  referredBy: string | null
  autoInviteEmailDomain: string | null
  emailDomain: string | null
  programMemberships: ProgramMembership[]
  vetting: AgencyVetting
}

export function createTravelAgencyRepository(db: Db) {
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
    /**
     * The verified agency whose e-mail domain (or auto-invite domain) is `domain` (lower case). A pending or
     * declined agency recognises no one: otherwise its own registration would verify the next one from its domain.
     */
    async findByEmailDomain(domain: string) {
      const [row] = await db
        .select({ name: travelAgencies.name, isLuxuryTravelAgency: travelAgencies.isLuxuryTravelAgency })
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
    },
    /** The ids among `ids` that name a program. */
    async existingProgramIds(ids: string[]): Promise<Set<string>> {
      if (ids.length === 0) return new Set()
      const rows = await db.select({ id: programs.id }).from(programs).where(inArray(programs.id, ids))
      return new Set(rows.map((r) => r.id))
    },
    /**
     * Creates the agency, makes `userId` its supervisor (an admin keeps the admin role) and, for a
     * pending agency, queues its verification request; one transaction. Undefined when the user
     * joined an agency meanwhile (the caller answers 409).
     */
    async createForUser(userId: string, keepRole: boolean, agency: NewAgency) {
      return db
        .transaction(async (tx) => {
          const id = newObjectId()
          const [row] = await tx
            .insert(travelAgencies)
            .values({ id, ...agency })
            .returning()
          const moved = await tx
            .update(users)
            .set(keepRole ? { travelAgencyId: id } : { travelAgencyId: id, role: 'supervisorAgent' })
            .where(sql`${users.id} = ${userId} and ${users.travelAgencyId} is null`)
            .returning({ id: users.id })
          if (moved.length === 0) {
            tx.rollback()
            return undefined
          }
          if (agency.vetting === 'pending') {
            await tx
              .insert(agencyVerificationRequests)
              .values({ id: newObjectId(), travelAgencyId: id, requestedBy: userId, emailDomain: agency.emailDomain })
          }
          return row
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return undefined
          throw error
        })
    },
    async updateCorporateDesign(id: string, design: CorporateDesign) {
      const [row] = await db
        .update(travelAgencies)
        .set({ corporateDesign: design })
        .where(eq(travelAgencies.id, id))
        .returning()
      return row
    },
  }
}
export type TravelAgencyRepository = ReturnType<typeof createTravelAgencyRepository>
