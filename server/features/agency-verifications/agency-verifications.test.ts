import { eq, inArray } from 'drizzle-orm'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { TravelAgencyDto } from '#domain/auth/current-user.ts'
import type { AgencyVerificationDto, AgencyVettingDto } from '#domain/onboarding/types.ts'
import { demoAccount, HOUSE_AGENCY } from '#server/auth/demo-accounts.ts'
import { AGENCIES } from '#server/db/seed/organisations.ts'
import { newObjectId } from '#server/db/object-id.ts'
import { agencyVerificationRequests, hotels, mailOutbox, rooms, travelAgencies, users } from '#server/db/schema.ts'
import { AGENCY_NOT_VERIFIED_MESSAGE } from './vetting-gate.ts'

let t: TestApp
let roomId: string
let hotelId: string
beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 1 })
  const [room] = await t.database.db.select({ id: rooms.id, hotelId: rooms.hotelId }).from(rooms).limit(1)
  roomId = room!.id
  hotelId = (await t.database.db.select({ id: hotels.id }).from(hotels).limit(1))[0]!.id
})
afterAll(() => t.close())

const QUEUE = '/api/admin/agency-verifications'
const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id })).headers

/** A person who registers a pending agency (unknown domain): their headers, agency and request. */
async function pendingAgency(name: string) {
  const id = newObjectId()
  const email = `${name.toLowerCase().replace(/\W+/g, '-')}@${name.toLowerCase().replace(/\W+/g, '')}.example`
  await t.database.db.insert(users).values({ id, email, role: 'agent', firstName: 'Eva', lastName: 'Applicant' })
  const headers = bearer(await signAccessToken(t.config, { sub: id })).headers
  const res = await t.json('/api/travel-agencies?assign-myself-to-new-agency', { name }, { headers })
  expect(res.status).toBe(201)
  const agency = (await res.json()) as TravelAgencyDto
  const [request] = await t.database.db
    .select()
    .from(agencyVerificationRequests)
    .where(eq(agencyVerificationRequests.travelAgencyId, agency._id))
  return { userId: id, email, headers, agency, requestId: request!.id }
}
const decide = async (id: string, body: unknown, headers?: Record<string, string>) =>
  t.json(`${QUEUE}/${id}/decision`, body, { headers: headers ?? (await as('admin')) })
const queue = async (query = '', headers?: Record<string, string>) =>
  t.request(`${QUEUE}${query}`, { headers: headers ?? (await as('admin')) })
const mailsTo = async (recipient: string) =>
  (await t.database.db.select().from(mailOutbox).where(eq(mailOutbox.recipient, recipient))).filter(
    (m) => m.kind === 'agency-verification-decision',
  )

describe('GET /api/admin/agency-verifications', () => {
  it('lists the pending requests for admins, oldest first, in the shared shape', async () => {
    const a = await pendingAgency('Queue One')
    const b = await pendingAgency('Queue Two')
    const res = await queue()
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('private, no-store')
    const list = (await res.json()) as AgencyVerificationDto[]
    const ids = list.map((r) => r._id)
    expect(ids.indexOf(a.requestId)).toBeLessThan(ids.indexOf(b.requestId))
    expect(list.find((r) => r._id === a.requestId)).toEqual({
      _id: a.requestId,
      travelAgencyId: a.agency._id,
      agencyName: 'Queue One',
      referredBy: null,
      requestedBy: { _id: a.userId, email: a.email, displayName: 'Eva Applicant' },
      emailDomain: 'queueone.example',
      status: 'pending',
      declineReason: null,
      createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      decidedAt: null,
    })
    expect(list.every((r) => r.status === 'pending')).toBe(true)
  })

  it('filters by status (pending, decided, all) and refuses another (400)', async () => {
    const p = await pendingAgency('Filter One')
    expect((await decide(p.requestId, { decision: 'approve' })).status).toBe(200)
    const pending = (await (await queue('?status=pending')).json()) as AgencyVerificationDto[]
    const decided = (await (await queue('?status=decided')).json()) as AgencyVerificationDto[]
    const all = (await (await queue('?status=all')).json()) as AgencyVerificationDto[]
    expect(pending.map((r) => r._id)).not.toContain(p.requestId)
    expect(decided.map((r) => r._id)).toContain(p.requestId)
    expect(all.map((r) => r._id)).toContain(p.requestId)
    expect(all.length).toBe(pending.length + decided.length)
    const bad = await queue('?status=everything')
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { errors: Record<string, string> }).errors.status).toMatch(/pending/)
  })

  it.each(['agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator', 'noAgency'])(
    'is forbidden for %s (403)',
    async (key) => {
      expect((await queue('', await as(key))).status).toBe(403)
    },
  )

  it("answers 401 'Not authenticated' signed out", async () => {
    const res = await t.request(QUEUE)
    expect(res.status).toBe(401)
    expect(await res.json()).toEqual({ message: 'Not authenticated' })
  })
})

describe('POST /api/admin/agency-verifications/{id}/decision', () => {
  it('approves: the request is approved, the agency verified, the applicant mailed', async () => {
    const p = await pendingAgency('Approve Me')
    const res = await decide(p.requestId, { decision: 'approve', reason: 'ignored' })
    expect(res.status).toBe(200)
    const dto = (await res.json()) as AgencyVerificationDto
    expect(dto).toMatchObject({ _id: p.requestId, status: 'approved', declineReason: null })
    expect(dto.decidedAt).not.toBeNull()
    const [agency] = await t.database.db.select().from(travelAgencies).where(eq(travelAgencies.id, p.agency._id))
    expect(agency).toMatchObject({ vetting: 'verified', isLuxuryTravelAgency: true })
    const [request] = await t.database.db
      .select()
      .from(agencyVerificationRequests)
      .where(eq(agencyVerificationRequests.id, p.requestId))
    expect(request).toMatchObject({ decidedBy: demoAccount('admin').id })
    const mails = await mailsTo(p.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]).toMatchObject({ subject: 'Your agency is verified', kind: 'agency-verification-decision' })
    const state = await t.request(`/api/travel-agencies/${p.agency._id}/verification`, { headers: p.headers })
    expect(await state.json()).toEqual({ vetting: 'verified', declineReason: null })
  })

  it('declines with a reason: the agency declined, the applicant mailed with the reason', async () => {
    const p = await pendingAgency('Decline Me')
    const res = await decide(p.requestId, { decision: 'decline', reason: '  Not a luxury travel agency  ' })
    expect(res.status).toBe(200)
    expect(await res.json()).toMatchObject({ status: 'declined', declineReason: 'Not a luxury travel agency' })
    const mails = await mailsTo(p.email)
    expect(mails).toHaveLength(1)
    expect(mails[0]!.subject).toBe('Your agency could not be verified')
    expect(mails[0]!.payload).toMatchObject({ reason: 'Not a luxury travel agency' })
    const state = await t.request(`/api/travel-agencies/${p.agency._id}/verification`, { headers: p.headers })
    expect((await state.json()) as AgencyVettingDto).toEqual({
      vetting: 'declined',
      declineReason: 'Not a luxury travel agency',
    })
    const agency = (await (
      await t.request(`/api/travel-agencies/${p.agency._id}`, { headers: p.headers })
    ).json()) as TravelAgencyDto
    expect(agency.vetting).toBe('declined')
  })

  it('needs a reason to decline and a known decision (400), and leaves the request pending', async () => {
    const p = await pendingAgency('Needs Reason')
    for (const [body, field, message] of [
      [{ decision: 'decline' }, 'reason', 'Please give a reason for declining'],
      [{ decision: 'decline', reason: '   ' }, 'reason', 'Please give a reason for declining'],
      [{ decision: 'maybe' }, 'decision', "Please choose 'approve' or 'decline'"],
      [{}, 'decision', undefined],
    ] as const) {
      const res = await decide(p.requestId, body)
      expect(res.status).toBe(400)
      const errors = ((await res.json()) as { errors: Record<string, string> }).errors
      expect(errors).toHaveProperty(field)
      if (message) expect(errors[field]).toBe(message)
    }
    const [request] = await t.database.db
      .select()
      .from(agencyVerificationRequests)
      .where(eq(agencyVerificationRequests.id, p.requestId))
    expect(request!.status).toBe('pending')
    expect(await mailsTo(p.email)).toEqual([])
  })

  it('answers 409 to a second decision and changes nothing', async () => {
    const p = await pendingAgency('Decide Twice')
    expect((await decide(p.requestId, { decision: 'approve' })).status).toBe(200)
    const again = await decide(p.requestId, { decision: 'decline', reason: 'Changed my mind' })
    expect(again.status).toBe(409)
    expect(await again.json()).toEqual({ message: 'This request was already decided' })
    const [agency] = await t.database.db.select().from(travelAgencies).where(eq(travelAgencies.id, p.agency._id))
    expect(agency!.vetting).toBe('verified')
    expect(await mailsTo(p.email)).toHaveLength(1)
  })

  it('answers 404 for an unknown request, 403 for non-admins, 401 signed out', async () => {
    const unknown = await decide('ffffffffffffffffffffffff', { decision: 'approve' })
    expect(unknown.status).toBe(404)
    expect(await unknown.json()).toEqual({ message: 'Verification request not found' })
    expect((await decide('not-an-id', { decision: 'approve' })).status).toBe(404)
    const p = await pendingAgency('Not Yours')
    expect((await decide(p.requestId, { decision: 'approve' }, p.headers)).status).toBe(403)
    expect((await decide(p.requestId, { decision: 'approve' }, await as('supervisorAgent'))).status).toBe(403)
    expect((await decide(p.requestId, { decision: 'approve' }, {})).status).toBe(401)
  })
})

describe('GET /api/travel-agencies/{id}/verification', () => {
  it('answers the members and admins; others 403; signed out 401', async () => {
    const p = await pendingAgency('Vetting State')
    const own = await t.request(`/api/travel-agencies/${p.agency._id}/verification`, { headers: p.headers })
    expect(own.status).toBe(200)
    expect(await own.json()).toEqual({ vetting: 'pending', declineReason: null })
    const admin = await t.request(`/api/travel-agencies/${p.agency._id}/verification`, { headers: await as('admin') })
    expect(admin.status).toBe(200)
    expect(
      (await t.request(`/api/travel-agencies/${p.agency._id}/verification`, { headers: await as('agent') })).status,
    ).toBe(403)
    expect((await t.request(`/api/travel-agencies/${p.agency._id}/verification`)).status).toBe(401)
    const unknown = await t.request('/api/travel-agencies/ffffffffffffffffffffffff/verification', {
      headers: await as('admin'),
    })
    expect(unknown.status).toBe(404)
  })

  it('answers verified for the seeded demo agencies (the column default)', async () => {
    const res = await t.request(`/api/travel-agencies/${demoAccount('agent').travelAgencyId}/verification`, {
      headers: await as('agent'),
    })
    expect(await res.json()).toEqual({ vetting: 'verified', declineReason: null })
    const seeded = [HOUSE_AGENCY.id, ...AGENCIES.map((a) => a.id)]
    const rows = await t.database.db
      .select({ vetting: travelAgencies.vetting })
      .from(travelAgencies)
      .where(inArray(travelAgencies.id, seeded))
    expect(rows).toHaveLength(seeded.length)
    expect(rows.every((r) => r.vetting === 'verified')).toBe(true)
  })
})

describe('the vetting gate on the partner calls', () => {
  const dates = () => {
    const day = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10)
    return `checkInDate=${day(20)}&checkOutDate=${day(23)}&paymentProfile=ClientPays`
  }
  const partnerCalls = () => [
    `/api/hotelrooms/${roomId}/offers?${dates()}&numAdults=2`,
    `/api/hotelrooms/${roomId}/availability?${dates()}`,
    `/api/hotels/${hotelId}/available-rooms?${dates()}`,
    `/api/available-hotels?${dates()}&destination=Zermatt`,
    '/api/sales/leads',
  ]

  it("answers 403 'Your travel agency is waiting for verification' to a pending agency's members", async () => {
    const p = await pendingAgency('Gated Agency')
    for (const url of partnerCalls()) {
      const res = await t.request(url, { headers: p.headers })
      expect(res.status, url).toBe(403)
      expect(await res.json()).toEqual({ message: AGENCY_NOT_VERIFIED_MESSAGE })
    }
    const interest = await t.json('/api/hotels/interests', {}, { headers: p.headers })
    expect(interest.status).toBe(403)
    expect(AGENCY_NOT_VERIFIED_MESSAGE).toBe('Your travel agency is waiting for verification')
  })

  it('opens once the agency is approved (the decision forgets the cached vetting)', async () => {
    const p = await pendingAgency('Opened Agency')
    const offers = `/api/hotelrooms/${roomId}/offers?${dates()}&numAdults=2`
    expect((await t.request(offers, { headers: p.headers })).status).toBe(403)
    await decide(p.requestId, { decision: 'approve' })
    const res = await t.request(offers, { headers: p.headers })
    expect(res.status).toBe(200)
  })

  it('keeps a declined agency out and lets verified members and admins through', async () => {
    const p = await pendingAgency('Declined Agency')
    await decide(p.requestId, { decision: 'decline', reason: 'Not a travel agency' })
    const offers = `/api/hotelrooms/${roomId}/offers?${dates()}&numAdults=2`
    expect((await t.request(offers, { headers: p.headers })).status).toBe(403)
    expect((await t.request(offers, { headers: await as('agent') })).status).toBe(200)
    // an admin acting for the pending agency is exempt
    const acting = await t.request(offers, {
      headers: { ...(await as('admin')), 'X-Acting-Travel-Agency': p.agency._id },
    })
    expect(acting.status).toBe(200)
  })

  it('leaves the public and non-partner calls open to a pending member', async () => {
    const p = await pendingAgency('Still Onboarding')
    expect((await t.request('/api/current_user', { headers: p.headers })).status).toBe(200)
    expect((await t.request(`/api/travel-agencies/${p.agency._id}`, { headers: p.headers })).status).toBe(200)
    expect((await t.request('/api/onboarding/draft', { headers: p.headers })).status).toBe(200)
    expect((await t.request(`/api/hotelrooms/${roomId}`)).status).toBe(200)
  })
})
