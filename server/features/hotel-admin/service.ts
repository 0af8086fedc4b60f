import { isAdmin } from '#domain/auth/roles.ts'
import type { NewHotel } from '#domain/hotels/new-hotel.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { ConflictError, ForbiddenError, NotFoundError } from '#server/lib/errors.ts'
import type { HotelAdminRepository } from './repository.ts'

export const HOTELS_FORBIDDEN_MESSAGE = 'Only our admins can add or delete hotels'

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`

/** The 409 of deleting a hotel that agencies' interests or chats refer to; null when none does. */
export function referencedMessage(r: { interests: number; chats: number }): string | null {
  if (r.interests + r.chats === 0) return null
  return `Agencies have ${plural(r.interests, 'saved interest', 'saved interests')} and ${plural(r.chats, 'chat', 'chats')} with this hotel: it cannot be deleted`
}

/**
 * Admins add a hotel with the fewest fields (the rest is the hotel page's editor's) and delete one made by mistake:
 * a hard delete, refused (409) once agencies' interests or chats refer to the hotel, so that no agency loses what it
 * saved (docs/decisions/132-facilities-hotels-leads.md). Every write tells the catalogue, so the search follows at once.
 */
export function createHotelAdminService(repo: HotelAdminRepository, deps: { onChanged: () => void }) {
  const admin = (user: AccountRow) => {
    if (!isAdmin(user.role)) throw new ForbiddenError(HOTELS_FORBIDDEN_MESSAGE)
  }
  return {
    async create(user: AccountRow, input: NewHotel) {
      admin(user)
      const id = await repo.create(input)
      deps.onChanged()
      return { _id: id }
    },

    async remove(user: AccountRow, id: string) {
      admin(user)
      const refs = await repo.references(id)
      if (!refs) throw new NotFoundError('Hotel')
      const refused = referencedMessage(refs)
      if (refused) throw new ConflictError(refused)
      if (!(await repo.remove(id))) throw new NotFoundError('Hotel')
      deps.onChanged()
    },
  }
}
export type HotelAdminService = ReturnType<typeof createHotelAdminService>
