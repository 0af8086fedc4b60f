/**
 * Who may read, write and stream a chat channel (docs/product/chat.md#rules): its members, the
 * channel's hotel team (users of that hotel with hotel access), the channel agency's supervisors
 * and admins. Everyone else is answered 404, as if the channel did not exist.
 */
import { isHotelTeam as isHotelTeamUser } from '../auth/roles.ts'
import type { ChatParty } from './chat-types.ts'

export type ChatAccessUser = {
  id: string
  role: string
  travelAgencyId: string | null
  hotelId: string | null
  hasHotelAccess: boolean
}

export type ChatAccessChannel = {
  hotelId: string
  travelAgencyId: string
  /** the user ids of the channel's members */
  memberIds: readonly string[]
}

/** A user of a hotel's reservation team (decision 103): the one rule of src/domain/auth/roles.ts. */
export const isHotelTeam = (user: ChatAccessUser): boolean => isHotelTeamUser(user)

/** SPEC §3's party of the user a client, the server and Stream mode all name: admin, the hotel's team (decision 103), or the travel agency. */
export function partyOf(
  user: Pick<ChatAccessUser, 'role'> & { hotelId?: string | null; hasHotelAccess?: boolean },
): ChatParty {
  if (user.role === 'admin') return 'admin'
  if (isHotelTeamUser(user)) return 'hotel'
  return 'travelAgency'
}

export function canAccessChannel(user: ChatAccessUser, channel: ChatAccessChannel): boolean {
  if (user.role === 'admin') return true
  if (channel.memberIds.includes(user.id)) return true
  if (isHotelTeam(user) && user.hotelId === channel.hotelId) return true
  return user.role === 'supervisorAgent' && user.travelAgencyId === channel.travelAgencyId
}
