import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../tests/setup/server-app.ts'
import { ROLE_NOT_ALLOWED_MESSAGE } from '#server/auth/require-access.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { hotels, properties } from '#server/db/schema.ts'
import { NO_AGENCY_MESSAGE } from '#server/lib/errors.ts'
import { PROPERTY_FORBIDDEN_MESSAGE } from '#server/features/property-stays/service.ts'

/**
 * Who may make the signed-in calls that read an agency's data or act for it
 * (docs/product/sign-in-and-roles.md#access-types): each row is a call, each column a demo account.
 * ok = 200; role = 403 for a role the access type does not allow; agency = 403 without an agency.
 */
let t: TestApp
let hotelId: string
let propertyId: string
beforeAll(async () => {
  t = await createTestApp({ hotels: 2, properties: 4 })
  hotelId = (await t.database.db.select({ id: hotels.id }).from(hotels).limit(1))[0]!.id
  propertyId = (await t.database.db.select({ id: properties.id }).from(properties).limit(1))[0]!.id
})
afterAll(() => t.close())

/** keeper = 403 for a role that keeps no properties (admins and operators do; decision 133) */
type Expect = 'ok' | 'role' | 'agency' | 'keeper'
const ACCOUNTS = ['admin', 'agent', 'supervisorAgent', 'amex_lifestyleAgent', 'customer', 'operator', 'noAgency']

// prettier-ignore
const MATRIX: [call: string, url: () => string, access: Expect[]][] = [
  //                                                                              admin agent  superv. lifest. custom. operat. noAgency
  ['client autocomplete', () => '/api/autocomplete/clients?fullText=anna',        ['ok', 'ok', 'ok',   'ok',   'role', 'role', 'agency']],
  ['last leads',          () => '/api/autocomplete/last-leads',                   ['ok', 'ok', 'ok',   'ok',   'role', 'role', 'agency']],
  ['commission levels',   () => `/api/properties/${propertyId}/commission`,       ['ok', 'ok', 'ok',   'ok',   'role', 'role', 'agency']],
  ['invitation link',     () => `/api/hotels/${hotelId}/hotel-manager-invitation-link`, ['ok', 'ok', 'ok', 'ok', 'role', 'role', 'agency']],
  ['properties to keep',  () => '/api/extranet/properties',                       ['ok', 'keeper', 'keeper', 'keeper', 'keeper', 'ok', 'keeper']],
]

const CASES = MATRIX.flatMap(([call, url, access]) =>
  ACCOUNTS.map((account, i) => ({ call, url, account, expected: access[i]! })),
)

describe('the access matrix of the signed-in agency calls', () => {
  it.each(CASES)('$call as $account: $expected', async ({ url, account, expected }) => {
    const res = await t.request(url(), bearer(await signAccessToken(t.config, { sub: demoAccount(account).id })))
    if (expected === 'ok') {
      expect(res.status).toBe(200)
      return
    }
    expect(res.status).toBe(403)
    const message = { role: ROLE_NOT_ALLOWED_MESSAGE, agency: NO_AGENCY_MESSAGE, keeper: PROPERTY_FORBIDDEN_MESSAGE }
    expect(await res.json()).toEqual({ message: message[expected] })
  })

  it.each(MATRIX.map(([call, url]) => ({ call, url })))('$call without sign-in: 401', async ({ url }) => {
    expect((await t.request(url())).status).toBe(401)
  })
})
