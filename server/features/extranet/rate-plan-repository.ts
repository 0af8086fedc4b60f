import { and, asc, eq, sql } from 'drizzle-orm'
import type { EditableRatePlan, RatePlanFields } from '#domain/extranet/rate-plan.ts'
import type { Db } from '#server/db/client.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { hotelInterests, ratePlans } from '#server/db/schema.ts'

type Row = typeof ratePlans.$inferSelect

/** The stored row of a plan's fields: German beside English, a blank amenities text stored as none. */
export function planRow(fields: RatePlanFields) {
  return {
    name: fields.name.en,
    nameDe: fields.name.de,
    description: fields.description.en,
    descriptionDe: fields.description.de,
    amenitiesMarkdown: fields.amenities.en || null,
    amenitiesMarkdownDe: fields.amenities.de || null,
    paymentProfile: fields.paymentProfile,
    mealPlan: fields.mealPlan,
    minNights: fields.minNights,
    isOnRequest: fields.isOnRequest,
    isRefundable: fields.isRefundable,
    priceFactor: fields.priceFactor,
    commissionLevel: fields.commissionLevel,
    cancellationPeriods: fields.cancellationPeriods,
    paymentPolicy: fields.paymentPolicy,
  }
}

/** The extranet's answer of a stored plan. */
export function editablePlan(row: Row): EditableRatePlan {
  return {
    id: row.id,
    name: { en: row.name, de: row.nameDe },
    description: { en: row.description, de: row.descriptionDe },
    amenities: { en: row.amenitiesMarkdown ?? '', de: row.amenitiesMarkdownDe ?? '' },
    paymentProfile: row.paymentProfile as EditableRatePlan['paymentProfile'],
    mealPlan: row.mealPlan,
    minNights: row.minNights,
    isOnRequest: row.isOnRequest,
    isRefundable: row.isRefundable,
    priceFactor: row.priceFactor,
    commissionLevel: row.commissionLevel,
    cancellationPeriods: row.cancellationPeriods,
    paymentPolicy: row.paymentPolicy,
    archived: row.archivedAt !== null,
  }
}

/** A hotel's rate plans as the extranet edits them (docs/product/extranet.md#rate-plans). */
export function createRatePlanRepository(db: Db) {
  return {
    /** Every plan of the hotel, those on sale first, by name. */
    async plans(hotelId: string): Promise<EditableRatePlan[]> {
      const rows = await db
        .select()
        .from(ratePlans)
        .where(eq(ratePlans.hotelId, hotelId))
        .orderBy(sql`${ratePlans.archivedAt} is not null`, asc(ratePlans.name), asc(ratePlans.id))
      return rows.map(editablePlan)
    },
    async plan(hotelId: string, id: string): Promise<EditableRatePlan | undefined> {
      const [row] = await db
        .select()
        .from(ratePlans)
        .where(and(eq(ratePlans.hotelId, hotelId), eq(ratePlans.id, id)))
      return row && editablePlan(row)
    },
    /**
     * A new plan; with an Idempotency-Key the hotel already used, the plan it made (`replayed`) and nothing new (the
     * unique index decides, also for two repeats at once).
     */
    async insertPlan(
      hotelId: string,
      fields: RatePlanFields,
      idempotencyKey: string | null,
    ): Promise<{ plan: EditableRatePlan; replayed: boolean }> {
      const [row] = await db
        .insert(ratePlans)
        .values({ id: newObjectId(), hotelId, ...planRow(fields), idempotencyKey })
        .onConflictDoNothing({ target: [ratePlans.hotelId, ratePlans.idempotencyKey] })
        .returning()
      if (row) return { plan: editablePlan(row), replayed: false }
      const [stored] = await db
        .select()
        .from(ratePlans)
        .where(and(eq(ratePlans.hotelId, hotelId), eq(ratePlans.idempotencyKey, idempotencyKey!)))
      return { plan: editablePlan(stored!), replayed: true }
    },
    async updatePlan(id: string, fields: RatePlanFields, archived: boolean): Promise<EditableRatePlan> {
      const [row] = await db
        .update(ratePlans)
        .set({ ...planRow(fields), archivedAt: archived ? sql`coalesce(${ratePlans.archivedAt}, now())` : null })
        .where(eq(ratePlans.id, id))
        .returning()
      return editablePlan(row!)
    },
    /** How many saved interests of the hotel name the plan in one of their rooms' offers (their copy of it). */
    async interestsNaming(hotelId: string, id: string): Promise<number> {
      const [row] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(hotelInterests)
        .where(
          and(
            eq(hotelInterests.hotelId, hotelId),
            sql`jsonb_path_exists(${hotelInterests.payload}, '$.rooms[*].offer.ratePlanId ? (@ == $id)', jsonb_build_object('id', ${id}::text))`,
          ),
        )
      return row?.n ?? 0
    },
    async deletePlan(id: string): Promise<void> {
      await db.delete(ratePlans).where(eq(ratePlans.id, id))
    },
  }
}
export type RatePlanRepository = ReturnType<typeof createRatePlanRepository>
