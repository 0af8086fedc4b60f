import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import type { ClientSuggestion, LastLead } from '#domain/hotels/types.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotelInterests, hotels, leads } from '#server/db/schema.ts'
import { stableId } from '#server/db/seed/random.ts'

let t: TestApp
const maison = demoAccount('agent')
const belvedere = demoAccount('corporateDesignAgent')
/** The interests feature's reference of an interest stored without one: 'HI-' and the id's end. */
const leadReferenceOf = (i: number) => `HI-${stableId(`interest:agent:${i}`).slice(-8).toUpperCase()}`
const at = (minutes: number) => new Date(Date.UTC(2026, 10, 1, 9, minutes))

function interest(
  agency: typeof maison,
  i: number,
  first: string,
  last: string,
  tls: string | null,
  cc: string | null,
) {
  return {
    id: stableId(`interest:${agency.key}:${i}`),
    travelAgencyId: agency.travelAgencyId!,
    userId: agency.id,
    checkIn: '2027-01-10',
    checkOut: '2027-01-17',
    createdAt: at(i),
    payload: {
      guests: [{ firstName: first, lastName: last }],
      amexCardMember: i === 3 ? 'platinum' : null,
      partnerAgency: { tls, cc, markupAmount: 0 },
      // as the interests feature stores them; the first interest predates them (derived from the id)
      ...(i === 1 ? {} : { clientReference: cc, leadReference: `HI-${i}` }),
    },
  }
}

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 0 })
  const [hotel] = await t.database.db.select().from(hotels)
  const rows = [
    interest(maison, 1, 'Anna', 'Meier', 'TLS100', 'CC7'),
    interest(maison, 2, 'Anna', 'Meier', 'TLS101', 'CC7'),
    interest(maison, 3, 'Annabel', 'Smith', null, 'CC8'),
    interest(belvedere, 4, 'Anna', 'Secret', 'TLS999', 'CC999'),
    ...[5, 6, 7, 8, 9].map((i) => interest(maison, i, `Client${i}`, 'Stone', `TLS${i}`, null)),
  ]
  await t.database.db.insert(hotelInterests).values(rows.map((r) => ({ ...r, hotelId: hotel.id })))
  await t.database.db.insert(leads).values([
    {
      id: stableId('lead:maison:1'),
      reference: 'L-2026-0001',
      travelAgencyId: maison.travelAgencyId,
      status: 'interest',
      client: { firstName: 'Anna', lastName: 'Meier', nationality: 'Swiss' },
      partner: { cc: 'CC7' },
      createdAt: at(0),
    },
    {
      id: stableId('lead:belvedere:1'),
      reference: 'L-2026-0002',
      travelAgencyId: belvedere.travelAgencyId,
      status: 'interest',
      client: { firstName: 'Annette', lastName: 'Hidden' },
      partner: {},
      createdAt: at(30),
    },
  ])
}, 60_000)
afterAll(() => t?.close())

const as = async (account: { id: string }, headers: Record<string, string> = {}) => {
  const auth = bearer(await signAccessToken(t.config, { sub: account.id }))
  return { headers: { ...auth.headers, ...headers } }
}
const clients = async (fullText: string, account = maison, headers: Record<string, string> = {}) => {
  const res = await t.request(
    `/api/autocomplete/clients?fullText=${encodeURIComponent(fullText)}`,
    await as(account, headers),
  )
  expect(res.status).toBe(200)
  expect(res.headers.get('cache-control')).toContain('no-store')
  return (await res.json()) as ClientSuggestion[]
}

describe('GET /api/autocomplete/clients', () => {
  it('suggests the agency’s own clients from 3 characters, with their leads', async () => {
    expect(await clients('an')).toEqual([])
    expect(await clients('  an  ')).toEqual([])
    const found = await clients('ann')
    expect(found.map((c) => `${c.firstName} ${c.lastName}`)).toEqual(['Annabel Smith', 'Anna Meier'])
    expect(found[0]).toMatchObject({ reference: 'CC8', amexCardMember: 'platinum', nationality: null })
    expect(found[1]).toEqual({
      reference: 'CC7',
      firstName: 'Anna',
      lastName: 'Meier',
      nationality: 'Swiss',
      amexCardMember: null,
      leads: [{ reference: 'HI-2' }, { reference: leadReferenceOf(1) }, { reference: 'L-2026-0001' }],
    })
  })

  it('matches every word in names and references, in any case', async () => {
    expect((await clients('meier ANNA')).map((c) => c.reference)).toEqual(['CC7'])
    expect((await clients('cc8')).map((c) => c.lastName)).toEqual(['Smith'])
    expect((await clients('tls101')).map((c) => c.lastName)).toEqual(['Meier'])
    expect((await clients('hi-3')).map((c) => c.lastName)).toEqual(['Smith'])
    expect((await clients('L-2026-0001')).map((c) => c.lastName)).toEqual(['Meier'])
    expect((await clients('anna smith')).map((c) => c.firstName)).toEqual(['Annabel'])
    expect(await clients('anna stone')).toEqual([])
    expect(await clients('%%%')).toEqual([])
  })

  it('never shows another agency’s clients; an admin acting for an agency sees that agency’s', async () => {
    expect(await clients('secret')).toEqual([])
    expect(await clients('annette')).toEqual([])
    expect((await clients('ann', belvedere)).map((c) => c.lastName)).toEqual(['Hidden', 'Secret'])
    const admin = demoAccount('admin')
    const acting = await clients('ann', admin, { 'x-acting-travel-agency': belvedere.travelAgencyId! })
    expect(acting.map((c) => c.lastName)).toEqual(['Hidden', 'Secret'])
    expect(await clients('ann', admin)).toEqual([])
  })

  it('answers 401 without sign-in, 403 without an agency, 400 for a text over 100 characters', async () => {
    expect((await t.request('/api/autocomplete/clients?fullText=anna')).status).toBe(401)
    const none = await t.request('/api/autocomplete/clients?fullText=anna', await as(demoAccount('noAgency')))
    expect(none.status).toBe(403)
    expect(await none.json()).toEqual({ message: 'You are not registered in a travel agency yet' })
    const long = await t.request(`/api/autocomplete/clients?fullText=${'a'.repeat(101)}`, await as(maison))
    expect(long.status).toBe(400)
    expect(await long.json()).toMatchObject({ errors: { fullText: 'Please use at most 100 characters' } })
  })
})

describe('GET /api/autocomplete/last-leads', () => {
  it('answers the agency’s 5 newest leads and interests', async () => {
    const res = await t.request('/api/autocomplete/last-leads', await as(maison))
    expect(res.status).toBe(200)
    const list = (await res.json()) as LastLead[]
    expect(list.map((l) => l.leadReference)).toEqual(['HI-9', 'HI-8', 'HI-7', 'HI-6', 'HI-5'])
    expect(list[0]).toEqual({
      clientFirstName: 'Client9',
      clientLastName: 'Stone',
      leadReference: 'HI-9',
      clientReference: null,
    })
    const other = (await (await t.request('/api/autocomplete/last-leads', await as(belvedere))).json()) as LastLead[]
    expect(other.map((l) => l.clientLastName)).toEqual(['Hidden', 'Secret'])
  })

  it('answers 401 without sign-in and 403 without an agency', async () => {
    expect((await t.request('/api/autocomplete/last-leads')).status).toBe(401)
    expect((await t.request('/api/autocomplete/last-leads', await as(demoAccount('noAgency')))).status).toBe(403)
  })
})
