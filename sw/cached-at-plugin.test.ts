import { describe, expect, it } from 'vitest'
import { stampForCache } from './cached-at-plugin.ts'
import { CACHED_AT_HEADER } from './sw-contract.ts'

const NOW = new Date('2026-01-10T08:30:00.000Z')

describe('stampForCache', () => {
  it('stores a 200 answer with its body, status and headers plus x-sw-cached-at', async () => {
    const live = new Response('{"name":"Hotel"}', {
      status: 200,
      headers: { 'content-type': 'application/json', etag: 'W/"1"' },
    })
    const stored = await stampForCache(live, NOW)
    expect(stored?.status).toBe(200)
    expect(stored?.headers.get(CACHED_AT_HEADER)).toBe('2026-01-10T08:30:00.000Z')
    expect(stored?.headers.get('content-type')).toBe('application/json')
    expect(await stored?.json()).toEqual({ name: 'Hotel' })
  })

  it('does not store errors, redirects or not-modified answers', async () => {
    for (const status of [204, 304, 401, 404, 500]) {
      expect(await stampForCache(new Response(null, { status }), NOW)).toBeNull()
    }
  })

  it('drops Authorization from Vary so a refreshed token still finds the copy', async () => {
    const live = new Response('[]', { headers: { vary: 'Accept-Language, Authorization' } })
    expect((await stampForCache(live, NOW))?.headers.get('vary')).toBe('Accept-Language')
    const onlyAuth = new Response('[]', { headers: { vary: 'authorization' } })
    expect((await stampForCache(onlyAuth, NOW))?.headers.has('vary')).toBe(false)
  })
})
