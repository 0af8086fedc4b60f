/**
 * The signed-in user and their travel agency as GET /api/current_user answers them (SPEC.md §3,
 * notes/auth-server.md).
 */
import type { CorporateDesign, ProgramMembership } from '../../domain/catalogue/types.ts'

export type User = {
  _id: string
  role: string
  company: string | null
  email: string
  firstName: string | null
  lastName: string | null
  displayName: string
  travelAgencyId: string | null
  hotelId: string | null
  hasHotelAccess: boolean
}

export type TravelAgency = {
  _id: string
  name: string
  corporateDesign: CorporateDesign | null
  autoInviteEmailDomain?: string | null
  programMemberships?: ProgramMembership[]
}

export type CurrentUser = { user: User; travelAgency: TravelAgency | null }

export type TravelAgencySummary = { _id: string; name: string }
