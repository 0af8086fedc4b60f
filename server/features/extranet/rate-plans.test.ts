import { eq } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { openNights, period, PLAN_IDS, prepareOffersHotel } from '../../../tests/setup/hotel-offer-fixtures.ts'
import { addHotelTeam } from '../../../tests/setup/hotel-team.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { addDays } from '#domain/dates/iso-date.ts'
import {
  NEW_RATE_PLAN,
  RATE_PLAN_MESSAGES as M,
  type EditableRatePlan,
  type RatePlanInput,
  type RatePlansAnswer,
} from '#domain/extranet/rate-plan.ts'
import type { OffersAnswer } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { hotelInterests, hotels, ratePlans } from '#server/db/schema.ts'
import { RATE_PLAN_NOT_SAVED } from './rate-plan-service.ts'
import { EXTRANET_FORBIDDEN_MESSAGE } from './service.ts'
import { IDEMPOTENCY_KEY_MESSAGE } from '#server/lib/idempotency-key.ts'

/**
 * A hotel's rate plans in the extranet (docs/product/extranet.md#rate-plans) on the real database: who may list,
 * create, change and delete them, good and bad input said per field and nothing saved on an error, and the agents'
 * offers following an edit at once (name, meal plan, minimum nights, commission, archive).
 */
let t: TestApp
let hotelId: string
let otherHotelId: string
let roomId: string
const as: Record<string, Record<string, string>> = {}
const P = period(3)

const tokenOf = async (sub: string) => bearer(await signAccessToken(t.config, { sub })).headers
const hotelTeam = (hotel: string) => addHotelTeam(t, hotel)

beforeAll(async () => {
  t = await createTestApp({ hotels: 2, properties: 0 })
  const list = await t.database.db.select({ id: hotels.id }).from(hotels).where(eq(hotels.isDemo, false)).limit(2)
  hotelId = list[0]!.id
  otherHotelId = list[1]!.id
  ;({ roomId } = await prepareOffersHotel(t.database.db, hotelId))
  await openNights(t.database.db, roomId, addDays(P.checkInDate, -3), addDays(P.checkOutDate, 10))
  t.catalogue.notifyChanged()
  as.team = await hotelTeam(hotelId)
  as.otherTeam = await hotelTeam(otherHotelId)
  for (const key of ['admin', 'agent', 'operator', 'customer']) as[key] = await tokenOf(demoAccount(key).id)
}, 60_000)
afterAll(() => t?.close())

const plansUrl = (hotel = hotelId) => `/api/extranet/hotels/${hotel}/rate-plans`
const send = (method: string, url: string, body: unknown, who?: string) =>
  t.request(url, {
    method,
    headers: { 'content-type': 'application/json', ...(who ? as[who] : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
const plan = (over: Partial<RatePlanInput> = {}): RatePlanInput => ({
  ...NEW_RATE_PLAN,
  name: { en: 'Ski Week', de: 'Skiwoche' },
  description: { en: 'Seven nights with the lift pass', de: 'Sieben Nächte mit Skipass' },
  mealPlan: 'halfBoard',
  minNights: 7,
  ...over,
})
const listed = async (who = 'team') => {
  const res = await t.request(plansUrl(), { headers: as[who] })
  expect(res.status).toBe(200)
  return ((await res.json()) as RatePlansAnswer).ratePlans
}
async function offers(language = 'en'): Promise<OffersAnswer> {
  const q = new URLSearchParams({ ...P, numAdults: '2', numChildren: '0', paymentProfile: 'ClientPays' })
  const res = await t.request(`/api/hotelrooms/${roomId}/offers?${q}`, {
    headers: { ...as.agent, 'accept-language': language },
  })
  expect(res.status, await res.clone().text()).toBe(200)
  return (await res.json()) as OffersAnswer
}
const flexible = async (language = 'en') => (await offers(language)).offers.find((o) => o._id === PLAN_IDS.flexible)

describe('who may keep the rate plans', () => {
  const calls: [string, () => string, unknown][] = [
    ['GET', () => plansUrl(), undefined],
    ['POST', () => plansUrl(), plan({ name: { en: 'By the matrix', de: '' } })],
    ['PATCH', () => `${plansUrl()}/${PLAN_IDS.longStay}`, { minNights: 6 }],
  ]
  it.each(calls)(
    "%s: admins and the hotel's team; another hotel's team 404; others 403; visitors 401",
    async (method, url, body) => {
      expect((await send(method, url(), body, 'admin')).status).toBeLessThan(300)
      expect((await send(method, url(), body, 'team')).status).toBeLessThan(300)
      expect((await send(method, url(), body, 'otherTeam')).status).toBe(404)
      for (const who of ['agent', 'operator', 'customer']) {
        const res = await send(method, url(), body, who)
        expect(res.status, who).toBe(403)
        expect(await res.json()).toEqual({ message: EXTRANET_FORBIDDEN_MESSAGE })
      }
      expect((await send(method, url(), body)).status).toBe(401)
    },
  )

  it('DELETE: the same matrix (a plan made for it per caller)', async () => {
    const made = async () =>
      ((await (await send('POST', plansUrl(), plan(), 'admin')).json()) as { ratePlan: EditableRatePlan }).ratePlan.id
    for (const [who, status] of [
      ['otherTeam', 404],
      ['agent', 403],
      ['operator', 403],
      ['customer', 403],
      [undefined, 401],
      ['team', 200],
      ['admin', 200],
    ] as const) {
      const id = await made()
      expect((await send('DELETE', `${plansUrl()}/${id}`, undefined, who)).status, String(who)).toBe(status)
    }
  })

  it("a plan of another hotel, or an unknown one, is 404 through this hotel's address", async () => {
    const [other] = await t.database.db
      .select({ id: ratePlans.id })
      .from(ratePlans)
      .where(eq(ratePlans.hotelId, otherHotelId))
      .limit(1)
    expect((await send('PATCH', `${plansUrl()}/${other!.id}`, { minNights: 2 }, 'team')).status).toBe(404)
    expect((await send('DELETE', `${plansUrl()}/${other!.id}`, undefined, 'team')).status).toBe(404)
    expect((await send('PATCH', `${plansUrl()}/${newObjectId()}`, { minNights: 2 }, 'admin')).status).toBe(404)
    expect((await send('PATCH', `${plansUrl()}/not-an-id`, { minNights: 2 }, 'admin')).status).toBe(404)
  })
})

describe('POST …/rate-plans', () => {
  it('creates a plan with every field, listed with the hotel’s others', async () => {
    const res = await send('POST', plansUrl(), plan({ commissionLevel: 14 }), 'team')
    expect(res.status).toBe(201)
    const { ratePlan } = (await res.json()) as { ratePlan: EditableRatePlan }
    expect(ratePlan).toMatchObject({
      name: { en: 'Ski Week', de: 'Skiwoche' },
      mealPlan: 'halfBoard',
      minNights: 7,
      commissionLevel: 14,
      archived: false,
    })
    expect((await listed()).find((p) => p.id === ratePlan.id)).toEqual(ratePlan)
  })

  it('a create sent again with its Idempotency-Key (a retry, a double tap) makes one plan and answers it', async () => {
    const key = `rate-plan-${Date.now()}`
    const body = plan({ name: { en: `Retry Week ${key}`, de: 'Wiederholung' } })
    const post = () =>
      t.request(plansUrl(), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': key, ...as.team },
        body: JSON.stringify(body),
      })
    const [first, second] = await Promise.all([post(), post()])
    const third = await post()
    const ids = await Promise.all(
      [first, second, third].map(async (r) => ((await r.json()) as { ratePlan: EditableRatePlan }).ratePlan.id),
    )
    expect([first.status, second.status, third.status]).toEqual([201, 201, 201])
    expect(new Set(ids).size).toBe(1)
    expect(third.headers.get('idempotent-replayed')).toBe('true')
    expect((await listed()).filter((p) => p.name.en === body.name.en)).toHaveLength(1)
    // the same key on another hotel is that hotel's own
    const other = await t.request(plansUrl(otherHotelId), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': key, ...as.admin },
      body: JSON.stringify(body),
    })
    expect(other.status).toBe(201)
    expect(((await other.json()) as { ratePlan: EditableRatePlan }).ratePlan.id).not.toBe(ids[0])
    expect(other.headers.get('idempotent-replayed')).toBeNull()
  })

  it('an Idempotency-Key that is not 1 to 200 visible characters is a 400 on the header, and nothing is made', async () => {
    const before = (await listed()).length
    const res = await t.request(plansUrl(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': 'x'.repeat(201), ...as.team },
      body: JSON.stringify(plan()),
    })
    expect(res.status).toBe(400)
    expect(((await res.json()) as { errors: Record<string, string> }).errors['Idempotency-Key']).toBe(
      IDEMPOTENCY_KEY_MESSAGE,
    )
    expect(await listed()).toHaveLength(before)
  })

  it.each([
    ['no name', { name: { en: '', de: '' } }, 'name.en', M.name],
    ['a meal plan not of the list', { mealPlan: 'brunch' }, 'mealPlan', M.mealPlan],
    ['0 minimum nights', { minNights: 0 }, 'minNights', M.minNights],
    [
      'a payment profile of a caller',
      { paymentProfile: 'AgentPaysWithClientCardWithoutCVV' },
      'paymentProfile',
      M.paymentProfile,
    ],
    [
      'commission on a net rate',
      { paymentProfile: 'AgencyPaysStandAloneRate', commissionLevel: 5 },
      'commissionLevel',
      M.netCommission,
    ],
    [
      'cancellation periods out of order',
      {
        cancellationPeriods: [
          { fromDaysPriorToArrival: 7, feeInPercentOfBookingTotal: 50 },
          { fromDaysPriorToArrival: 30, feeInPercentOfBookingTotal: 100 },
        ],
      },
      'cancellationPeriods.1.fromDaysPriorToArrival',
      M.daysOrder,
    ],
    [
      'instalments short of 100%',
      { paymentPolicy: { depositPercentage: 20, tranches: [{ daysPriorToArrival: 14, cumulativePercentage: 80 }] } },
      'paymentPolicy.tranches.0.cumulativePercentage',
      M.trancheTotal,
    ],
  ])('refuses %s with a 400 beside the field, and saves nothing', async (_n, over, field, message) => {
    const before = (await listed()).length
    const res = await send('POST', plansUrl(), { ...plan(), ...over }, 'team')
    expect(res.status).toBe(400)
    const body = (await res.json()) as { errors: Record<string, string> }
    expect(body.errors[field]).toBe(message)
    expect((await listed()).length).toBe(before)
  })

  it('a body that is not JSON is a 400, never a 500', async () => {
    const res = await t.request(plansUrl(), {
      method: 'POST',
      headers: { ...as.team, 'content-type': 'application/json' },
      body: '{"name":',
    })
    expect(res.status).toBe(400)
  })
})

describe('PATCH …/rate-plans/{id} and the agents’ offers', () => {
  it('changes the meal plan and minimum nights, and the offers follow at once', async () => {
    expect(await flexible()).toMatchObject({ rateName: 'Flexible Rate', mealPlan: 'roomOnly', minNights: 1 })
    const res = await send(
      'PATCH',
      `${plansUrl()}/${PLAN_IDS.flexible}`,
      { mealPlan: 'breakfast', minNights: 4 },
      'team',
    )
    expect(res.status).toBe(200)
    expect(((await res.json()) as { ratePlan: EditableRatePlan }).ratePlan).toMatchObject({
      name: { en: 'Flexible Rate' },
      mealPlan: 'breakfast',
      minNights: 4,
    })
    const answer = await offers()
    expect(answer.offers.find((o) => o._id === PLAN_IDS.flexible)).toBeUndefined()
    expect(answer.excluded).toContainEqual({ rateName: 'Flexible Rate', reason: 'minimumStay' })
    await send('PATCH', `${plansUrl()}/${PLAN_IDS.flexible}`, { minNights: 2 }, 'team')
    expect(await flexible()).toMatchObject({ mealPlan: 'breakfast', minNights: 2 })
  })

  it('the names in English and German, the commission for partners and the price factor', async () => {
    const before = (await flexible())!
    expect(before.commissionLevelForPartner).toBe(12)
    const res = await send(
      'PATCH',
      `${plansUrl()}/${PLAN_IDS.flexible}`,
      {
        name: { en: 'Flex', de: 'Flexibel' },
        description: { en: 'Free cancellation', de: '' },
        commissionLevel: 15,
        priceFactor: 1.1,
      },
      'admin',
    )
    expect(res.status).toBe(200)
    const after = (await flexible())!
    expect(after).toMatchObject({
      rateName: 'Flex',
      rateDescription: 'Free cancellation',
      commissionLevelForPartner: 15,
    })
    expect(after.priceTotal).toBeCloseTo(before.priceTotal! * 1.1, 2)
    // German where written, else the English text
    expect(await flexible('de')).toMatchObject({ rateName: 'Flexibel', rateDescription: 'Free cancellation' })
    // a level below the agency's program level is raised to it (the program's promise holds)
    await send('PATCH', `${plansUrl()}/${PLAN_IDS.flexible}`, { commissionLevel: 5 }, 'admin')
    expect((await flexible())!.commissionLevelForPartner).toBe(12)
  })

  it('checks the plan as it would be: a net profile with a commission set is a 400, and nothing changes', async () => {
    await send('PATCH', `${plansUrl()}/${PLAN_IDS.flexible}`, { commissionLevel: 10 }, 'team')
    const res = await send(
      'PATCH',
      `${plansUrl()}/${PLAN_IDS.flexible}`,
      { paymentProfile: 'AgencyPaysPackageRate' },
      'team',
    )
    expect(res.status).toBe(400)
    expect(await res.json()).toEqual({ message: RATE_PLAN_NOT_SAVED, errors: { commissionLevel: M.netCommission } })
    expect((await listed()).find((p) => p.id === PLAN_IDS.flexible)?.paymentProfile).toBe('ClientPays')
    const bad = await send('PATCH', `${plansUrl()}/${PLAN_IDS.flexible}`, { minNights: 'three' }, 'team')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.minNights).toBe(M.minNights)
  })

  it('archived: no longer offered, listed as archived; restored: offered again', async () => {
    await send('PATCH', `${plansUrl()}/${PLAN_IDS.flexible}`, { archived: true }, 'team')
    expect(await flexible()).toBeUndefined()
    expect((await listed()).find((p) => p.id === PLAN_IDS.flexible)?.archived).toBe(true)
    await send('PATCH', `${plansUrl()}/${PLAN_IDS.flexible}`, { archived: false }, 'team')
    expect(await flexible()).toBeDefined()
  })
})

describe('DELETE …/rate-plans/{id}', () => {
  it('deletes a plan no saved interest names', async () => {
    const res = await send('DELETE', `${plansUrl()}/${PLAN_IDS.longStay}`, undefined, 'team')
    expect(await res.json()).toEqual({ deleted: true })
    expect((await listed()).some((p) => p.id === PLAN_IDS.longStay)).toBe(false)
  })

  it('archives a plan a saved interest names: the interest keeps its copy, agents get no offer of it', async () => {
    await t.database.db.insert(hotelInterests).values({
      id: newObjectId(),
      travelAgencyId: demoAccount('agent').travelAgencyId!,
      hotelId,
      checkIn: P.checkInDate,
      checkOut: P.checkOutDate,
      payload: { rooms: [{ roomId, offer: { ratePlanId: PLAN_IDS.advance, rateName: 'Advance Purchase' } }] },
    })
    const res = await send('DELETE', `${plansUrl()}/${PLAN_IDS.advance}`, undefined, 'admin')
    expect(res.status).toBe(200)
    expect(await res.json()).toEqual({ archived: true, interests: 1 })
    expect((await listed()).find((p) => p.id === PLAN_IDS.advance)?.archived).toBe(true)
    expect((await offers()).offers.some((o) => o._id === PLAN_IDS.advance)).toBe(false)
  })
})
