/**
 * A lead's weeks, taken and given back inside the lead's own transaction
 * (docs/decisions/143-bookings-take-their-weeks.md). The stays of a property are written one after the
 * other: every call first locks the property's row (as the operator's stay writes do, decision 133), so two
 * bookings of the same week cannot both find it free, on PostgreSQL as on PGlite (one connection).
 */
import { and, asc, eq, gt, inArray, lt, sql } from 'drizzle-orm'
import type { Db } from './client.ts'
import { properties, stays } from './schema.ts'

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0]
type Period = { checkIn: string; checkOut: string }

/** What a sync did: `taken` false = a week of the period is sold to someone else (nothing was changed). */
export type WeekSync = { taken: boolean; changed: boolean }

/**
 * Makes the stays held by `leadId` exactly the property's stays overlapping `period` (none when `period` is
 * null): the overlapping ones become sold for the lead, the ones it held outside the period are available
 * again. When an overlapping stay is sold by hand or held by another lead, nothing changes and `taken` is
 * false: the caller refuses the write (its transaction rolls back).
 */
export async function syncLeadWeeks(
  tx: Tx,
  leadId: string,
  propertyId: string | null,
  period: Period | null,
): Promise<WeekSync> {
  if (!propertyId || !period) return { taken: true, changed: await giveBackWeeks(tx, leadId) }
  // "no key update": the lead's own insert holds a key-share lock on the property (its foreign key), which
  // "for update" would wait for in every other booking's transaction (a deadlock); this one does not
  await tx.execute(sql`select id from ${properties} where ${properties.id} = ${propertyId} for no key update`)
  const inPeriod = await tx
    .select({ id: stays.id, available: stays.available, leadId: stays.leadId })
    .from(stays)
    .where(
      and(eq(stays.propertyId, propertyId), lt(stays.checkIn, period.checkOut), gt(stays.checkOut, period.checkIn)),
    )
    .orderBy(asc(stays.checkIn))
  if (inPeriod.some((s) => !s.available && s.leadId !== leadId)) return { taken: false, changed: false }
  const keep = inPeriod.map((s) => s.id)
  const released = await tx
    .update(stays)
    .set({ available: true, leadId: null })
    .where(
      and(
        eq(stays.leadId, leadId),
        keep.length
          ? sql`${stays.id} not in (${sql.join(
              keep.map((id) => sql`${id}`),
              sql`, `,
            )})`
          : undefined,
      ),
    )
    .returning({ id: stays.id })
  const toTake = inPeriod.filter((s) => s.available).map((s) => s.id)
  if (toTake.length)
    await tx
      .update(stays)
      .set({ available: false, leadId })
      .where(and(inArray(stays.id, toTake), eq(stays.available, true)))
  return { taken: true, changed: released.length > 0 || toTake.length > 0 }
}

/** Every stay the lead holds is available again; true when there was one. */
export async function giveBackWeeks(tx: Tx, leadId: string): Promise<boolean> {
  const released = await tx
    .update(stays)
    .set({ available: true, leadId: null })
    .where(eq(stays.leadId, leadId))
    .returning({ id: stays.id })
  return released.length > 0
}

/** Thrown inside a lead's transaction when a week of its period is sold: the write rolls back, the caller refuses it. */
export class WeeksSoldError extends Error {
  constructor() {
    super('A week of the period is sold')
    this.name = 'WeeksSoldError'
  }
}

/** syncLeadWeeks that throws WeeksSoldError when the period is not free for the lead; true when stays changed. */
export async function holdLeadWeeks(
  tx: Tx,
  leadId: string,
  propertyId: string | null,
  period: Period | null,
): Promise<boolean> {
  const sync = await syncLeadWeeks(tx, leadId, propertyId, period)
  if (!sync.taken) throw new WeeksSoldError()
  return sync.changed
}
