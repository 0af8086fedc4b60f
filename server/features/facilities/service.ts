import { isAdmin } from '#domain/auth/roles.ts'
import {
  FACILITY_MESSAGES as M,
  inUseMessage,
  type EditableFacility,
  type FacilityRename,
  type NewFacility,
} from '#domain/facilities/facility.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { ConflictError, ForbiddenError, NotFoundError, ValidationError } from '#server/lib/errors.ts'
import type { FacilityRepository } from './repository.ts'

export const FACILITIES_FORBIDDEN_MESSAGE = 'Only our admins can change the facilities'

type Row = NonNullable<Awaited<ReturnType<FacilityRepository['byId']>>>
const answer = (r: Row): EditableFacility => ({
  _id: r.id,
  kind: r.kind,
  name: { en: r.name.en, de: r.name.de ?? '' },
  uses: r.uses,
})

/**
 * The facilities of hotels, properties and rooms, kept by admins (docs/product/extranet.md#facilities-hotels-and-leads):
 * both names per facility, no two of one kind with the same name, and no deletion of a facility in use (409 saying
 * how many use it). Every write tells the catalogue, which clears the cached GET /api/facilities answers at once.
 */
export function createFacilityService(repo: FacilityRepository, deps: { onChanged: () => void }) {
  const admin = (user: AccountRow) => {
    if (!isAdmin(user.role)) throw new ForbiddenError(FACILITIES_FORBIDDEN_MESSAGE)
  }
  async function nameFree(kind: NewFacility['kind'], name: NewFacility['name'], exceptId: string | null) {
    if (await repo.nameTaken(kind, name, exceptId)) throw new ValidationError({ 'name.en': M.taken }, M.taken)
  }

  return {
    async list(user: AccountRow): Promise<EditableFacility[]> {
      admin(user)
      return (await repo.list()).map(answer)
    },

    async create(user: AccountRow, input: NewFacility): Promise<EditableFacility> {
      admin(user)
      await nameFree(input.kind, input.name, null)
      const id = await repo.create(input.kind, input.name)
      deps.onChanged()
      return answer((await repo.byId(id))!)
    },

    async rename(user: AccountRow, id: string, input: FacilityRename): Promise<EditableFacility> {
      admin(user)
      const found = await repo.byId(id)
      if (!found) throw new NotFoundError('Facility')
      await nameFree(found.kind, input.name, id)
      await repo.rename(id, input.name)
      deps.onChanged()
      return answer((await repo.byId(id))!)
    },

    async remove(user: AccountRow, id: string): Promise<void> {
      admin(user)
      const found = await repo.remove(id)
      if (!found) throw new NotFoundError('Facility')
      const inUse = inUseMessage(found.kind, found.uses)
      if (inUse) throw new ConflictError(inUse)
      deps.onChanged()
    },
  }
}
export type FacilityService = ReturnType<typeof createFacilityService>
