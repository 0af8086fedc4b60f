import { inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { travelAgencies, users } from '#server/db/schema.ts'
import { agencyRows } from '#server/db/seed/organisations.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, HOUSE_AGENCY } from './demo-accounts.ts'
import { hashPassword } from './passwords.ts'

/**
 * Adds the demo accounts that are missing (and the agencies they belong to). Idempotent: existing
 * accounts keep their names, passwords and lock state. Returns how many accounts were added.
 */
export async function seedDemoAccounts(db: Db): Promise<number> {
  const agencies = [
    ...agencyRows(),
    { id: HOUSE_AGENCY.id, name: HOUSE_AGENCY.name, emailDomain: HOUSE_AGENCY.emailDomain, isLuxuryTravelAgency: false, programMemberships: [] },
  ]
  await db.insert(travelAgencies).values(agencies).onConflictDoNothing()
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase())
  const existing = await db
    .select({ email: users.email })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails))
  const have = new Set(existing.map((e) => e.email.toLowerCase()))
  const missing = DEMO_ACCOUNTS.filter((a) => !have.has(a.email.toLowerCase()))
  if (missing.length === 0) return 0
  const passwordHash = await hashPassword(DEMO_PASSWORD)
  await db
    .insert(users)
    .values(
      missing.map((a) => ({
        id: a.id,
        email: a.email,
        passwordHash,
        role: a.role,
        company: a.company,
        firstName: a.firstName,
        lastName: a.lastName,
        travelAgencyId: a.travelAgencyId,
      })),
    )
    .onConflictDoNothing()
  return missing.length
}
