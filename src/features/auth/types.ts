/**
 * The signed-in user and their travel agency as GET /api/current_user answers them
 * (docs/product/api.md#users-and-agencies).
 */
import type { CurrentUserAnswer, TravelAgencyDto, TravelAgencySummaryDto, UserDto } from '#domain/auth/current-user.ts'

// one definition, shared with the server: the client names them without the Dto suffix
export type User = UserDto
export type TravelAgency = TravelAgencyDto
export type CurrentUser = CurrentUserAnswer
export type TravelAgencySummary = TravelAgencySummaryDto
