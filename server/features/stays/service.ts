import type { Language, Stay, StaysAnswer } from '#domain/catalogue/types.ts'
import type { StayListQuery } from '#domain/catalogue/property-query.ts'
import { visibleStays } from '#domain/properties/stay-availability.ts'
import { NotFoundError } from '#server/lib/errors.ts'
import type { StayRepository, StayRow } from './repository.ts'

const toStay = (r: StayRow): Stay => ({
  _id: r.id,
  _property: r.propertyId,
  checkIn: r.checkIn,
  checkOut: r.checkOut,
  available: r.available,
  rates: r.rates,
})

export function createStayService(repo: StayRepository) {
  return {
    async list(q: StayListQuery): Promise<Stay[]> {
      const rows = await repo.list({ propertyIds: q.propertyId, from: q.from, to: q.to, available: q.available })
      return rows.map(toStay)
    },
    /** The stays of one property, or the operator's message when it publishes no calendar. */
    async forProperty(
      propertyId: string,
      q: { from?: string; to?: string; includePast?: boolean },
      lang: Language,
      now = new Date(),
    ): Promise<StaysAnswer> {
      const info = await repo.propertyInfo(propertyId)
      if (!info) throw new NotFoundError('Property')
      if (info.availabilityMessage)
        return { stays: [], message: info.availabilityMessage[lang] || info.availabilityMessage.en }
      const rows = await repo.list({ propertyIds: [propertyId], from: q.from, to: q.to })
      const stays = rows.map(toStay)
      return { stays: q.includePast ? stays : visibleStays(stays, now), message: null }
    },
  }
}
export type StayService = ReturnType<typeof createStayService>
