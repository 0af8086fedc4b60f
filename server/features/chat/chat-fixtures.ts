/** Test fixtures of the chat: chat-enabled hotels with their teams, tokens, and the enquiry payload. */
import { eq } from 'drizzle-orm'
import { expect } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import type { TestApp } from '../../../tests/setup/server-app.ts'
import type { ChatEnquiryAnswer } from '#domain/chat/chat-types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotels, users } from '#server/db/schema.ts'
import { newObjectId } from '#server/db/object-id.ts'

export type ChatWorld = {
  hotelId: string
  otherHotelId: string
  closedHotelId: string
  closedHotelName: string
  /** user ids by key: agent, supervisorAgent, otherAgent, admin, noAgency, hotelTeam, otherHotelTeam */
  ids: Record<string, string>
}

/** Three seeded hotels: two with chat (each with a team user), one without. */
export async function chatWorld(t: TestApp): Promise<ChatWorld> {
  const db = t.database.db
  const list = await db.select({ id: hotels.id, name: hotels.name }).from(hotels).orderBy(hotels.id).limit(3)
  expect(list.length).toBe(3)
  const [a, b, c] = list as [(typeof list)[0], (typeof list)[0], (typeof list)[0]]
  await db.update(hotels).set({ isChatEnabled: true }).where(eq(hotels.id, a.id))
  await db.update(hotels).set({ isChatEnabled: true }).where(eq(hotels.id, b.id))
  await db.update(hotels).set({ isChatEnabled: false }).where(eq(hotels.id, c.id))
  const team = async (hotelId: string, name: string) => {
    const id = newObjectId()
    await db.insert(users).values({
      id,
      email: `${name}-${id}@hotel.example`,
      role: 'customer',
      firstName: name,
      lastName: 'Team',
      hotelId,
      hasHotelAccess: true,
    })
    return id
  }
  return {
    hotelId: a.id,
    otherHotelId: b.id,
    closedHotelId: c.id,
    closedHotelName: c.name,
    ids: {
      agent: demoAccount('agent').id,
      supervisorAgent: demoAccount('supervisorAgent').id,
      otherAgent: demoAccount('corporateDesignAgent').id,
      admin: demoAccount('admin').id,
      noAgency: demoAccount('noAgency').id,
      hotelTeam: await team(a.id, 'Reservations'),
      otherHotelTeam: await team(b.id, 'Elsewhere'),
    },
  }
}

export async function authAs(t: TestApp, userId: string, headers: Record<string, string> = {}) {
  const auth = bearer(await signAccessToken(t.config, { sub: userId }))
  return { headers: { ...auth.headers, ...headers } }
}

export const enquiryBody = (over: Record<string, unknown> = {}) => ({
  clientFirstName: 'Ada',
  clientLastName: 'Lovelace',
  amexCardMember: '',
  tls: '4711',
  cc: '0815',
  messageText: 'Do you have a suite with a view for our client?',
  checkIn: '2027-01-10',
  checkOut: '2027-01-14',
  rooms: [{ numAdults: 2, numChildren: 0 }],
  ...over,
})

/** A new channel at `hotelId` by `userId`; its cid. */
export async function openChannel(t: TestApp, hotelId: string, userId: string, key = newObjectId()) {
  const res = await t.json(
    `/api/hotels/${hotelId}/chats`,
    enquiryBody(),
    await authAs(t, userId, { 'Idempotency-Key': key }),
  )
  expect(res.status, await res.clone().text()).toBe(201)
  return ((await res.json()) as ChatEnquiryAnswer).cid
}
