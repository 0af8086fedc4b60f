import { and, desc, eq, gt, inArray, isNull, max, sql, type AnyColumn } from 'drizzle-orm'
import { NETWORK_INVITATIONS_MAX } from '#domain/my-network/rules.ts'
import type { SourceRow } from '#domain/my-network/rules.ts'
import type { Db } from '#server/db/client.ts'
import {
  agencyNetworkHotels,
  chatChannels,
  chatMembers,
  chatMessages,
  hotelInterests,
  hotelManagerInvitations,
  hotelPrograms,
  hotelProspects,
  hotels,
  mailOutbox,
  programs,
  travelAgencies,
  users,
} from '#server/db/schema.ts'
import type { Outbox, OutgoingMail } from '#server/integrations/mail/outbox.ts'

export type ManagerInvitationRow = typeof hotelManagerInvitations.$inferSelect
export type NewManagerInvitation = Omit<
  ManagerInvitationRow,
  'openedAt' | 'acceptedAt' | 'acceptedName' | 'acceptedEmail' | 'createdAt'
>
export type ProspectRow = typeof hotelProspects.$inferSelect & { mailStatus: string | null }
export type NewProspect = Omit<typeof hotelProspects.$inferSelect, 'mailId' | 'createdAt'>

const hotelColumns = {
  id: hotels.id,
  name: hotels.name,
  category: hotels.category,
  images: hotels.images,
  city: hotels.city,
  sector: hotels.sector,
  country: hotels.country,
  reservationPhone: hotels.reservationPhone,
  salesManagers: hotels.salesManagers,
  hasToBeInvitedToDirectContract: hotels.hasToBeInvitedToDirectContract,
  isChatEnabled: hotels.isChatEnabled,
}

/** The agency's hotel network, its invitations and prospects (docs/product/my-network.md); every read filters by agency. */
export function createMyNetworkRepository(db: Db, outbox: Outbox) {
  const invitationSelect = { invitation: hotelManagerInvitations, hotelName: hotels.name }
  return {
    /** Every hotel the agency works with, one row per source and hotel, with its newest time. */
    async sources(agencyId: string, hotelId?: string): Promise<SourceRow[]> {
      const only = (column: AnyColumn) => (hotelId ? eq(column, hotelId) : undefined)
      const [interests, chats, added] = await Promise.all([
        db
          .select({ hotelId: hotelInterests.hotelId, at: max(hotelInterests.createdAt) })
          .from(hotelInterests)
          .where(and(eq(hotelInterests.travelAgencyId, agencyId), only(hotelInterests.hotelId)))
          .groupBy(hotelInterests.hotelId),
        db
          .select({ hotelId: chatChannels.hotelId, at: max(chatChannels.lastMessageAt) })
          .from(chatChannels)
          .where(and(eq(chatChannels.travelAgencyId, agencyId), only(chatChannels.hotelId)))
          .groupBy(chatChannels.hotelId),
        db
          .select({ hotelId: agencyNetworkHotels.hotelId, at: agencyNetworkHotels.createdAt })
          .from(agencyNetworkHotels)
          .where(and(eq(agencyNetworkHotels.travelAgencyId, agencyId), only(agencyNetworkHotels.hotelId))),
      ])
      const rows = (source: SourceRow['source'], list: { hotelId: string; at: Date | null }[]) =>
        list.map((r) => ({ hotelId: r.hotelId, source, at: r.at ?? new Date(0) }))
      return [...rows('interest', interests), ...rows('chat', chats), ...rows('added', added)]
    },

    hotels(ids: string[]) {
      if (!ids.length) return Promise.resolve([])
      return db.select(hotelColumns).from(hotels).where(inArray(hotels.id, ids))
    },

    async hotelExists(id: string): Promise<boolean> {
      const [row] = await db.select({ id: hotels.id }).from(hotels).where(eq(hotels.id, id)).limit(1)
      return Boolean(row)
    },

    async hotelNamed(name: string) {
      const [row] = await db
        .select({ id: hotels.id, name: hotels.name })
        .from(hotels)
        .where(sql`lower(${hotels.name}) = ${name.toLowerCase()}`)
        .limit(1)
      return row
    },

    programsOf(ids: string[]) {
      if (!ids.length) return Promise.resolve([])
      return db
        .select({ hotelId: hotelPrograms.hotelId, id: programs.id, name: programs.name })
        .from(hotelPrograms)
        .innerJoin(programs, eq(programs.id, hotelPrograms.programId))
        .where(inArray(hotelPrograms.hotelId, ids))
    },

    /** The agency's newest enquiry (channel created) per hotel. */
    lastEnquiries(agencyId: string, ids: string[]) {
      if (!ids.length) return Promise.resolve([])
      return db
        .select({ hotelId: chatChannels.hotelId, at: max(chatChannels.createdAt) })
        .from(chatChannels)
        .where(and(eq(chatChannels.travelAgencyId, agencyId), inArray(chatChannels.hotelId, ids)))
        .groupBy(chatChannels.hotelId)
    },

    /** The hotel team's newest message per hotel in the agency's channels. */
    lastReplies(agencyId: string, ids: string[]) {
      if (!ids.length) return Promise.resolve([])
      return db
        .select({ hotelId: chatChannels.hotelId, at: max(chatMessages.createdAt) })
        .from(chatMessages)
        .innerJoin(chatChannels, eq(chatChannels.id, chatMessages.cid))
        .innerJoin(
          chatMembers,
          and(eq(chatMembers.cid, chatMessages.cid), eq(chatMembers.userId, chatMessages.authorId)),
        )
        .where(
          and(
            eq(chatChannels.travelAgencyId, agencyId),
            inArray(chatChannels.hotelId, ids),
            eq(chatMembers.party, 'hotel'),
          ),
        )
        .groupBy(chatChannels.hotelId)
    },

    invitations(agencyId: string, hotelId?: string) {
      return db
        .select(invitationSelect)
        .from(hotelManagerInvitations)
        .innerJoin(hotels, eq(hotels.id, hotelManagerInvitations.hotelId))
        .where(
          and(
            eq(hotelManagerInvitations.travelAgencyId, agencyId),
            hotelId ? eq(hotelManagerInvitations.hotelId, hotelId) : undefined,
          ),
        )
        .orderBy(desc(hotelManagerInvitations.createdAt), desc(hotelManagerInvitations.id))
        .limit(NETWORK_INVITATIONS_MAX)
    },

    async invitation(agencyId: string, id: string) {
      const [row] = await db
        .select(invitationSelect)
        .from(hotelManagerInvitations)
        .innerJoin(hotels, eq(hotels.id, hotelManagerInvitations.hotelId))
        .where(and(eq(hotelManagerInvitations.id, id), eq(hotelManagerInvitations.travelAgencyId, agencyId)))
        .limit(1)
      return row
    },

    async prospects(agencyId: string): Promise<ProspectRow[]> {
      const rows = await db
        .select({ prospect: hotelProspects, mailStatus: mailOutbox.status })
        .from(hotelProspects)
        .leftJoin(mailOutbox, eq(mailOutbox.id, hotelProspects.mailId))
        .where(eq(hotelProspects.travelAgencyId, agencyId))
        .orderBy(desc(hotelProspects.createdAt), desc(hotelProspects.id))
        .limit(NETWORK_INVITATIONS_MAX)
      return rows.map((r) => ({ ...r.prospect, mailStatus: r.mailStatus }))
    },

    /** Added by hand; false when it was already there. */
    async addHotel(agencyId: string, hotelId: string, userId: string): Promise<boolean> {
      const rows = await db
        .insert(agencyNetworkHotels)
        .values({ travelAgencyId: agencyId, hotelId, addedBy: userId })
        .onConflictDoNothing()
        .returning({ hotelId: agencyNetworkHotels.hotelId })
      return rows.length > 0
    },

    async removeHotel(agencyId: string, hotelId: string): Promise<boolean> {
      const rows = await db
        .delete(agencyNetworkHotels)
        .where(and(eq(agencyNetworkHotels.travelAgencyId, agencyId), eq(agencyNetworkHotels.hotelId, hotelId)))
        .returning({ hotelId: agencyNetworkHotels.hotelId })
      return rows.length > 0
    },

    /** The user's open link (no address, neither accepted nor expired) for the hotel: the link GET answers it again. */
    async openLinkInvitation(agencyId: string, hotelId: string, userId: string, now: Date) {
      const [row] = await db
        .select()
        .from(hotelManagerInvitations)
        .where(
          and(
            eq(hotelManagerInvitations.travelAgencyId, agencyId),
            eq(hotelManagerInvitations.hotelId, hotelId),
            eq(hotelManagerInvitations.invitedBy, userId),
            isNull(hotelManagerInvitations.email),
            isNull(hotelManagerInvitations.clientRequestId),
            isNull(hotelManagerInvitations.acceptedAt),
            gt(hotelManagerInvitations.expiresAt, now),
          ),
        )
        .orderBy(desc(hotelManagerInvitations.createdAt))
        .limit(1)
      return row
    },

    /**
     * The invitation (and its mail, when it has an address) together; a replay of the same user's request id stores
     * and mails nothing: `created` false and the stored row.
     */
    async createInvitation(
      row: NewManagerInvitation,
      mail: OutgoingMail | null,
    ): Promise<{ created: boolean; row: ManagerInvitationRow }> {
      return db.transaction(async (tx) => {
        const [created] = await tx.insert(hotelManagerInvitations).values(row).onConflictDoNothing().returning()
        if (created) {
          if (mail) await outbox.enqueue(mail, tx)
          return { created: true, row: created }
        }
        const [stored] = await tx
          .select()
          .from(hotelManagerInvitations)
          .where(
            and(
              eq(hotelManagerInvitations.invitedBy, row.invitedBy ?? ''),
              eq(hotelManagerInvitations.clientRequestId, row.clientRequestId ?? ''),
            ),
          )
          .limit(1)
        return { created: false, row: stored! }
      })
    },

    /** The prospect, its mail to the hotel and the note to the partner team; a replay stores and mails nothing. */
    async createProspect(
      row: NewProspect,
      mails: { hotel: OutgoingMail; team: OutgoingMail },
    ): Promise<{ created: boolean; id: string }> {
      return db.transaction(async (tx) => {
        const [created] = await tx
          .insert(hotelProspects)
          .values(row)
          .onConflictDoNothing()
          .returning({ id: hotelProspects.id })
        if (!created) {
          const [stored] = await tx
            .select({ id: hotelProspects.id })
            .from(hotelProspects)
            .where(
              and(
                eq(hotelProspects.invitedBy, row.invitedBy ?? ''),
                eq(hotelProspects.clientRequestId, row.clientRequestId),
              ),
            )
            .limit(1)
          return { created: false, id: stored!.id }
        }
        const mailId = await outbox.enqueue(mails.hotel, tx)
        await outbox.enqueue(mails.team, tx)
        await tx.update(hotelProspects).set({ mailId }).where(eq(hotelProspects.id, created.id))
        return { created: true, id: created.id }
      })
    },

    async prospect(agencyId: string, id: string): Promise<ProspectRow | undefined> {
      const [row] = await db
        .select({ prospect: hotelProspects, mailStatus: mailOutbox.status })
        .from(hotelProspects)
        .leftJoin(mailOutbox, eq(mailOutbox.id, hotelProspects.mailId))
        .where(and(eq(hotelProspects.id, id), eq(hotelProspects.travelAgencyId, agencyId)))
        .limit(1)
      return row && { ...row.prospect, mailStatus: row.mailStatus }
    },

    agencyName: async (id: string) =>
      (await db.select({ name: travelAgencies.name }).from(travelAgencies).where(eq(travelAgencies.id, id)).limit(1))[0]
        ?.name,

    /** The landing's invitation: the row, its hotel, agency and inviter. */
    async byNonce(nonce: string) {
      const [row] = await db
        .select({
          invitation: hotelManagerInvitations,
          hotelName: hotels.name,
          agencyName: travelAgencies.name,
          inviterEmail: users.email,
          inviterFirstName: users.firstName,
          inviterLastName: users.lastName,
        })
        .from(hotelManagerInvitations)
        .innerJoin(hotels, eq(hotels.id, hotelManagerInvitations.hotelId))
        .innerJoin(travelAgencies, eq(travelAgencies.id, hotelManagerInvitations.travelAgencyId))
        .leftJoin(users, eq(users.id, hotelManagerInvitations.invitedBy))
        .where(eq(hotelManagerInvitations.nonce, nonce))
        .limit(1)
      return row
    },

    /** 'opened' once: a second opening keeps the first time. */
    async markOpened(id: string, now: Date): Promise<void> {
      await db
        .update(hotelManagerInvitations)
        .set({ openedAt: now })
        .where(and(eq(hotelManagerInvitations.id, id), isNull(hotelManagerInvitations.openedAt)))
    },

    /** Accepted once, while open: checked in the update itself, so two tabs accept once. */
    async accept(id: string, who: { name: string; email: string }, now: Date) {
      const [row] = await db
        .update(hotelManagerInvitations)
        .set({
          acceptedAt: now,
          acceptedName: who.name,
          acceptedEmail: who.email,
          openedAt: sql`coalesce(${hotelManagerInvitations.openedAt}, ${now})`,
        })
        .where(
          and(
            eq(hotelManagerInvitations.id, id),
            isNull(hotelManagerInvitations.acceptedAt),
            gt(hotelManagerInvitations.expiresAt, now),
          ),
        )
        .returning()
      return row
    },
  }
}
export type MyNetworkRepository = ReturnType<typeof createMyNetworkRepository>
