import type { CurrentUserAnswer, UserDto, UserNameOutput } from '#domain/auth/current-user.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { toTravelAgencyDto, toUserDto } from '#server/auth/dto.ts'
import { ForbiddenError, NotFoundError } from '#server/lib/errors.ts'
import type { UserRepository } from './repository.ts'

/** `onUserChanged` tells sign-in's lookup cache that a user row changed. */
export function createUserService(repo: UserRepository, hooks: { onUserChanged?: (id: string) => void } = {}) {
  return {
    /** The signed-in user and the agency the request acts for (an admin's chosen one, else their own). */
    async current(user: AccountRow, agencyId: string | null): Promise<CurrentUserAnswer> {
      const agency = agencyId ? await repo.findAgency(agencyId) : undefined
      return { user: toUserDto(user), travelAgency: agency ? toTravelAgencyDto(agency) : null }
    },
    /** A user may change their own name only. */
    async updateName(actor: AccountRow, id: string, input: UserNameOutput): Promise<UserDto> {
      if (actor.id !== id) throw new ForbiddenError()
      const lastName = input.lastName?.trim() ? input.lastName.trim() : null
      const row = await repo.updateName(id, { firstName: input.firstName, lastName })
      if (!row) throw new NotFoundError('User')
      hooks.onUserChanged?.(id)
      return toUserDto(row)
    },
  }
}
export type UserService = ReturnType<typeof createUserService>
