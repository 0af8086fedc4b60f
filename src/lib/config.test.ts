// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { DEFAULT_CONFIG, getRuntimeConfig, loadRuntimeConfig, mediaUrl, resetRuntimeConfig } from './config.ts'

const answer = {
  appVersion: '1.2.3',
  appEnv: 'demo',
  mediaBaseUrl: 'https://cdn.example.com/media/',
  mapStyleUrl: null,
}

afterEach(() => resetRuntimeConfig())

describe('loadRuntimeConfig', () => {
  it('fetches GET /api/config once and caches it', async () => {
    const fetchImpl = vi.fn(async () => Response.json(answer))
    const first = await loadRuntimeConfig(fetchImpl)
    await loadRuntimeConfig(fetchImpl)
    expect(fetchImpl).toHaveBeenCalledOnce()
    expect(fetchImpl).toHaveBeenCalledWith('/api/config', expect.anything())
    expect(first).toEqual({ ...answer, mediaBaseUrl: 'https://cdn.example.com/media' })
    expect(getRuntimeConfig()).toBe(first)
  })

  it('falls back to the last known configuration when offline', async () => {
    await loadRuntimeConfig(async () => Response.json(answer))
    resetRuntimeConfig()
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const offline = await loadRuntimeConfig(async () => {
      throw new TypeError('Failed to fetch')
    })
    expect(offline.appVersion).toBe('1.2.3')
  })

  it('does not let a hanging request block the boot', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const hanging = (_url: RequestInfo | URL, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
      )
    expect(await loadRuntimeConfig(hanging, 20)).toEqual(DEFAULT_CONFIG)
  })

  it('falls back to defaults on a bad answer without a stored one', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    expect(await loadRuntimeConfig(async () => Response.json({ nope: true }))).toEqual(DEFAULT_CONFIG)
  })
})

describe('mediaUrl', () => {
  it.each([
    ['/media/a.svg', '/media/a.svg'],
    ['https://img.example.com/a.jpg', 'https://img.example.com/a.jpg'],
    ['properties/a.svg', '/media/properties/a.svg'],
  ])('%s -> %s', (src, expected) => {
    expect(mediaUrl(src)).toBe(expected)
  })
})
