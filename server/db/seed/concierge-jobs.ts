/**
 * Two concierge jobs of the demo agency (docs/product/concierge-jobs.md): a transfer at a chat-enabled demo hotel
 * tomorrow evening, assigned to the demo agent, and a restaurant table in three days for the supervisor; their times
 * in the hotel's zone. Added once, with the demo accounts.
 */
import { and, eq } from 'drizzle-orm'
import { instantOfLocal, localDateTimeIn, placeTimeZone } from '#domain/concierge-jobs/local-time.ts'
import { localIsoDate } from '#domain/dates/iso-date.ts'
import type { Db } from '../client.ts'
import { newObjectId } from '../object-id.ts'
import { conciergeJobEvents, conciergeJobs, hotels } from '../schema.ts'

export async function seedDemoConciergeJobs(
  db: Db,
  who: { agencyId: string; agentId: string; supervisorId: string },
  now = new Date(),
): Promise<void> {
  const [hotel] = await db
    .select({ id: hotels.id, country: hotels.country })
    .from(hotels)
    .where(and(eq(hotels.isDemo, true), eq(hotels.isChatEnabled, true)))
    .limit(1)
  if (!hotel) return
  const zone = placeTimeZone(hotel.country)
  const day = (plus: number) => localIsoDate(new Date(now.getTime() + plus * 86_400_000))
  const jobs = [
    {
      clientName: 'Eleanor Whitfield',
      serviceKind: 'transfer' as const,
      local: `${day(1)}T18:00`,
      notes: 'Geneva airport, flight LX 347; two ski bags.',
      assigneeId: who.agentId,
    },
    {
      clientName: 'Familie Bergmann',
      serviceKind: 'restaurant' as const,
      local: `${day(3)}T20:00`,
      notes: 'Table for four by the fireplace; one vegetarian.',
      assigneeId: who.supervisorId,
    },
  ]
  for (const j of jobs) {
    const id = newObjectId()
    const dueAt = instantOfLocal(j.local, zone)
    await db.insert(conciergeJobs).values({
      id,
      travelAgencyId: who.agencyId,
      clientName: j.clientName,
      hotelId: hotel.id,
      serviceKind: j.serviceKind,
      dueAt,
      dueLocal: localDateTimeIn(dueAt, zone),
      timeZone: zone,
      notes: j.notes,
      assigneeId: j.assigneeId,
      createdBy: who.supervisorId,
    })
    await db
      .insert(conciergeJobEvents)
      .values({ id: newObjectId(), jobId: id, actorId: who.supervisorId, party: 'agency', kind: 'created' })
  }
}
