import type { TravelAgencyDto, UserDto } from '#domain/auth/current-user.ts'
import { displayName } from '#domain/auth/roles.ts'
import type { travelAgencies, users } from '#server/db/schema.ts'

type UserRow = typeof users.$inferSelect
type AgencyRow = typeof travelAgencies.$inferSelect

/** The user as the API answers it (never the password hash). */
export function toUserDto(row: UserRow): UserDto {
  return {
    _id: row.id,
    role: row.role,
    company: row.company,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    displayName: displayName(row),
    travelAgencyId: row.travelAgencyId,
    hotelId: row.hotelId,
    hasHotelAccess: row.hasHotelAccess,
  }
}

export function toTravelAgencyDto(row: AgencyRow): TravelAgencyDto {
  return {
    _id: row.id,
    name: row.name,
    corporateDesign: row.corporateDesign ?? null,
    autoInviteEmailDomain: row.autoInviteEmailDomain,
    programMemberships: row.programMemberships ?? [],
    vetting: row.vetting ?? 'verified',
  }
}
