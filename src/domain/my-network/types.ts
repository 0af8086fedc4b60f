/**
 * The agency's hotel network (docs/product/my-network.md): the hotels it works with, their contacts, and its
 * invitations, as the API answers them. Pure types, shared by the client and the server.
 */
import type { SalesManager } from '../catalogue/types.ts'

/** Where a hotel of the network comes from: a saved interest, an enquiry chat, or added by hand. */
export const NETWORK_SOURCES = ['interest', 'chat', 'added'] as const
export type NetworkSource = (typeof NETWORK_SOURCES)[number]

/** sent: issued (mailed or copied); opened: the landing was opened; accepted: the manager accepted; expired: not accepted in time */
export type ManagerInvitationState = 'sent' | 'opened' | 'accepted' | 'expired'

/** A hotel without a direct contract, invited or not; or one with a direct contract already. */
export type DirectContractStatus = 'direct' | 'not-invited' | 'invited' | 'accepted'

/** The reservations team's hours (SPEC §9: 9am to 5pm Monday to Saturday), in the hotel's local time. */
export type ReservationHours = { days: 'monday-saturday'; from: '09:00'; to: '17:00' }

export type NetworkHotelDto = {
  _id: string
  name: string
  category: string
  thumbnail: string
  location: { city: string; sector: string | null; country: string }
  sources: NetworkSource[]
  reservation: { phone: string | null; hours: ReservationHours }
  salesManagers: SalesManager[]
  directContract: DirectContractStatus
  programs: { _id: string; name: string }[]
  /** ISO time of the agency's last enquiry (its newest chat channel for the hotel), or null */
  lastEnquiryAt: string | null
  /** ISO time of the hotel team's last message in the agency's channels, or null */
  lastReplyAt: string | null
  isChatEnabled: boolean
}

export type ManagerInvitationDto = {
  _id: string
  hotelId: string
  hotelName: string
  /** the address it was mailed to; null for a link the agent copied */
  email: string | null
  contactName: string | null
  state: ManagerInvitationState
  invitedBy: string | null
  createdAt: string
  expiresAt: string
  openedAt: string | null
  acceptedAt: string | null
  /** who accepted, as they named themselves */
  acceptedName: string | null
}

/** The mail of a prospect's invitation: in the outbox, handed to the mail server, or given up. */
export type ProspectState = 'queued' | 'sent' | 'failed'

/** A hotel that is not in the system, invited by e-mail. */
export type ProspectDto = {
  _id: string
  hotelName: string
  email: string
  contactName: string
  message: string
  state: ProspectState
  createdAt: string
}

/** GET /api/my-network */
export type NetworkDto = {
  hotels: NetworkHotelDto[]
  invitations: ManagerInvitationDto[]
  prospects: ProspectDto[]
}

/** POST /api/my-network/manager-invitations: the stored invitation and its signed link. */
export type ManagerInvitationCreatedDto = { invitation: ManagerInvitationDto; link: string }

/** POST /api/hotel-manager-invitations/open and /accept: what the hotel manager sees on the landing. */
export type InvitationLandingDto = {
  hotelId: string
  hotelName: string
  agencyName: string
  inviter: string | null
  state: ManagerInvitationState
  expiresAt: string
}
