import fc from 'fast-check'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../tests/setup/access-tokens.ts'
import { createOidcClient } from '../tests/setup/oidc-client.ts'
import { createTestApp, type TestApp } from '../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'

/**
 * Property-based fuzzing of every endpoint's query, path parameters and body against the real app
 * (docs/decisions/038-edge-validation.md): generated junk (NUL, unpaired surrogates, huge
 * and fractional numbers, impossible dates, wrong types, empty `$in`, JSON nested thousands deep)
 * over otherwise valid requests. No answer is a 5xx, none takes longer than REQUEST_TIMEOUT_MS, and
 * /api/health is healthy afterwards. A fixed seed and a bounded number of runs keep it repeatable
 * and short; API routes without an entry below are fuzzed generically (read from the app's routes).
 */

/** FUZZ_SEED and FUZZ_RUNS (a multiplier) explore further by hand; the suite runs the fixed values. */
const SEED = Number(process.env.FUZZ_SEED ?? 20261123)
const SCALE = Number(process.env.FUZZ_RUNS ?? 1)
const RUNS = 80
const REQUEST_TIMEOUT_MS = 10_000

let t: TestApp
let tokens: { agent: string; admin: string }
let agentId: string
let interactionUrl: string
let oidc: ReturnType<typeof createOidcClient>

beforeAll(async () => {
  t = await createTestApp({ hotels: 1, properties: 4, listen: true })
  agentId = demoAccount('agent').id
  tokens = {
    agent: await signAccessToken(t.config, { sub: agentId }),
    admin: await signAccessToken(t.config, { sub: demoAccount('admin').id }),
  }
  oidc = createOidcClient(t.url!)
  interactionUrl = oidc.location((await oidc.authorize()).res)
  // /api/health is 503 until the change bus listens (decision 136); a proxy sends no request before then
  const deadline = Date.now() + 20_000
  while ((await t.request('/api/health')).status !== 200 && Date.now() < deadline)
    await new Promise((resolve) => setTimeout(resolve, 50))
})
afterAll(() => t?.close())

// ---------------------------------------------------------------- junk

const NASTY = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00',
  '\ud83d',
  '2026-02-31',
  '2027-02-29',
  '2026-13-01',
  '0000-00-00',
  '0000-02-29',
  '2026-11-26 14:30:23+99',
  '99999-01-01',
  String(2 ** 31),
  '9999999999999999999999',
  '-1',
  '-0',
  '1.5',
  '1e400',
  'NaN',
  'Infinity',
  '',
  ' ',
  '[]',
  '{}',
  '{"$in":[]}',
  '{"_id":{"$in":[]}}',
  '{"bedrooms":{"$gte":99999999999}}',
  'null',
  'true',
  '%00',
  '%ED%A0%80',
  '../../etc/passwd',
  '<script>alert(1)</script>',
  "' or 1=1 --",
  'x'.repeat(5000),
]
const loneSurrogate = fc.integer({ min: 0xd800, max: 0xdfff }).map((c) => String.fromCharCode(c))
const junkChar = fc.oneof(
  fc.string({ unit: 'binary', minLength: 1, maxLength: 1 }),
  loneSurrogate,
  fc.constant('\u0000'),
)
/** Dates written YYYY-MM-DD, most of them impossible (year 0, month 0 or 13, day 0, 30 February, 32nd). */
const junkDate = fc
  .tuple(
    fc.oneof(fc.constantFrom(0, 1, 1899, 2200, 9999), fc.integer({ min: 0, max: 99_999 })),
    fc.integer({ min: 0, max: 13 }),
    fc.integer({ min: 0, max: 32 }),
  )
  .map(([y, m, d]) => `${String(y).padStart(4, '0')}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`)
const junkString = fc.oneof(
  { weight: 3, arbitrary: fc.constantFrom(...NASTY) },
  { weight: 3, arbitrary: fc.string({ unit: junkChar, minLength: 1, maxLength: 30 }) },
  { weight: 1, arbitrary: junkDate },
  { weight: 1, arbitrary: fc.string({ maxLength: 12 }) },
)
const junkNumber = fc.oneof(
  fc.constantFrom(2 ** 31, -(2 ** 31) - 1, Number.MAX_SAFE_INTEGER, 1e20, -1, 0.5, 1e308),
  fc.integer(),
  fc.double({ noNaN: true, noDefaultInfinity: true }),
)
/** The document-store operators of the property conditions, empty and out of range. */
const junkOperator = fc.oneof(
  fc.constantFrom(
    { $in: [] },
    { $all: [] },
    { $gte: 2 ** 31 },
    { $lte: 1e20 },
    { $gte: -1 },
    { $in: ['\u0000'] },
    { $nin: [] },
  ),
  fc.record({ $in: fc.array(junkString, { maxLength: 3 }) }),
  fc.record({ $gte: junkNumber, $lte: junkNumber }, { requiredKeys: [] }),
)
const { value: junkValue } = fc.letrec<{ value: unknown }>((tie) => ({
  value: fc.oneof(
    { depthSize: 'small', withCrossShrink: true },
    { weight: 4, arbitrary: junkString },
    { weight: 2, arbitrary: junkNumber },
    { weight: 1, arbitrary: fc.boolean() },
    { weight: 1, arbitrary: fc.constant(null) },
    { weight: 1, arbitrary: junkOperator },
    { weight: 1, arbitrary: fc.array(tie('value'), { maxLength: 3 }) },
    { weight: 1, arbitrary: fc.dictionary(junkString, tie('value'), { maxKeys: 3 }) },
  ),
}))
/** A query value: junk text, a junk number, or junk JSON (for parameters that carry JSON). */
const junkQueryValue = fc.oneof(
  { weight: 3, arbitrary: junkString },
  { weight: 1, arbitrary: junkDate },
  { weight: 1, arbitrary: junkNumber.map(String) },
  { weight: 1, arbitrary: junkValue.map((v) => JSON.stringify(v) ?? 'null') },
)
const CONDITION_KEYS = [
  '_id',
  'city',
  'address.country',
  'address.sector',
  'propertyType',
  'bedrooms',
  'priceFrom',
  'petsAllowed',
  'serviceLevels',
  'facilities',
  'operatorId',
]
/** GET /api/properties conditions: whitelisted fields with junk values (the JSON of a filter). */
const junkConditions = fc
  .dictionary(fc.constantFrom(...CONDITION_KEYS), junkValue, { minKeys: 1, maxKeys: 2 })
  .map((c) => JSON.stringify(c))
/** Raw body texts: nesting far beyond any limit, broken JSON, JSON that is not an object. */
const junkText = fc.oneof(
  fc.integer({ min: 33, max: 20_000 }).map((n) => '['.repeat(n) + ']'.repeat(n)),
  fc.integer({ min: 33, max: 5_000 }).map((n) => '{"a":'.repeat(n) + '1' + '}'.repeat(n)),
  fc.constantFrom('{', '', 'null', '[]', '"x"', '{"a":"\\u0000"}', '{"\\ud800":1}', '\u0000'),
)
/** Printable header values (fetch refuses NUL and characters beyond Latin-1 in headers). */
const junkHeader = fc.oneof(
  fc.constantFrom('', ' ', 'x'.repeat(2000), '0'.repeat(24), '\u00ff', '../'),
  fc.string({ unit: 'binary-ascii', maxLength: 30 }).map((s) => s.replace(/[^\x20-\x7e]/g, '')),
)

/** Percent-encoding that also writes unpaired surrogates (as the WTF-8 bytes a raw client could send). */
function encode(s: string): string {
  let out = ''
  for (const ch of s) {
    const code = ch.charCodeAt(0)
    if (ch.length === 1 && code >= 0xd800 && code <= 0xdfff)
      out += `%${(0xe0 | (code >> 12)).toString(16)}%${(0x80 | ((code >> 6) & 0x3f)).toString(16)}%${(0x80 | (code & 0x3f)).toString(16)}`
    else out += encodeURIComponent(ch)
  }
  return out
}

/** Some of `keys` (and sometimes an unknown one) with junk values, as a query string. */
function junkQuery(keys: readonly string[]) {
  const known = fc.constantFrom(...(keys.length ? keys : ['q']))
  const pair = fc.oneof(
    { weight: 4, arbitrary: fc.tuple(known, junkQueryValue) },
    { weight: 1, arbitrary: fc.tuple(fc.constant('conditions'), junkConditions) },
    { weight: 1, arbitrary: fc.tuple(junkString, junkQueryValue) },
  )
  // one or two: with more, one of them is nearly always refused first and the rest never reaches deeper
  return fc
    .array(pair, { minLength: 1, maxLength: 2 })
    .map((pairs) => pairs.map(([k, v]) => `${encode(k)}=${encode(v)}`).join('&'))
}

/** A valid body with some fields replaced by junk, or junk instead of the whole body. */
function junkBody(base: Record<string, unknown>) {
  const fields = Object.keys(base)
  const field = fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...fields) }, { weight: 1, arbitrary: junkString })
  const overrides = fc.dictionary(field, junkValue, { minKeys: 1, maxKeys: 3 })
  return fc.oneof(
    { weight: 4, arbitrary: overrides.map((o) => JSON.stringify({ ...base, ...o })) },
    { weight: 1, arbitrary: junkValue.map((v) => JSON.stringify(v) ?? 'null') },
    { weight: 1, arbitrary: junkText },
  )
}

// ---------------------------------------------------------------- requests

type Sent = { status: number; ms: number }

async function timed(send: () => Promise<Response>): Promise<Sent> {
  const start = performance.now()
  let timer: NodeJS.Timeout | undefined
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${REQUEST_TIMEOUT_MS} ms`)), REQUEST_TIMEOUT_MS)
  })
  try {
    const res = await Promise.race([send(), timeout])
    await res.arrayBuffer()
    return { status: res.status, ms: performance.now() - start }
  } finally {
    clearTimeout(timer)
  }
}

/** The app in-process (the real app, no sockets) for /api. */
const api = (method: string, url: string, init: { body?: string; headers?: Record<string, string> } = {}) =>
  timed(async () =>
    t.app.request(url, { method, body: init.body, headers: { 'content-type': 'application/json', ...init.headers } }),
  )
/** The real server for /oidc (the provider answers the raw node request). */
const http = (
  method: string,
  url: string,
  init: { body?: string | URLSearchParams; headers?: Record<string, string> } = {},
) =>
  timed(() =>
    fetch(new URL(url, t.url), {
      method,
      body: init.body,
      // a connection per request: a pooled one the server was closing after its keep-alive time (the in-process
      // suites before take longer than that) was reset under the next request, a failure of the test, not the server
      headers: { connection: 'close', ...init.headers },
      redirect: 'manual',
      signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
    }),
  )

function noServerError(sent: Sent, what: string) {
  expect(sent.status, what).toBeLessThan(500)
}

async function check<T>(arb: fc.Arbitrary<T>, request: (value: T) => Promise<Sent>, runs = RUNS, label = '') {
  await fc.assert(
    fc.asyncProperty(arb, async (value) =>
      noServerError(await request(value), `${label}${JSON.stringify(value)?.slice(0, 300) ?? String(value)}`),
    ),
    { seed: SEED, numRuns: Math.round(runs * SCALE) },
  )
}

// ---------------------------------------------------------------- the endpoints

type Auth = 'agent' | 'admin' | undefined
type GetEndpoint = { path: string; keys?: readonly string[]; auth?: Auth; params?: readonly string[] }

const ID = '0123456789abcdef01234567'
const SEARCH_KEYS = [
  'city',
  'sectors',
  'checkIn',
  'checkOut',
  'flexible',
  'priceMin',
  'priceMax',
  'bedrooms',
  'adults',
  'children',
  'propertyType',
  'serviceLevel',
  'facilities',
  'petsAllowed',
  'limit',
  'offset',
  'includeDemos',
]
const GETS: GetEndpoint[] = [
  { path: '/api/health' },
  { path: '/api/config' },
  { path: '/api/current_user', keys: ['populate-travel-agency'], auth: 'agent' },
  { path: '/api/travel-agencies', auth: 'admin' },
  { path: '/api/travel-agencies/:id', auth: 'admin', params: ['id'] },
  { path: '/api/travel-agency-public-info', keys: ['emailDomain', 'email-domain'] },
  { path: '/api/properties', keys: ['conditions', 'projection', 'includeOrder', 'includeDemos', 'limit', 'skip'] },
  { path: '/api/properties/by-path', keys: ['path'] },
  { path: '/api/properties/:id', keys: ['includeSalesInformation'], params: ['id'] },
  { path: '/api/property-search', keys: SEARCH_KEYS },
  { path: '/api/property-search/destinations' },
  { path: '/api/destinations/:type/:country', keys: ['limit', 'offset', 'includeDemos'], params: ['type', 'country'] },
  {
    path: '/api/destinations/:type/:country/:city',
    keys: ['limit', 'offset', 'includeDemos'],
    params: ['type', 'country', 'city'],
  },
  { path: '/api/stays', keys: ['propertyId', 'from', 'to', 'available'] },
  { path: '/api/properties/:propertyId/stays', keys: ['from', 'to', 'includePast'], params: ['propertyId'] },
  { path: '/api/facilities', keys: ['kind'] },
  { path: '/api/country-names' },
  { path: '/api/programs', keys: ['isVisibleInHotelSearch'] },
  { path: '/api/hotels/locations', keys: ['includeDemos'] },
  { path: '/api/testimonials' },
  { path: '/api/dev/outbox', keys: ['limit'] },
  {
    path: '/api/sales/leads',
    keys: ['scope', 'agencyId', 'status', 'kind', 'from', 'to', 'client', 'subjectId', 'agentId', 'cursor', 'limit'],
    auth: 'agent',
  },
  { path: '/api/sales/reports', keys: ['scope', 'from', 'to', 'client', 'kind'], auth: 'agent' },
  { path: '/api/autocomplete/clients', keys: ['fullText'], auth: 'agent' },
  { path: '/api/admin/outbox', keys: ['limit'], auth: 'admin' },
]

const contact = {
  name: 'Anna Meier',
  email: 'anna@example.com',
  message: 'Hello',
  subject: 'Contact',
  phone: '+41 79 000 00 00',
  language: 'en',
}
const crash = {
  subject: 'Frontend Crashed',
  error: { name: 'TypeError', message: 'x', stack: 'at y' },
  hasReloaded: false,
  location: '/search',
  user: null,
}
const generalEnquiry = {
  subject: 'New general enquiry',
  adults: 2,
  children: 1,
  childAges: [5],
  checkIn: '2027-02-06',
  checkOut: '2027-02-13',
  name: 'Anna Meier',
  email: 'anna@example.com',
  phone: '+41 79 000 00 00',
  privacy: true,
  contactConsent: true,
  message: 'Hi',
  bedrooms: 3,
  activities: [],
  services: [],
}
const propertyEnquiry = {
  subject: 'New property enquiry',
  propertyId: ID,
  checkIn: '2027-02-06',
  checkOut: '2027-02-13',
  serviceLevel: 'Catered',
  adults: 2,
  children: 0,
  contactConsent: true,
  fullname: 'Anna Meier',
  email: 'anna@example.com',
  phone: '+41 79',
  city: 'Basel',
  text: 'Hi',
}

type PostEndpoint = { method: string; path: string; base: Record<string, unknown>; auth?: Auth; runs?: number }
const POSTS: PostEndpoint[] = [
  { method: 'POST', path: '/api/mailer', base: contact },
  { method: 'POST', path: '/api/mailer', base: crash },
  {
    method: 'POST',
    path: '/api/mailer',
    base: { subject: 'Error when logging in', text: 'x', error: { message: 'y' } },
  },
  { method: 'POST', path: '/api/mailer', base: generalEnquiry },
  { method: 'POST', path: '/api/enquiries', base: propertyEnquiry },
  {
    method: 'POST',
    path: '/api/newsletter/client',
    base: { fullName: 'Lea Graf', email: 'lea@example.com', language: 'de' },
  },
  // 60 a minute per client: stay below, so the schema is fuzzed rather than the limit
  { method: 'POST', path: '/api/frontendlogs', base: { msg: 'click', data: { a: 1 }, sessionId: 's-1' }, runs: 30 },
  { method: 'PATCH', path: '/api/users/:self', base: { firstName: 'Sophie', lastName: 'Laurent' }, auth: 'agent' },
]

const headersOf = (auth: Auth) => (auth ? bearer(tokens[auth]).headers : {})
/** A path with its parameters replaced by junk (or, for `:self`, the signed-in agent's id). */
const fillPath = (path: string, values: string[]) => {
  let i = 0
  return path.replace(/:(\w+)/g, (_m, name: string) => (name === 'self' ? agentId : encode(values[i++] ?? ID)))
}

describe('fuzzing the API (no 5xx, no hang)', () => {
  it.each(GETS.map((e) => [e.path, e] as const))('GET %s', async (_path, e) => {
    const arb = fc.record({
      params: fc.array(junkString, { minLength: 3, maxLength: 3 }),
      query: junkQuery(e.keys ?? []),
      acting: junkHeader,
      language: junkHeader,
    })
    await check(arb, ({ params, query, acting, language }) =>
      api('GET', `${fillPath(e.path, e.params ? params : [])}?${query}`, {
        headers: { ...headersOf(e.auth), 'x-acting-travel-agency': acting, 'accept-language': language },
      }),
    )
  })

  it.each(
    POSTS.map((e) => [`${e.method} ${e.path} (${String(e.base.subject ?? Object.keys(e.base)[0])})`, e] as const),
  )('%s', async (_name, e) => {
    const arb = fc.record({ body: junkBody(e.base), key: fc.option(junkHeader) })
    await check(
      arb,
      ({ body, key }) =>
        api(e.method, fillPath(e.path, []), {
          body,
          headers: { ...headersOf(e.auth), ...(key === null ? {} : { 'idempotency-key': key }) },
        }),
      e.runs,
    )
  })

  it('every other API route of the app, generically', async () => {
    const known = new Set([
      ...GETS.map((e) => `GET ${e.path}`),
      ...POSTS.map((e) => `${e.method} ${e.path.replace(':self', ':id')}`),
    ])
    // the chat's live stream never ends by itself: fuzzed on its own below
    known.add('GET /api/chat/events')
    const others = t.app.routes.filter(
      (r) => r.method !== 'ALL' && r.path.startsWith('/api/') && !known.has(`${r.method} ${r.path}`),
    )
    for (const route of others) {
      const arb = fc.record({
        params: fc.array(junkString, { minLength: 3, maxLength: 3 }),
        query: junkQuery([]),
        body: junkValue.map((v) => JSON.stringify(v) ?? 'null'),
        auth: fc.constantFrom<Auth>(undefined, 'agent', 'admin'),
      })
      await check(
        arb,
        ({ params, query, body, auth }) =>
          api(route.method, `${fillPath(route.path, params)}?${query}`, {
            body: route.method === 'GET' ? undefined : body,
            headers: headersOf(auth),
          }),
        10,
        `${route.method} ${route.path} `,
      )
    }
  })
})

describe('fuzzing the chat stream (no 5xx, it answers at once)', () => {
  it('GET /api/chat/events with any query and Last-Event-ID', async () => {
    const arb = fc.record({
      query: junkQuery(['lastEventId']),
      lastEventId: junkString,
      auth: fc.constantFrom<Auth>(undefined, 'agent', 'admin'),
    })
    await fc.assert(
      fc.asyncProperty(arb, async ({ query, lastEventId, auth }) => {
        const controller = new AbortController()
        const res = await t.app.request(`/api/chat/events?${query}`, {
          headers: { ...headersOf(auth), 'Last-Event-ID': lastEventId.replace(/[^\x21-\x7e]/g, '') },
          signal: controller.signal,
        })
        expect(res.status, JSON.stringify({ query, lastEventId })).toBeLessThan(500)
        controller.abort()
        await res.body?.cancel()
      }),
      { seed: SEED, numRuns: Math.round(10 * SCALE) },
    )
  })
})

describe('fuzzing the embedded OpenID provider (no 5xx, no hang)', () => {
  const authorization = () => ({
    client_id: 'agent-frontend',
    response_type: 'code',
    redirect_uri: `${t.url}/oidc-callback`,
    scope: 'openid profile email offline_access',
    code_challenge: 'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
    code_challenge_method: 'S256',
    state: 's',
    nonce: 'n',
  })
  const AUTH_KEYS = [
    'client_id',
    'response_type',
    'redirect_uri',
    'scope',
    'code_challenge',
    'code_challenge_method',
    'state',
    'nonce',
    'login_hint',
    'ui_locales',
    'prompt',
    'max_age',
    'acr_values',
    'claims',
    'resource',
    'request',
    'id_token_hint',
  ]
  const junkParams = (keys: readonly string[]) =>
    fc.dictionary(
      fc.oneof({ weight: 4, arbitrary: fc.constantFrom(...keys) }, { weight: 1, arbitrary: junkString }),
      junkString,
      { minKeys: 1, maxKeys: 2 },
    )
  /** Form and query values: what a URL or a form body can carry (unpaired surrogates arrive as U+FFFD anyway). */
  const query = (params: Record<string, string>) =>
    Object.entries(params)
      .map(([k, v]) => `${encode(k)}=${encode(v)}`)
      .join('&')

  it('GET /oidc/auth', async () => {
    await check(
      junkParams(AUTH_KEYS),
      (params) => http('GET', `/oidc/auth?${query({ ...authorization(), ...params })}`),
      80,
    )
  })

  it('POST /oidc/token and /oidc/token/revocation', async () => {
    const keys = [
      'grant_type',
      'client_id',
      'code',
      'redirect_uri',
      'code_verifier',
      'refresh_token',
      'token',
      'token_type_hint',
      'resource',
      'scope',
    ]
    const arb = fc.record({ path: fc.constantFrom('/oidc/token', '/oidc/token/revocation'), params: junkParams(keys) })
    await check(
      arb,
      ({ path, params }) =>
        http('POST', path, {
          body: query({ grant_type: 'authorization_code', client_id: 'agent-frontend', ...params }),
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
        }),
      30,
    )
  })

  it('the sign-in form of an interaction', async () => {
    const arb = fc.record({
      email: fc.oneof(junkString, fc.constant(demoAccount('agent').email)),
      password: junkString,
      extra: junkParams(['email', 'password', 'uid']),
    })
    await check(
      arb,
      ({ email, password, extra }) =>
        http('POST', `${interactionUrl}/login`, {
          body: query({ email, password, ...extra }),
          headers: {
            'content-type': 'application/x-www-form-urlencoded',
            cookie: [...oidc.jar].map(([k, v]) => `${k}=${v}`).join('; '),
          },
        }),
      30,
    )
  })

  it('interaction, session end, userinfo and discovery', async () => {
    const arb = fc.record({
      path: fc.constantFrom(
        '/oidc/interaction/:x',
        '/oidc/session/end',
        '/oidc/session/end/confirm',
        '/oidc/me',
        '/oidc/.well-known/openid-configuration',
        '/oidc/jwks',
        '/oidc/:x',
      ),
      method: fc.constantFrom('GET', 'POST'),
      params: junkParams([
        'state',
        'post_logout_redirect_uri',
        'id_token_hint',
        'client_id',
        'ui_locales',
        'logout',
        'xsrf',
        'access_token',
      ]),
      segment: junkString,
      token: junkHeader,
    })
    await check(
      arb,
      ({ path, method, params, segment, token }) => {
        const url = path.replace(':x', encode(segment))
        const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' }
        return method === 'GET'
          ? http('GET', `${url}?${query(params)}`, { headers })
          : http('POST', url, { body: query(params), headers })
      },
      30,
    )
  })
})

describe('afterwards', () => {
  it('the server is healthy and still answers', async () => {
    const health = await http('GET', '/api/health')
    expect(health.status).toBe(200)
    const body = (await (await fetch(`${t.url}/api/health`)).json()) as { status: string }
    expect(body.status).toBe('ok')
    expect((await http('GET', '/api/properties?limit=1')).status).toBe(200)
  })
})
