import { describe, expect, it, vi } from 'vitest'
import { REACHABILITY_TIMEOUT_MS, isSiteReachable } from './site-reachable.ts'

describe('isSiteReachable', () => {
  it('asks /api/health past every cache, with a time-out of about 3 s', async () => {
    const fetcher = vi.fn<typeof fetch>(async () => new Response('{}', { status: 200 }))
    expect(await isSiteReachable(fetcher)).toBe(true)
    const [input, init] = fetcher.mock.calls[0]!
    expect(input).toBe('/api/health')
    expect(init?.cache).toBe('no-store')
    expect(init?.signal).toBeInstanceOf(AbortSignal)
    expect(REACHABILITY_TIMEOUT_MS).toBe(3000)
  })

  it('counts any answer (an error status too) as reachable, no answer or a time-out as unreachable', async () => {
    expect(await isSiteReachable(async () => new Response('', { status: 503 }))).toBe(true)
    expect(await isSiteReachable(() => Promise.reject(new TypeError('Failed to fetch')))).toBe(false)
    const hanging: typeof fetch = (_, init) =>
      new Promise((_resolve, reject) => init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)))
    expect(await isSiteReachable(hanging, 20)).toBe(false)
  })
})
