import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../tests/setup/access-tokens.ts'
import { period, PLAN_IDS, prepareOffersHotel, setNights } from '../../tests/setup/hotel-offer-fixtures.ts'
import { createOidcClient } from '../../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import type { TravelAgencyDto } from '#domain/auth/current-user.ts'
import type { Role } from '#domain/auth/roles.ts'
import { DEMO_PASSWORD, demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { agencyVerificationRequests, hotels, travelAgencies, users } from '#server/db/schema.ts'

/**
 * Two apps on one database stand for two server processes, each with its own caches and bus
 * (docs/decisions/146-per-process-state.md): a write through A is B's answer at once, not after B's own cache time.
 */
describe('per-process state between two processes on one database', () => {
  let t: TestApp
  let other: ReturnType<TestApp['restart']>
  beforeAll(async () => {
    t = await createTestApp({ hotels: 1, properties: 0, listen: true })
    other = t.restart() // B also answers the HTTP calls (the sign-in's pages)
    await Promise.all([t.bus.start(), other.bus.start()])
  }, 60_000)
  afterAll(() => t?.close())

  type App = { request: (url: string, init?: RequestInit) => Response | Promise<Response> }
  const a: App = { request: (url, init) => t.request(url, init) }
  const b: App = { request: (url, init) => other.app.request(url, init) }
  const headersOf = async (id: string) => bearer(await signAccessToken(t.config, { sub: id })).headers
  const send = (app: App, method: string, url: string, body: unknown, headers: Record<string, string>) =>
    app.request(url, {
      method,
      headers: { 'content-type': 'application/json', ...headers },
      body: JSON.stringify(body),
    })

  /** How long until `check` holds (polled every 10 ms, at most 3 s); fails when it never does. */
  async function msUntil(check: () => Promise<boolean>): Promise<number> {
    const started = Date.now()
    while (!(await check())) {
      if (Date.now() - started > 3000) throw new Error('not seen within 3 s')
      await new Promise((resolve) => setTimeout(resolve, 10))
    }
    return Date.now() - started
  }

  let serial = 0
  async function agency(vetting: 'verified' | 'pending' = 'verified') {
    const id = newObjectId()
    const domain = `scale-${serial++}-${Date.now().toString(36)}.example`
    await t.database.db
      .insert(travelAgencies)
      .values({ id, name: `Scale House ${serial}`, vetting, emailDomain: domain })
    const person = async (local: string, role: Role) => {
      const userId = newObjectId()
      await t.database.db
        .insert(users)
        .values({ id: userId, email: `${local}@${domain}`, role, firstName: local, travelAgencyId: id })
      return { id: userId, headers: await headersOf(userId) }
    }
    return { id, supervisor: await person('anna', 'supervisorAgent'), agent: await person('max', 'agent') }
  }

  it('a member disabled through A is refused with 401 by B at once (its kept user row forgotten)', async () => {
    const { id, supervisor, agent } = await agency()
    // B keeps the agent's row from now on (a few seconds)
    expect((await b.request('/api/current_user', { headers: agent.headers })).status).toBe(200)
    expect((await b.request('/api/current_user', { headers: agent.headers })).status).toBe(200)
    const res = await send(
      a,
      'PATCH',
      `/api/travel-agencies/${id}/members/${agent.id}`,
      { status: 'disabled' },
      {
        ...supervisor.headers,
      },
    )
    expect(res.status, await res.clone().text()).toBe(200)
    const ms = await msUntil(
      async () => (await b.request('/api/current_user', { headers: agent.headers })).status === 401,
    )
    expect(ms).toBeLessThan(1000)
  })

  it("an agency verified through A passes B's vetting gate at once", async () => {
    const userId = newObjectId()
    await t.database.db
      .insert(users)
      .values({ id: userId, email: `eva@vetting-${Date.now().toString(36)}.example`, role: 'agent', firstName: 'Eva' })
    const headers = await headersOf(userId)
    const registered = await send(
      a,
      'POST',
      '/api/travel-agencies?assign-myself-to-new-agency',
      { name: 'Vetted House' },
      {
        ...headers,
      },
    )
    expect(registered.status, await registered.clone().text()).toBe(201)
    const agencyId = ((await registered.json()) as TravelAgencyDto)._id
    const [request] = await t.database.db
      .select()
      .from(agencyVerificationRequests)
      .where(eq(agencyVerificationRequests.travelAgencyId, agencyId))
    // B's gate keeps 'pending' from now on (a few seconds)
    const leads = () => b.request('/api/sales/leads', { headers })
    expect((await leads()).status).toBe(403)
    const admin = await headersOf(demoAccount('admin').id)
    const decided = await send(
      a,
      'POST',
      `/api/admin/agency-verifications/${request!.id}/decision`,
      {
        decision: 'approve',
      },
      admin,
    )
    expect(decided.status, await decided.clone().text()).toBe(200)
    expect(await msUntil(async () => (await leads()).status === 200)).toBeLessThan(1000)
  })

  it("an agency's corporate design changed through A is B's answer at once (read from the database, not kept)", async () => {
    const { id, supervisor } = await agency()
    const design = async () =>
      (
        (await (
          await b.request(`/api/travel-agencies/${id}`, { headers: supervisor.headers })
        ).json()) as TravelAgencyDto
      ).corporateDesign
    await design()
    const res = await send(
      a,
      'PATCH',
      `/api/travel-agencies/${id}`,
      { corporateDesign: { theme: 'plain', colors: { main: '#123456' } } },
      {
        ...supervisor.headers,
      },
    )
    expect(res.status, await res.clone().text()).toBe(200)
    expect(await msUntil(async () => (await design())?.colors?.main === '#123456')).toBeLessThan(250)
  })

  it('a sign-out through B ends the access token at once in A, which had found its grant alive', async () => {
    const client = createOidcClient(t.url!)
    const { tokens } = await client.signIn(demoAccount('operator').email, DEMO_PASSWORD)
    expect(tokens.status).toBe(200)
    const headers = { authorization: `Bearer ${tokens.body.access_token!}` }
    // A keeps the grant alive from now on (a few seconds)
    expect((await a.request('/api/current_user', { headers })).status).toBe(200)
    expect((await client.signOut(tokens.body.id_token!, `${t.url}/`)).confirm.status).toBe(303)
    expect(await msUntil(async () => (await a.request('/api/current_user', { headers })).status === 401)).toBeLessThan(
      1000,
    )
  })

  it("a hotel interest saved through A is on B's lead list at once (the agency's change stamp forgotten)", async () => {
    const [hotel] = await t.database.db.select({ id: hotels.id }).from(hotels).limit(1)
    const { roomId } = await prepareOffersHotel(t.database.db, hotel!.id)
    const P = period(3)
    await setNights(t.database.db, roomId, P.checkInDate, [{ price: 1000 }, { price: 1100 }, { price: 1200 }])
    const headers = await headersOf(demoAccount('agent').id)
    const total = async () =>
      (await (await b.request('/api/sales/leads', { headers })).json()) as { total?: number; items?: unknown[] }
    const before = JSON.stringify(await total())
    // B keeps the agency's stamp (a second) and the list answer from now on
    expect(JSON.stringify(await total())).toBe(before)
    const saved = await send(
      a,
      'POST',
      '/api/hotels/interests',
      {
        hotelId: hotel!.id,
        ...P,
        paymentProfile: 'ClientPays',
        guests: [{ firstName: 'Charlotte', lastName: 'Aubert' }],
        amexCardMember: null,
        loyaltyNumber: null,
        partnerAgency: { tls: null, cc: null, commissionForPartner: 0, markupAmount: 0 },
        price: { currency: 'EUR', total: 1 },
        rooms: [
          { roomId, numAdults: 2, numChildren: 0, childrenAges: [], selectedOffer: { ratePlanId: PLAN_IDS.flexible } },
        ],
      },
      headers,
    )
    expect(saved.status, await saved.clone().text()).toBe(201)
    const id = ((await saved.json()) as { _id: string })._id
    expect(await msUntil(async () => JSON.stringify(await total()).includes(id))).toBeLessThan(250)
  })
})
