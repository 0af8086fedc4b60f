import { Hono } from 'hono'
import { jwtVerify } from 'jose'
import { http, HttpResponse } from 'msw'
import { setupServer } from 'msw/node'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { bearer, signAccessToken } from '../../../tests/setup/access-tokens.ts'
import { createTestApp, type TestApp } from '../../../tests/setup/server-app.ts'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { createStreamChat } from '#server/integrations/chat/stream.ts'
import { errorHandler } from '#server/lib/errors.ts'
import { createLogger } from '#server/lib/logger.ts'
import { chatTokenRoutes, STREAM_NOT_CONFIGURED } from './routes.ts'

const SECRET = 'route-test-secret-of-32-characters!!'
const upserts: unknown[] = []
// Stream's REST API stands in here; nothing reaches the real service
const stream = setupServer(
  http.post('https://chat.stream-io-api.com/users', async ({ request }) => {
    const body = (await request.json()) as { users: unknown }
    upserts.push(body.users)
    return HttpResponse.json({ users: body.users, duration: '1ms' })
  }),
)

let t: TestApp
let app: Hono
let bare: Hono
beforeAll(async () => {
  stream.listen({ onUnhandledRequest: 'error' })
  t = await createTestApp({ hotels: 1, properties: 1 })
  const mount = (service: ReturnType<typeof createStreamChat> | undefined) =>
    new Hono().onError(errorHandler(createLogger('silent'))).route('/api', chatTokenRoutes(service, t.auth.requireUser))
  app = mount(createStreamChat({ apiKey: 'key', apiSecret: SECRET }))
  bare = mount(undefined)
})
afterEach(() => void (upserts.length = 0))
afterAll(async () => {
  stream.close()
  await t.close()
})

const PATH = '/api/current-user/stream-chat-token'
const as = async (key: string) => bearer(await signAccessToken(t.config, { sub: demoAccount(key).id }))

describe('GET /api/current-user/stream-chat-token', () => {
  it("answers the caller's token (user_id, signed with the secret) after upserting their chat user", async () => {
    const agent = demoAccount('agent')
    const res = await app.request(PATH, await as('agent'))
    expect(res.status).toBe(200)
    expect(res.headers.get('cache-control')).toBe('no-store')
    const { token } = (await res.json()) as { token: string }
    const { payload } = await jwtVerify(token, new TextEncoder().encode(SECRET))
    expect(payload.user_id).toBe(agent.id)
    expect(upserts).toEqual([
      { [agent.id]: expect.objectContaining({ id: agent.id, party: 'travelAgency', role: 'user' }) },
    ])
  })

  it('makes an admin a Stream admin', async () => {
    const res = await app.request(PATH, await as('admin'))
    expect(res.status).toBe(200)
    expect(Object.values(upserts[0] as object)[0]).toMatchObject({ party: 'admin', role: 'admin' })
  })

  it('is 401 without a token and 403 for a user without an agency', async () => {
    expect((await app.request(PATH)).status).toBe(401)
    const res = await app.request(PATH, await as('noAgency'))
    expect(res.status).toBe(403)
    expect(upserts).toEqual([])
  })

  it('is 404 with a clear message when Stream is not configured', async () => {
    const res = await bare.request(PATH, await as('agent'))
    expect(res.status).toBe(404)
    expect(await res.json()).toEqual({ message: STREAM_NOT_CONFIGURED })
  })
})
