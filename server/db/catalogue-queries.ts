import { and, asc, eq, getTableColumns, gt, lt } from 'drizzle-orm'
import type { Db } from './client.ts'
import { properties, stays } from './schema.ts'

/**
 * The property and stays reads that several repositories make (properties, stays, enquiries,
 * consumer bookings, commission levels), written once. Each repository keeps its own answer
 * shape by naming the columns it needs.
 */
export type PropertyRow = typeof properties.$inferSelect
type PropertyColumn = keyof PropertyRow

/** The property with this id (every column, or the ones named), undefined for an unknown id. */
export function propertyById(db: Db, id: string): Promise<PropertyRow | undefined>
export function propertyById<K extends PropertyColumn>(
  db: Db,
  id: string,
  columns: readonly K[],
): Promise<Pick<PropertyRow, K> | undefined>
export async function propertyById(
  db: Db,
  id: string,
  columns?: readonly PropertyColumn[],
): Promise<Partial<PropertyRow> | undefined> {
  const all = getTableColumns(properties)
  const query = columns ? db.select(Object.fromEntries(columns.map((c) => [c, all[c]]))) : db.select()
  const rows = await query.from(properties).where(eq(properties.id, id)).limit(1)
  return rows[0]
}

export type OverlappingStay = Pick<typeof stays.$inferSelect, 'checkIn' | 'checkOut' | 'available' | 'rates'>

/**
 * The property's stays that overlap the period [checkIn, checkOut) (a stay that ends on the
 * check-in day or starts on the check-out day does not), by check-in.
 */
export function staysOverlapping(
  db: Db,
  propertyId: string,
  checkIn: string,
  checkOut: string,
): Promise<OverlappingStay[]> {
  return db
    .select({ checkIn: stays.checkIn, checkOut: stays.checkOut, available: stays.available, rates: stays.rates })
    .from(stays)
    .where(and(eq(stays.propertyId, propertyId), lt(stays.checkIn, checkOut), gt(stays.checkOut, checkIn)))
    .orderBy(asc(stays.checkIn))
}
