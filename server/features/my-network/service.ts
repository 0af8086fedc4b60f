import { randomBytes } from 'node:crypto'
import { displayName } from '#domain/auth/roles.ts'
import type { InvitationLinkAnswer } from '#domain/hotels/types.ts'
import { isOpenInvitation, managerInvitationState } from '#domain/my-network/invitation-state.ts'
import {
  MANAGER_INVITATION_DAYS,
  RESERVATION_HOURS,
  directContractStatus,
  mergeNetwork,
  networkAgencyOf,
} from '#domain/my-network/rules.ts'
import {
  NETWORK_MESSAGES,
  type AcceptInvitationOutput,
  type ManagerInvitationOutput,
  type ProspectOutput,
} from '#domain/my-network/schemas.ts'
import type {
  InvitationLandingDto,
  ManagerInvitationCreatedDto,
  ManagerInvitationDto,
  NetworkDto,
  NetworkHotelDto,
  ProspectDto,
  ProspectState,
} from '#domain/my-network/types.ts'
import type { AccountRow } from '#server/auth/account-repository.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { ConflictError, ForbiddenError, GoneError, NotFoundError } from '#server/lib/errors.ts'
import { managerInvitationMail, prospectMails } from './mails.ts'
import type { ManagerInvitationRow, MyNetworkRepository, ProspectRow } from './repository.ts'

type Caller = { user: AccountRow; acting: string | null }

type StoredToken = { hotelId: string; agencyId: string | null; userId: string; expiresAt: string; nonce: string }
/** The hotels feature's signer of the link (server/app.ts hands it in): a stored invitation's token, and reading one. */
export type InvitationTokens = {
  signStored: (invitation: StoredToken) => string
  read: (token: string, now: Date) => (Omit<StoredToken, 'nonce'> & { nonce: string | null; expired: boolean }) | null
}

const iso = (d: Date | null) => (d ? d.toISOString() : null)

function toInvitationDto(row: ManagerInvitationRow, hotelName: string, now: number): ManagerInvitationDto {
  return {
    _id: row.id,
    hotelId: row.hotelId,
    hotelName,
    email: row.email,
    contactName: row.contactName,
    state: managerInvitationState(row, now),
    invitedBy: row.invitedBy,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
    openedAt: iso(row.openedAt),
    acceptedAt: iso(row.acceptedAt),
    acceptedName: row.acceptedName,
  }
}

const PROSPECT_STATES: Record<string, ProspectState> = { pending: 'queued', sent: 'sent', failed: 'failed' }

function toProspectDto(row: ProspectRow): ProspectDto {
  return {
    _id: row.id,
    hotelName: row.hotelName,
    email: row.email,
    contactName: row.contactName,
    message: row.message,
    state: PROSPECT_STATES[row.mailStatus ?? 'pending'] ?? 'queued',
    createdAt: row.createdAt.toISOString(),
  }
}

/**
 * The agency's hotel network (docs/product/my-network.md): the hotels it works with and their contacts, the hotels
 * it invites, and the landing of the hotel manager's signed link. Everything is the caller's agency's: another
 * agency's hotel entry, invitation or prospect is a 404.
 */
export function createMyNetworkService(
  repo: MyNetworkRepository,
  opts: { publicUrl: string; teamAddress: string; signer: () => InvitationTokens; now?: () => number },
) {
  const now = opts.now ?? Date.now
  const agencyOf = ({ user, acting }: Caller) => {
    const agencyId = networkAgencyOf(user, acting)
    if (!agencyId) throw new ForbiddenError(NETWORK_MESSAGES.noAgency)
    return agencyId
  }
  const linkOf = (row: ManagerInvitationRow) => {
    const token = opts.signer().signStored({
      hotelId: row.hotelId,
      agencyId: row.travelAgencyId,
      userId: row.invitedBy ?? '',
      expiresAt: row.expiresAt.toISOString(),
      nonce: row.nonce,
    })
    return `${opts.publicUrl}/distribution/hotels/${row.hotelId}?${new URLSearchParams({ invitation: token })}`
  }
  const newInvitation = (agencyId: string, hotelId: string, userId: string) => ({
    id: newObjectId(),
    hotelId,
    travelAgencyId: agencyId,
    invitedBy: userId,
    nonce: randomBytes(16).toString('base64url'),
    // whole milliseconds: the row's time gives the very token again
    expiresAt: new Date(now() + MANAGER_INVITATION_DAYS * 86_400_000),
  })

  /** The network's hotels with their contacts, statuses and chat times (all of them, or one). */
  async function entries(agencyId: string, hotelId?: string): Promise<NetworkHotelDto[]> {
    const merged = mergeNetwork(await repo.sources(agencyId, hotelId))
    const ids = merged.map((e) => e.hotelId)
    const [rows, programs, enquiries, replies, invitations] = await Promise.all([
      repo.hotels(ids),
      repo.programsOf(ids),
      repo.lastEnquiries(agencyId, ids),
      repo.lastReplies(agencyId, ids),
      repo.invitations(agencyId, hotelId),
    ])
    const byId = new Map(rows.map((r) => [r.id, r]))
    const at = (list: { hotelId: string; at: Date | null }[]) => new Map(list.map((r) => [r.hotelId, iso(r.at)]))
    const enquiryAt = at(enquiries)
    const replyAt = at(replies)
    return merged.flatMap((entry): NetworkHotelDto[] => {
      const h = byId.get(entry.hotelId)
      if (!h) return []
      const states = invitations
        .filter((i) => i.invitation.hotelId === h.id)
        .map((i) => managerInvitationState(i.invitation, now()))
      return [
        {
          _id: h.id,
          name: h.name,
          category: h.category,
          thumbnail: h.images[0] ?? '',
          location: { city: h.city, sector: h.sector, country: h.country },
          sources: entry.sources,
          reservation: { phone: h.reservationPhone, hours: RESERVATION_HOURS },
          salesManagers: h.salesManagers,
          directContract: directContractStatus(h.hasToBeInvitedToDirectContract, states),
          programs: programs.filter((p) => p.hotelId === h.id).map((p) => ({ _id: p.id, name: p.name })),
          lastEnquiryAt: enquiryAt.get(h.id) ?? null,
          lastReplyAt: replyAt.get(h.id) ?? null,
          isChatEnabled: h.isChatEnabled,
        },
      ]
    })
  }

  async function landingOf(token: string) {
    const read = opts.signer().read(token, new Date(now()))
    const found = read?.nonce ? await repo.byNonce(read.nonce) : undefined
    if (!read || !found || found.invitation.hotelId !== read.hotelId)
      throw new NotFoundError('Invitation', NETWORK_MESSAGES.token)
    const landing = (row: ManagerInvitationRow): InvitationLandingDto => ({
      hotelId: row.hotelId,
      hotelName: found.hotelName,
      agencyName: found.agencyName,
      inviter: found.inviterEmail
        ? displayName({ firstName: found.inviterFirstName, lastName: found.inviterLastName, email: found.inviterEmail })
        : null,
      state: managerInvitationState(row, now()),
      expiresAt: row.expiresAt.toISOString(),
    })
    return { row: found.invitation, landing }
  }

  return {
    async network(caller: Caller): Promise<NetworkDto> {
      const agencyId = agencyOf(caller)
      const [hotels, invitations, prospects] = await Promise.all([
        entries(agencyId),
        repo.invitations(agencyId),
        repo.prospects(agencyId),
      ])
      return {
        hotels,
        invitations: invitations.map((i) => toInvitationDto(i.invitation, i.hotelName, now())),
        prospects: prospects.map(toProspectDto),
      }
    },

    async hotel(caller: Caller, hotelId: string): Promise<NetworkHotelDto> {
      const [entry] = await entries(agencyOf(caller), hotelId)
      if (!entry) throw new NotFoundError('Hotel', NETWORK_MESSAGES.notInNetwork)
      return entry
    },

    /** Added by hand: `created` false when it was already added. */
    async addHotel(caller: Caller, hotelId: string): Promise<{ created: boolean; hotel: NetworkHotelDto }> {
      const agencyId = agencyOf(caller)
      if (!(await repo.hotelExists(hotelId))) throw new NotFoundError('Hotel')
      const created = await repo.addHotel(agencyId, hotelId, caller.user.id)
      const [hotel] = await entries(agencyId, hotelId)
      return { created, hotel: hotel! }
    },

    /** Only what the agency added by hand goes; a hotel of its interests or chats stays in the network. */
    async removeHotel(caller: Caller, hotelId: string): Promise<void> {
      if (!(await repo.removeHotel(agencyOf(caller), hotelId)))
        throw new NotFoundError('Hotel', NETWORK_MESSAGES.notInNetwork)
    },

    async invitation(caller: Caller, id: string): Promise<ManagerInvitationDto> {
      const found = await repo.invitation(agencyOf(caller), id)
      if (!found) throw new NotFoundError('Invitation')
      return toInvitationDto(found.invitation, found.hotelName, now())
    },

    /** A listed hotel's manager invited to a direct contract; mailed through the outbox when an address is given. */
    async inviteManager(
      caller: Caller,
      input: ManagerInvitationOutput,
    ): Promise<{ created: boolean; answer: ManagerInvitationCreatedDto }> {
      const agencyId = agencyOf(caller)
      const [hotel] = await repo.hotels([input.hotelId])
      if (!hotel) throw new NotFoundError('Hotel')
      const row = {
        ...newInvitation(agencyId, hotel.id, caller.user.id),
        email: input.email || null,
        contactName: input.contactName || null,
        clientRequestId: input.clientRequestId,
      }
      const link = linkOf({
        ...row,
        openedAt: null,
        acceptedAt: null,
        acceptedName: null,
        acceptedEmail: null,
        createdAt: new Date(),
      })
      const mail = row.email
        ? managerInvitationMail({
            email: row.email,
            contactName: input.contactName,
            hotelName: hotel.name,
            agencyName: (await repo.agencyName(agencyId)) ?? '',
            inviter: displayName(caller.user),
            inviterEmail: caller.user.email,
            message: input.message,
            link,
            expiresAt: row.expiresAt,
          })
        : null
      const result = await repo.createInvitation(row, mail)
      return {
        created: result.created,
        answer: { invitation: toInvitationDto(result.row, hotel.name, now()), link: linkOf(result.row) },
      }
    },

    /**
     * GET /api/hotels/{id}/hotel-manager-invitation-link (the hotel page's 'Get invitation link'): the user's open
     * link for the hotel again, or a new stored one, so every link shows in My network with its state.
     */
    async issueLink(hotelId: string, inviter: { agencyId: string; userId: string }): Promise<InvitationLinkAnswer> {
      const at = new Date(now())
      const row =
        (await repo.openLinkInvitation(inviter.agencyId, hotelId, inviter.userId, at)) ??
        (
          await repo.createInvitation(
            {
              ...newInvitation(inviter.agencyId, hotelId, inviter.userId),
              email: null,
              contactName: null,
              clientRequestId: null,
            },
            null,
          )
        ).row
      return { link: linkOf(row), expiresAt: row.expiresAt.toISOString() }
    },

    /** A hotel that is not in the system, invited by e-mail (and the partner team told). */
    async inviteProspect(caller: Caller, input: ProspectOutput): Promise<{ created: boolean; prospect: ProspectDto }> {
      const agencyId = agencyOf(caller)
      const listed = await repo.hotelNamed(input.hotelName)
      if (listed) throw new ConflictError(NETWORK_MESSAGES.inSystem(listed.name))
      const mails = prospectMails(
        {
          email: input.email,
          contactName: input.contactName,
          hotelName: input.hotelName,
          agencyName: (await repo.agencyName(agencyId)) ?? '',
          inviter: displayName(caller.user),
          inviterEmail: caller.user.email,
          message: input.message,
          publicUrl: opts.publicUrl,
        },
        opts.teamAddress,
      )
      const { created, id } = await repo.createProspect(
        {
          id: newObjectId(),
          travelAgencyId: agencyId,
          invitedBy: caller.user.id,
          hotelName: input.hotelName,
          email: input.email,
          contactName: input.contactName,
          message: input.message,
          clientRequestId: input.clientRequestId,
        },
        mails,
      )
      const row = await repo.prospect(agencyId, id)
      if (!row) throw new NotFoundError('Invitation')
      return { created, prospect: toProspectDto(row) }
    },

    /** The landing: records 'opened' (once; a second call keeps the first time). Expired: 410; forged: 404. */
    async open(token: string): Promise<InvitationLandingDto> {
      const { row, landing } = await landingOf(token)
      const state = managerInvitationState(row, now())
      if (state === 'expired') throw new GoneError(NETWORK_MESSAGES.invitationExpired)
      if (state === 'sent') {
        const at = new Date(now())
        await repo.markOpened(row.id, at)
        return landing({ ...row, openedAt: at })
      }
      return landing(row)
    },

    /** The hotel manager accepts, once: a used link is 409, an expired one 410. */
    async accept(input: AcceptInvitationOutput): Promise<InvitationLandingDto> {
      const { row, landing } = await landingOf(input.token)
      const state = managerInvitationState(row, now())
      if (state === 'accepted') throw new ConflictError(NETWORK_MESSAGES.invitationUsed)
      if (!isOpenInvitation(state)) throw new GoneError(NETWORK_MESSAGES.invitationExpired)
      const accepted = await repo.accept(row.id, { name: input.name, email: input.email }, new Date(now()))
      if (!accepted) throw new ConflictError(NETWORK_MESSAGES.invitationUsed)
      return landing(accepted)
    },
  }
}
export type MyNetworkService = ReturnType<typeof createMyNetworkService>
