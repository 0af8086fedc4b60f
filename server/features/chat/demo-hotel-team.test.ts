import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { ChatChannelList } from '#domain/chat/chat-types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotels, users } from '#server/db/schema.ts'
import { authAs, openChannel } from './chat-fixtures.ts'

let t: TestApp
beforeAll(async () => {
  t = await createTestApp({ hotels: 4, properties: 3 })
}, 60_000)
afterAll(() => t?.close())

it('gives the chat-enabled demo hotel a reservation team account that sees its channels', async () => {
  const account = demoAccount('hotelTeam:courchevel-1850')
  expect(account.purpose).toBe('reservation team of LDS Demo Hotel Courchevel (chat)')
  const [hotel] = await t.database.db.select().from(hotels).where(eq(hotels.name, 'LDS Demo Hotel Courchevel'))
  expect(hotel?.isChatEnabled).toBe(true)
  const [row] = await t.database.db.select().from(users).where(eq(users.id, account.id))
  expect(hotel!.id).toBe(account.hotelId)
  expect(row).toMatchObject({ hotelId: hotel!.id, hasHotelAccess: true, role: 'customer', travelAgencyId: null })
  const cid = await openChannel(t, hotel!.id, demoAccount('agent').id)
  const list = (await (await t.request('/api/chat/channels', await authAs(t, account.id))).json()) as ChatChannelList
  expect(list.channels.map((c) => c.cid)).toEqual([cid])
  expect(list.unreadTotal).toBe(1)
})
