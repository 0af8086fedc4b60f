import { and, desc, eq, inArray, isNotNull, lt, sql } from 'drizzle-orm'
import { LEDGER_LEAD_STATUSES } from '#domain/commission-ledger/ledger.ts'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import type { Db } from '#server/db/client.ts'
import {
  commissionPayouts,
  commissionTransfers,
  leadStatusHistory,
  leads,
  properties,
  stripeAccounts,
  travelAgencies,
} from '#server/db/schema.ts'
import type { PayoutFacts, TransferFacts } from '#server/integrations/payments/stripe.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]

export type LedgerRow = {
  leadId: string
  reference: string
  agencyId: string
  agencyName: string
  propertyName: string | null
  firstName: string | null
  lastName: string | null
  checkIn: string | null
  checkOut: string | null
  currency: string | null
  total: number | null
  commission: number | null
  status: LeadStatus
  confirmedAt: Date | null
  cancelledAt: Date | null
  paidMinor: number
  paidAt: Date | null
}

const at = (value: unknown): Date | null => (value === null || value === undefined ? null : new Date(String(value)))

/** The commission ledger's reads and Stripe's transfers and payouts (docs/product/commission-ledger.md). */
export function createLedgerRepository(db: Db) {
  return {
    /** The bookings of one agency (or of all, for admins) with their history's moments and their transfers. */
    async entries(agencyId: string | null): Promise<LedgerRow[]> {
      const confirmedAt = sql<string | null>`(select min(${leadStatusHistory.at}) from ${leadStatusHistory}
        where ${leadStatusHistory.leadId} = ${leads.id} and ${leadStatusHistory.toStatus} = 'confirmedBooking')`
      const cancelledAt = sql<string | null>`(select max(${leadStatusHistory.at}) from ${leadStatusHistory}
        where ${leadStatusHistory.leadId} = ${leads.id} and ${leadStatusHistory.toStatus} = 'cancelledBooking')`
      const paidMinor = sql<
        string | number
      >`coalesce((select sum(${commissionTransfers.amountMinor} - ${commissionTransfers.reversedMinor})
        from ${commissionTransfers} where ${commissionTransfers.leadId} = ${leads.id}), 0)`
      const paidAt = sql<string | null>`(select max(${commissionTransfers.transferredAt}) from ${commissionTransfers}
        where ${commissionTransfers.leadId} = ${leads.id})`
      const rows = await db
        .select({
          leadId: leads.id,
          reference: leads.reference,
          agencyId: travelAgencies.id,
          agencyName: travelAgencies.name,
          propertyName: properties.name,
          firstName: sql<string | null>`${leads.client}->>'firstName'`,
          lastName: sql<string | null>`${leads.client}->>'lastName'`,
          checkIn: leads.checkIn,
          checkOut: leads.checkOut,
          currency: leads.currency,
          total: leads.total,
          commission: leads.commission,
          status: leads.status,
          confirmedAt,
          cancelledAt,
          paidMinor,
          paidAt,
        })
        .from(leads)
        .innerJoin(travelAgencies, eq(travelAgencies.id, leads.travelAgencyId))
        .leftJoin(properties, eq(properties.id, leads.propertyId))
        .where(
          and(
            inArray(leads.status, [...LEDGER_LEAD_STATUSES]),
            isNotNull(leads.currency),
            agencyId ? eq(leads.travelAgencyId, agencyId) : undefined,
          ),
        )
        .orderBy(sql`${leads.checkIn} desc nulls last`, desc(leads.createdAt), desc(leads.id))
      return rows.map((r) => ({
        ...r,
        confirmedAt: at(r.confirmedAt),
        cancelledAt: at(r.cancelledAt),
        paidAt: at(r.paidAt),
        paidMinor: Number(r.paidMinor),
      }))
    },

    async payouts(agencyId: string | null) {
      return db
        .select()
        .from(commissionPayouts)
        .where(agencyId ? eq(commissionPayouts.travelAgencyId, agencyId) : undefined)
        .orderBy(desc(commissionPayouts.arrivalDate), desc(commissionPayouts.id))
        .limit(100)
    },

    async accountOf(agencyId: string) {
      const [row] = await db.select().from(stripeAccounts).where(eq(stripeAccounts.travelAgencyId, agencyId))
      return row
    },

    async agencyOfAccount(stripeAccountId: string, tx: Tx | Db = db): Promise<string | undefined> {
      const [row] = await tx
        .select({ agencyId: stripeAccounts.travelAgencyId })
        .from(stripeAccounts)
        .where(eq(stripeAccounts.stripeAccountId, stripeAccountId))
      return row?.agencyId
    },

    /** The lead a transfer names, if it is a lead of that agency (a transfer never pays another agency's lead). */
    async leadOfAgency(leadId: string, agencyId: string, tx: Tx | Db = db): Promise<string | null> {
      const [row] = await tx
        .select({ id: leads.id })
        .from(leads)
        .where(and(eq(leads.id, leadId), eq(leads.travelAgencyId, agencyId)))
      return row?.id ?? null
    },

    /** Our copy of a transfer; an older description (an event replayed out of order) changes nothing. */
    async saveTransfer(
      facts: TransferFacts,
      agencyId: string | null,
      leadId: string | null,
      seenAt: Date,
      tx: Tx | Db = db,
    ) {
      const values = {
        travelAgencyId: agencyId,
        leadId,
        amountMinor: facts.amountMinor,
        reversedMinor: facts.reversedMinor,
        currency: facts.currency,
        transferredAt: facts.createdAt,
        stripeUpdatedAt: seenAt,
      }
      await tx
        .insert(commissionTransfers)
        .values({ id: facts.id, ...values })
        .onConflictDoUpdate({
          target: commissionTransfers.id,
          set: values,
          setWhere: lt(commissionTransfers.stripeUpdatedAt, seenAt),
        })
    },

    async savePayout(facts: PayoutFacts, agencyId: string, seenAt: Date, tx: Tx | Db = db) {
      const values = {
        travelAgencyId: agencyId,
        amountMinor: facts.amountMinor,
        currency: facts.currency,
        status: facts.status,
        arrivalDate: facts.arrivalDate,
        stripeUpdatedAt: seenAt,
      }
      await tx
        .insert(commissionPayouts)
        .values({ id: facts.id, ...values })
        .onConflictDoUpdate({
          target: commissionPayouts.id,
          set: values,
          setWhere: lt(commissionPayouts.stripeUpdatedAt, seenAt),
        })
    },

    async newestTransferAt(agencyId: string): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | null>`max(${commissionTransfers.transferredAt})` })
        .from(commissionTransfers)
        .where(eq(commissionTransfers.travelAgencyId, agencyId))
      return at(row?.at)
    },

    /**
     * Claims the account's reconciliation when the last one is older than `staleBefore` (one process does it at a
     * time): the time it had before, for `releaseSync` when the reconciliation fails; undefined when not claimed.
     */
    async claimSync(agencyId: string, now: Date, staleBefore: Date): Promise<{ previous: Date | null } | undefined> {
      return db.transaction(async (tx) => {
        const [row] = await tx
          .select({ at: stripeAccounts.ledgerSyncedAt })
          .from(stripeAccounts)
          .where(eq(stripeAccounts.travelAgencyId, agencyId))
          .for('update')
        if (!row || (row.at && row.at >= staleBefore)) return undefined
        await tx.update(stripeAccounts).set({ ledgerSyncedAt: now }).where(eq(stripeAccounts.travelAgencyId, agencyId))
        return { previous: row.at }
      })
    },

    async releaseSync(agencyId: string, previous: Date | null) {
      await db
        .update(stripeAccounts)
        .set({ ledgerSyncedAt: previous })
        .where(eq(stripeAccounts.travelAgencyId, agencyId))
    },

    async syncedAt(agencyId: string | null): Promise<Date | null> {
      const [row] = await db
        .select({ at: sql<string | null>`min(${stripeAccounts.ledgerSyncedAt})` })
        .from(stripeAccounts)
        .where(agencyId ? eq(stripeAccounts.travelAgencyId, agencyId) : undefined)
      return at(row?.at)
    },
  }
}
export type LedgerRepository = ReturnType<typeof createLedgerRepository>
