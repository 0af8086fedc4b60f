// @vitest-environment jsdom
import { HttpResponse, delay, http } from 'msw'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setupMswServer } from '#test/msw-server.ts'
import { API_TIMEOUT_MS, api, apiRequest, buildApiUrl, setAccessTokenGetter } from './api-client.ts'
import { ApiError, NetworkError, classifyApiFailure } from './api-errors.ts'

const server = setupMswServer()

afterEach(() => {
  setAccessTokenGetter(() => null)
  vi.restoreAllMocks()
})

function captureHeaders(path: string) {
  const seen: Headers[] = []
  server.use(
    http.get(path, ({ request }) => {
      seen.push(request.headers)
      return HttpResponse.json({ ok: true })
    }),
  )
  return seen
}

describe('apiRequest', () => {
  it('sends and parses JSON', async () => {
    server.use(
      http.post('/api/echo', async ({ request }) => HttpResponse.json({ got: await request.json() }, { status: 201 })),
    )
    await expect(api.post('/echo', { a: 1 })).resolves.toEqual({ got: { a: 1 } })
  })

  it('declares every body as JSON: public writes answer 415 otherwise (docs/decisions/043-throttling-and-proxy.md)', async () => {
    const types: (string | null)[] = []
    server.use(
      http.post('/api/mailer', ({ request }) => {
        types.push(request.headers.get('content-type'))
        return HttpResponse.json({ ok: true }, { status: 202 })
      }),
    )
    await api.post('/mailer', { subject: 'Contact' })
    await api.post('/mailer', { subject: 'New general enquiry' }, { headers: { 'Idempotency-Key': 'k' } })
    expect(types).toEqual(['application/json', 'application/json'])
  })

  it.each<[string, boolean, string | null]>([
    ['de', true, 'de'],
    ['en', true, 'en'],
    ['de', false, null],
  ])('stored lang %s, entityList %s -> accept-language %s', async (stored, entityList, expected) => {
    localStorage.setItem('lang', stored)
    const seen = captureHeaders('/api/properties')
    await api.get('/properties', { entityList })
    expect(seen[0].get('accept-language')).toBe(expected)
  })

  it('sends a FormData as multipart, with the boundary the browser writes (a logo upload)', async () => {
    const seen: { type: string | null; field: boolean }[] = []
    server.use(
      http.post('/api/upload', async ({ request }) => {
        const type = request.headers.get('content-type')
        const text = await request.text()
        seen.push({ type, field: /name="logo"; filename=/.test(text) })
        return HttpResponse.json({ ok: true })
      }),
    )
    const body = new FormData()
    body.append('logo', new File(['<svg/>'], 'logo.svg', { type: 'image/svg+xml' }))
    await api.post('/upload', body)
    expect(seen[0]?.type).toMatch(/^multipart\/form-data; boundary=/)
    expect(seen[0]?.field).toBe(true)
  })

  it('adds the bearer token from the pluggable getter', async () => {
    setAccessTokenGetter(async () => 'token-123')
    const seen = captureHeaders('/api/current_user')
    await api.get('/current_user')
    expect(seen[0].get('authorization')).toBe('Bearer token-123')
  })

  it('sends no authorization header without a token', async () => {
    const seen = captureHeaders('/api/config-less')
    await api.get('/config-less')
    expect(seen[0].has('authorization')).toBe(false)
  })

  it.each<[number, unknown, string]>([
    [404, { message: 'Hotel not found' }, 'Hotel not found'],
    [400, { error: 'Bad filter' }, 'Bad filter'],
    [500, undefined, 'Request failed with status 500'],
  ])('throws ApiError on %i', async (status, body, message) => {
    server.use(
      http.get('/api/x', () => (body ? HttpResponse.json(body, { status }) : new HttpResponse(null, { status }))),
    )
    const error = await api.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({ status, body, message })
  })

  it('throws NetworkError when no response arrives', async () => {
    server.use(http.get('/api/x', () => HttpResponse.error()))
    const error = await api.get('/x').catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ reason: 'offline' })
    expect(classifyApiFailure(error)).toEqual({ kind: 'no-response' })
  })

  it('times out with a NetworkError', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const error = await apiRequest('/slow', { timeoutMs: 30 }).catch((e: unknown) => e)
    expect(error).toBeInstanceOf(NetworkError)
    expect(error).toMatchObject({ reason: 'timeout' })
  })

  it('uses the 330000 ms time-out by default', async () => {
    const timeout = vi.spyOn(AbortSignal, 'timeout')
    captureHeaders('/api/y')
    await api.get('/y')
    expect(API_TIMEOUT_MS).toBe(330000)
    expect(timeout).toHaveBeenCalledWith(330000)
  })

  it('lets a caller abort without turning it into a NetworkError', async () => {
    server.use(
      http.get('/api/slow', async () => {
        await delay('infinite')
        return HttpResponse.json({})
      }),
    )
    const controller = new AbortController()
    const pending = api.get('/slow', { signal: controller.signal }).catch((e: unknown) => e)
    controller.abort()
    const error = await pending
    expect(error).not.toBeInstanceOf(NetworkError)
    expect((error as Error).name).toBe('AbortError')
  })
})

describe('buildApiUrl', () => {
  it.each<[string, Record<string, string | number | boolean | null | undefined | string[]> | undefined, string]>([
    ['/properties', undefined, '/api/properties'],
    ['hotels/locations', {}, '/api/hotels/locations'],
    [
      '/properties',
      { projection: 'name city', includeOrder: true, limit: 6 },
      '/api/properties?projection=name%20city&includeOrder=true&limit=6',
    ],
    ['/x', { a: null, b: undefined, c: '' }, '/api/x?c='],
    ['/x', { id: ['1', '2'] }, '/api/x?id=1&id=2'],
    ['/programs?isVisibleInHotelSearch', { a: 1 }, '/api/programs?isVisibleInHotelSearch&a=1'],
  ])('%s %j -> %s', (path, query, expected) => {
    expect(buildApiUrl(path, query)).toBe(expected)
  })
})

describe('classifyApiFailure', () => {
  it.each<[unknown, ReturnType<typeof classifyApiFailure>]>([
    [new ApiError(502, null), { kind: 'server-error' }],
    [
      new ApiError(400, { message: 'Check-in must be in the future' }),
      { kind: 'server-says', text: 'Check-in must be in the future' },
    ],
    [new ApiError(400, null), { kind: 'bad-request' }],
    [new NetworkError('timeout'), { kind: 'no-response' }],
  ])('%o', (error, expected) => {
    expect(classifyApiFailure(error)).toEqual(expected)
  })
})
