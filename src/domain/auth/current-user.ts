/**
 * The answers of the user and agency calls (docs/product/sign-in-and-roles.md#current-user) and the one payload the
 * user may send about themself, shared by the server (validation, answers) and the client (forms, types).
 */
import * as v from 'valibot'
import type { CorporateDesign, ProgramMembership } from '../catalogue/types.ts'
import type { AgencyVetting } from '../onboarding/types.ts'
import { requiredText } from '../validation/required-text.ts'
import { safeText } from '../validation/safe-text.ts'

export type UserDto = {
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

export type TravelAgencyDto = {
  _id: string
  name: string
  corporateDesign: CorporateDesign | null
  autoInviteEmailDomain: string | null
  programMemberships: ProgramMembership[]
  /** docs/product/onboarding.md#vetting */
  vetting: AgencyVetting
}

export type TravelAgencySummaryDto = { _id: string; name: string }

/** GET /api/current_user; `travelAgency` is the acting agency for admins (X-Acting-Travel-Agency). */
export type CurrentUserAnswer = { user: UserDto; travelAgency: TravelAgencyDto | null }

/** GET /api/travel-agency-public-info */
export type TravelAgencyPublicInfo = { brandName: string | null; isTravelAgency: boolean }

export const USER_NAME_MESSAGES = {
  firstName: 'Please enter your first name',
} as const

/** PATCH /api/users/{id} and the onboarding name step: first name required, last name optional. */
export const UserNameSchema = v.object({
  firstName: requiredText(USER_NAME_MESSAGES.firstName, 100),
  lastName: v.optional(
    v.nullable(
      v.pipe(
        v.string('Please enter your last name as text'),
        v.trim(),
        v.maxLength(100, 'Please use at most 100 characters'),
        safeText(),
      ),
    ),
    '',
  ),
})
export type UserNameInput = v.InferInput<typeof UserNameSchema>
export type UserNameOutput = v.InferOutput<typeof UserNameSchema>
