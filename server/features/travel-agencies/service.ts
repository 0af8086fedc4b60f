import type { TravelAgencyDto, TravelAgencyPublicInfo, TravelAgencySummaryDto } from '#domain/auth/current-user.ts'
import { isAdmin } from '#domain/auth/roles.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { toTravelAgencyDto } from '#server/auth/dto.ts'
import { ForbiddenError, NotFoundError } from '#server/lib/errors.ts'
import type { TravelAgencyRepository } from './repository.ts'

/** Who may read agency `id`: its own users (or whoever acts for it) and admins; else a ForbiddenError. */
function assertReadable(actor: AccountRow, actingAgencyId: string | null, id: string): void {
  if (!isAdmin(actor.role) && id !== actor.travelAgencyId && id !== actingAgencyId) throw new ForbiddenError()
}

export function createTravelAgencyService(repo: TravelAgencyRepository) {
  return {
    /** Admins only: every agency, for the agency selector. */
    async list(actor: AccountRow): Promise<TravelAgencySummaryDto[]> {
      if (!isAdmin(actor.role)) throw new ForbiddenError()
      return (await repo.list()).map((a) => ({ _id: a.id, name: a.name }))
    },
    /** also run by the route before the id is checked, so a forbidden agency is 403 whatever the id */
    assertReadable,
    /** The user's own agency (or the one an admin acts for); any agency for admins. */
    async get(actor: AccountRow, actingAgencyId: string | null, id: string): Promise<TravelAgencyDto> {
      assertReadable(actor, actingAgencyId, id)
      const row = await repo.findById(id)
      if (!row) throw new NotFoundError('Travel agency')
      return toTravelAgencyDto(row)
    },
    /** Public: whether an e-mail domain belongs to a known (luxury) travel agency, and its name. */
    async publicInfo(domain: string): Promise<TravelAgencyPublicInfo> {
      const row = await repo.findByEmailDomain(domain)
      return { brandName: row?.name ?? null, isTravelAgency: Boolean(row?.isLuxuryTravelAgency) }
    },
  }
}
export type TravelAgencyService = ReturnType<typeof createTravelAgencyService>
