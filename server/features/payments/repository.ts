import { and, desc, eq, gt, isNull, lte, sql } from 'drizzle-orm'
import type { Db } from '#server/db/client.ts'
import {
  checkoutSessions,
  leads,
  paymentLinks,
  processedStripeEvents,
  properties,
  stripeAccounts,
  travelAgencies,
  users,
} from '#server/db/schema.ts'
import type { OutgoingMail, Outbox } from '#server/integrations/mail/outbox.ts'
import type { AccountFacts } from '#server/integrations/payments/stripe.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type StripeAccountRow = typeof stripeAccounts.$inferSelect
export type PaymentLinkRow = typeof paymentLinks.$inferSelect
export type LinkWithStay = PaymentLinkRow & {
  propertyId: string | null
  propertyName: string | null
  propertyCity: string | null
  checkIn: string | null
  checkOut: string | null
}

const copyOf = (facts: AccountFacts, at: Date) => ({
  detailsSubmitted: facts.detailsSubmitted,
  currentlyDue: facts.currentlyDue,
  eventuallyDue: facts.eventuallyDue,
  currentDeadline: facts.currentDeadline,
  stripeUpdatedAt: at,
})

/** Connected accounts, payment links, Checkout sessions and applied Stripe events (docs/product/payments.md). */
export function createPaymentsRepository(db: Db, outbox: Outbox) {
  return {
    async agency(id: string) {
      const [row] = await db
        .select({ id: travelAgencies.id, name: travelAgencies.name })
        .from(travelAgencies)
        .where(eq(travelAgencies.id, id))
        .limit(1)
      return row
    },
    /** the agency's first supervisor's address: the connected account's e-mail */
    async supervisorEmail(agencyId: string) {
      const [row] = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.travelAgencyId, agencyId), eq(users.role, 'supervisorAgent'), isNull(users.disabledAt)))
        .limit(1)
      return row?.email ?? null
    },
    async account(agencyId: string): Promise<StripeAccountRow | undefined> {
      const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.travelAgencyId, agencyId)).limit(1)
      return row
    },
    /** keeps the first account of the agency (two first visits at once store one) and answers the stored row */
    async saveNewAccount(agencyId: string, facts: AccountFacts, at: Date): Promise<StripeAccountRow> {
      await db
        .insert(stripeAccounts)
        .values({ travelAgencyId: agencyId, stripeAccountId: facts.id, ...copyOf(facts, at) })
        .onConflictDoNothing()
      const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.travelAgencyId, agencyId))
      return row!
    },
    /** our copy as of `at`; an older description (an event delivered late) changes nothing */
    async updateAccount(facts: AccountFacts, at: Date, tx: Tx | Db = db) {
      return tx
        .update(stripeAccounts)
        .set(copyOf(facts, at))
        .where(and(eq(stripeAccounts.stripeAccountId, facts.id), lte(stripeAccounts.stripeUpdatedAt, at)))
        .returning({ id: stripeAccounts.travelAgencyId })
    },
    /** runs `apply` once per event id, in one transaction with the mark; false: applied before */
    async applyOnce(eventId: string, type: string, apply: (tx: Tx) => Promise<void>): Promise<boolean> {
      return db.transaction(async (tx) => {
        const [fresh] = await tx
          .insert(processedStripeEvents)
          .values({ id: eventId, type })
          .onConflictDoNothing()
          .returning({ id: processedStripeEvents.id })
        if (!fresh) return false
        await apply(tx)
        return true
      })
    },
    async lead(id: string) {
      const [row] = await db
        .select({
          id: leads.id,
          travelAgencyId: leads.travelAgencyId,
          status: leads.status,
          checkIn: leads.checkIn,
          checkOut: leads.checkOut,
          priceSummary: leads.priceSummary,
          reference: leads.reference,
          details: leads.details,
          propertyName: properties.name,
          propertyCity: properties.city,
        })
        .from(leads)
        .leftJoin(properties, eq(properties.id, leads.propertyId))
        .where(eq(leads.id, id))
        .limit(1)
      return row
    },
    /** The link and, for a consumer booking, its mail to the guest: both or neither. */
    async insertLinkWithMail(values: typeof paymentLinks.$inferInsert, mail: OutgoingMail | null) {
      return db.transaction(async (tx) => {
        const [row] = await tx.insert(paymentLinks).values(values).onConflictDoNothing().returning()
        if (row && mail) await outbox.enqueue(mail, tx)
        return row
      })
    },
    async linksOfLead(leadId: string) {
      return db.select().from(paymentLinks).where(eq(paymentLinks.leadId, leadId)).orderBy(paymentLinks.createdAt)
    },
    async link(id: string): Promise<LinkWithStay | undefined> {
      const [row] = await db
        .select({
          link: paymentLinks,
          propertyId: leads.propertyId,
          propertyName: properties.name,
          propertyCity: properties.city,
          checkIn: leads.checkIn,
          checkOut: leads.checkOut,
        })
        .from(paymentLinks)
        .innerJoin(leads, eq(leads.id, paymentLinks.leadId))
        .leftJoin(properties, eq(properties.id, leads.propertyId))
        .where(eq(paymentLinks.id, id))
        .limit(1)
      if (!row) return undefined
      const { link, ...stay } = row
      return { ...link, ...stay }
    },
    async cancelLink(id: string, at: Date) {
      const [row] = await db
        .update(paymentLinks)
        .set({ cancelledAt: at })
        .where(and(eq(paymentLinks.id, id), isNull(paymentLinks.cancelledAt), isNull(paymentLinks.paidAt)))
        .returning()
      return row
    },
    async latestSessionId(linkId: string) {
      const [row] = await db
        .select({ id: checkoutSessions.id })
        .from(checkoutSessions)
        .where(eq(checkoutSessions.paymentLinkId, linkId))
        .orderBy(desc(checkoutSessions.createdAt))
        .limit(1)
      return row?.id
    },
    async saveCheckoutSession(values: typeof checkoutSessions.$inferInsert) {
      await db.insert(checkoutSessions).values(values).onConflictDoNothing()
    },
    /**
     * a completed, paid session pays its link (the first payment counts; a link cancelled while its session was open
     * still records the money, for the team to refund) and ends the session
     */
    async markPaid(tx: Tx, sessionId: string, linkId: string, at: Date) {
      await tx.update(checkoutSessions).set({ status: 'complete' }).where(eq(checkoutSessions.id, sessionId))
      const [paid] = await tx
        .update(paymentLinks)
        .set({ paidAt: at, paidBySessionId: sessionId })
        .where(and(eq(paymentLinks.id, linkId), isNull(paymentLinks.paidAt)))
        .returning({ leadId: paymentLinks.leadId })
      // the lead changed (its payments are its links): the dashboards' answer cache follows its updated_at
      if (paid) await tx.update(leads).set({ updatedAt: new Date() }).where(eq(leads.id, paid.leadId))
    },
    /** Accounts with requirements due before a deadline that has not passed (the reminders' sweep). */
    async reminderCandidates(now: Date, limit: number): Promise<ReminderCandidate[]> {
      return db
        .select({
          agencyId: stripeAccounts.travelAgencyId,
          agencyName: travelAgencies.name,
          currentlyDue: stripeAccounts.currentlyDue,
          currentDeadline: stripeAccounts.currentDeadline,
          requirementReminders: stripeAccounts.requirementReminders,
        })
        .from(stripeAccounts)
        .innerJoin(travelAgencies, eq(travelAgencies.id, stripeAccounts.travelAgencyId))
        .where(
          and(gt(stripeAccounts.currentDeadline, now), sql`jsonb_array_length(${stripeAccounts.currentlyDue}) > 0`),
        )
        .limit(limit)
    },
    /** The active supervisors' addresses of an agency (who may set up payouts). */
    async supervisorEmails(agencyId: string): Promise<string[]> {
      const rows = await db
        .select({ email: users.email })
        .from(users)
        .where(and(eq(users.travelAgencyId, agencyId), eq(users.role, 'supervisorAgent'), isNull(users.disabledAt)))
      return rows.map((r) => r.email)
    },
    /**
     * Claims the reminder keys (none of them sent yet, same deadline) and queues its mails in one transaction: with
     * several processes on one PostgreSQL each reminder goes once.
     */
    async claimRequirementReminder(agencyId: string, deadline: Date, keys: string[], mails: OutgoingMail[]) {
      return db.transaction(async (tx) => {
        const claimed = await tx
          .update(stripeAccounts)
          .set({
            requirementReminders: sql`(select coalesce(jsonb_agg(distinct k), '[]'::jsonb) from jsonb_array_elements_text(${stripeAccounts.requirementReminders} || ${JSON.stringify(keys)}::jsonb) k)`,
          })
          .where(
            and(
              eq(stripeAccounts.travelAgencyId, agencyId),
              eq(stripeAccounts.currentDeadline, deadline),
              sql`not (${stripeAccounts.requirementReminders} @> ${JSON.stringify([keys.at(-1)])}::jsonb)`,
            ),
          )
          .returning({ id: stripeAccounts.travelAgencyId })
        if (claimed.length === 0) return false
        for (const mail of mails) await outbox.enqueue(mail, tx)
        return true
      })
    },
    async markSessionExpired(tx: Tx, sessionId: string) {
      await tx
        .update(checkoutSessions)
        .set({ status: 'expired' })
        .where(and(eq(checkoutSessions.id, sessionId), eq(checkoutSessions.status, 'open')))
    },
  }
}
export type PaymentsRepository = ReturnType<typeof createPaymentsRepository>

export type ReminderCandidate = {
  agencyId: string
  agencyName: string
  currentlyDue: string[]
  currentDeadline: Date | null
  requirementReminders: string[]
}
