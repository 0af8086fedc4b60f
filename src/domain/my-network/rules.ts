/**
 * The rules of the agency's hotel network (docs/product/my-network.md#rules). Pure: the server derives the network
 * with them, the client shows the same words.
 */
import { isAdmin, isAllowed } from '../auth/roles.ts'
import { isOpenInvitation } from './invitation-state.ts'
import {
  NETWORK_SOURCES,
  type DirectContractStatus,
  type ManagerInvitationState,
  type NetworkSource,
  type ReservationHours,
} from './types.ts'

/** How long a hotel manager's invitation link works (the signed link's own validity). */
export const MANAGER_INVITATION_DAYS = 14
/** At most this many hotels in one agency's network answer (the newest activity first). */
export const NETWORK_HOTELS_MAX = 300
/** At most this many invitations and prospects per answer, newest first. */
export const NETWORK_INVITATIONS_MAX = 200
/** SPEC §9: the reservations team works 9am to 5pm Monday to Saturday. */
export const RESERVATION_HOURS: ReservationHours = { days: 'monday-saturday', from: '09:00', to: '17:00' }

/**
 * The agency whose network the caller uses, or null (no network for them): agents and supervisors their own
 * agency's; an admin the agency they act for, else their own, if any.
 */
export function networkAgencyOf(
  actor: { role: string; travelAgencyId: string | null },
  actingAgencyId: string | null,
): string | null {
  if (!isAllowed(actor.role, 'partners')) return null
  if (isAdmin(actor.role)) return actingAgencyId ?? actor.travelAgencyId
  return actor.travelAgencyId
}

export type SourceRow = { hotelId: string; source: NetworkSource; at: Date | string }
export type NetworkEntry = { hotelId: string; sources: NetworkSource[]; lastActivityAt: string }

const iso = (t: Date | string) => (typeof t === 'string' ? new Date(t).toISOString() : t.toISOString())

/**
 * One entry per hotel from every source row (interests, chats, hotels added by hand): its sources in a fixed order
 * and its newest activity; the newest activity first, ties by hotel id, at most `limit`.
 */
export function mergeNetwork(rows: readonly SourceRow[], limit = NETWORK_HOTELS_MAX): NetworkEntry[] {
  const byHotel = new Map<string, { sources: Set<NetworkSource>; last: string }>()
  for (const row of rows) {
    const at = iso(row.at)
    const entry = byHotel.get(row.hotelId)
    if (!entry) byHotel.set(row.hotelId, { sources: new Set([row.source]), last: at })
    else {
      entry.sources.add(row.source)
      if (at > entry.last) entry.last = at
    }
  }
  return [...byHotel]
    .map(([hotelId, e]) => ({
      hotelId,
      sources: NETWORK_SOURCES.filter((s) => e.sources.has(s)),
      lastActivityAt: e.last,
    }))
    .sort((a, b) =>
      a.lastActivityAt === b.lastActivityAt
        ? a.hotelId.localeCompare(b.hotelId)
        : b.lastActivityAt.localeCompare(a.lastActivityAt),
    )
    .slice(0, limit)
}

/**
 * A hotel's direct-contract status for the agency: 'direct' when the hotel needs no invitation; else 'accepted'
 * once a manager accepted one of the agency's invitations, 'invited' while one is open, 'not-invited' otherwise.
 */
export function directContractStatus(
  hasToBeInvitedToDirectContract: boolean,
  invitationStates: readonly ManagerInvitationState[],
): DirectContractStatus {
  if (!hasToBeInvitedToDirectContract) return 'direct'
  if (invitationStates.includes('accepted')) return 'accepted'
  if (invitationStates.some(isOpenInvitation)) return 'invited'
  return 'not-invited'
}
