import { and, eq, inArray, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import { hotels, travelAgencies, users } from '#server/db/schema.ts'
import { seedDemoConciergeJobs } from '#server/db/seed/concierge-jobs.ts'
import { agencyRows } from '#server/db/seed/organisations.ts'
import { DEMO_ACCOUNTS, DEMO_PASSWORD, HOUSE_AGENCY, demoAccount } from './demo-accounts.ts'
import { hashPassword, verifyPassword } from './passwords.ts'

/**
 * Adds the demo accounts that are missing (and the agencies they belong to). Idempotent: existing
 * accounts keep their names and passwords. Returns how many accounts were added.
 */
export async function seedDemoAccounts(db: Db): Promise<number> {
  const agencies = [
    ...agencyRows(),
    {
      id: HOUSE_AGENCY.id,
      name: HOUSE_AGENCY.name,
      emailDomain: HOUSE_AGENCY.emailDomain,
      isLuxuryTravelAgency: false,
      programMemberships: [],
    },
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
  // hotel teams belong to their demo hotel, found by name (also in a data directory seeded before
  // demo hotel ids were stable); absent in small catalogues (no hotel then)
  const hotelNames = missing.flatMap((a) => (a.hotelName ? [a.hotelName] : []))
  const demoHotels = hotelNames.length
    ? await db
        .select({ id: hotels.id, name: hotels.name })
        .from(hotels)
        .where(and(inArray(hotels.name, hotelNames), eq(hotels.isDemo, true)))
    : []
  const hotelIdOf = new Map(demoHotels.map((h) => [h.name, h.id]))
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
        hotelId: (a.hotelName && hotelIdOf.get(a.hotelName)) || null,
        hasHotelAccess: Boolean(a.hotelName),
        operatorId: a.operatorId ?? null,
      })),
    )
    .onConflictDoNothing()
  // the demo agency's concierge jobs, once: with its supervisor's account
  const supervisor = demoAccount('supervisorAgent')
  if (supervisor.travelAgencyId && missing.some((a) => a.id === supervisor.id))
    await seedDemoConciergeJobs(db, {
      agencyId: supervisor.travelAgencyId,
      agentId: demoAccount('agent').id,
      supervisorId: supervisor.id,
    })
  return missing.length
}

/**
 * The demo accounts in the database that still have the published password, by e-mail (in the
 * order of DEMO_ACCOUNTS): outside the demo mode the server refuses to start with any
 * (docs/decisions/040-redirect-and-demo-mode.md).
 */
export async function demoAccountsWithPublishedPassword(db: Db): Promise<string[]> {
  const emails = DEMO_ACCOUNTS.map((a) => a.email.toLowerCase())
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(inArray(sql`lower(${users.email})`, emails))
  const published: string[] = []
  for (const row of rows)
    if (await verifyPassword(DEMO_PASSWORD, row.passwordHash)) published.push(row.email.toLowerCase())
  return published.sort((a, b) => emails.indexOf(a) - emails.indexOf(b))
}
