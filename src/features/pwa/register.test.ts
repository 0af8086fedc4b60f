// @vitest-environment jsdom
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'

type Handler = (event: Record<string, unknown>) => void

const { instances } = vi.hoisted(() => ({ instances: [] as FakeWorkbox[] }))

class FakeWorkbox {
  handlers = new Map<string, Handler[]>()
  register = vi.fn(async () => undefined)
  update = vi.fn(async () => undefined)
  messageSkipWaiting = vi.fn()
  messageSW = vi.fn(async () => ({ type: 'API_CACHES_CLEARED' }))
  constructor(
    public url: string,
    public options: RegistrationOptions,
  ) {
    instances.push(this)
  }
  addEventListener(type: string, handler: Handler) {
    this.handlers.set(type, [...(this.handlers.get(type) ?? []), handler])
  }
  emit(type: string, event: Record<string, unknown> = {}) {
    for (const handler of this.handlers.get(type) ?? []) handler({ type, ...event })
  }
}

vi.mock('workbox-window', () => ({ Workbox: FakeWorkbox }))
vi.mock('#lib/reload-page.ts', () => ({ reloadPage: vi.fn() }))

async function load() {
  const pwa = await import('./register.ts')
  const { reloadPage } = await import('#lib/reload-page.ts')
  return { ...pwa, reloadPage: vi.mocked(reloadPage) }
}

function setServiceWorkerSupport(supported: boolean) {
  if (supported) Object.defineProperty(navigator, 'serviceWorker', { value: { controller: null }, configurable: true })
  else Reflect.deleteProperty(navigator, 'serviceWorker')
}

beforeEach(() => {
  vi.resetModules()
  vi.useFakeTimers()
  instances.length = 0
  vi.stubEnv('PROD', true)
  setServiceWorkerSupport(true)
})

afterEach(() => {
  vi.clearAllTimers()
  vi.useRealTimers()
  vi.unstubAllEnvs()
  vi.unstubAllGlobals()
  vi.clearAllMocks()
  vi.restoreAllMocks()
  setServiceWorkerSupport(false)
})

describe('registerServiceWorker', () => {
  it('does nothing in development', async () => {
    vi.stubEnv('PROD', false)
    const { registerServiceWorker } = await load()
    await registerServiceWorker()
    expect(instances).toHaveLength(0)
  })

  it('does nothing without service-worker support', async () => {
    setServiceWorkerSupport(false)
    const { registerServiceWorker } = await load()
    await registerServiceWorker()
    expect(instances).toHaveLength(0)
  })

  it('registers /sw.js for the whole site, once, and looks for updates every hour', async () => {
    const { registerServiceWorker } = await load()
    await registerServiceWorker()
    await registerServiceWorker()
    expect(instances).toHaveLength(1)
    expect(instances[0].url).toBe('/sw.js')
    expect(instances[0].options).toEqual({ scope: '/' })
    expect(instances[0].register).toHaveBeenCalledOnce()
    vi.advanceTimersByTime(60 * 60 * 1000)
    expect(instances[0].update).toHaveBeenCalledOnce()
  })
})

describe('update store', () => {
  it('tells subscribers when a new version waits, until they unsubscribe', async () => {
    const { registerServiceWorker, subscribeToUpdate, isUpdateAvailable } = await load()
    await registerServiceWorker()
    const seen: boolean[] = []
    const unsubscribe = subscribeToUpdate((available) => seen.push(available))
    expect(isUpdateAvailable()).toBe(false)
    instances[0].emit('waiting', { isUpdate: true })
    expect(isUpdateAvailable()).toBe(true)
    expect(seen).toEqual([true])
    unsubscribe()
    instances[0].emit('waiting', { isUpdate: true })
    expect(seen).toEqual([true])
  })

  it('applyUpdate activates the waiting worker and reloads once it controls the page', async () => {
    const { registerServiceWorker, applyUpdate, reloadPage } = await load()
    await registerServiceWorker()
    instances[0].emit('waiting', { isUpdate: true })
    applyUpdate()
    expect(instances[0].messageSkipWaiting).toHaveBeenCalledOnce()
    expect(reloadPage).not.toHaveBeenCalled()
    instances[0].emit('controlling', { isUpdate: true })
    expect(reloadPage).toHaveBeenCalledOnce()
  })

  it('does not reload when the first worker takes control after installation', async () => {
    const { registerServiceWorker, isUpdateAvailable, reloadPage } = await load()
    await registerServiceWorker()
    instances[0].emit('controlling', { isUpdate: false })
    expect(reloadPage).not.toHaveBeenCalled()
    expect(isUpdateAvailable()).toBe(false)
  })

  it('offers a reload when another tab activated the new version', async () => {
    const { registerServiceWorker, isUpdateAvailable, applyUpdate, reloadPage } = await load()
    await registerServiceWorker()
    instances[0].emit('controlling', { isUpdate: true, isExternal: true })
    expect(isUpdateAvailable()).toBe(true)
    expect(reloadPage).not.toHaveBeenCalled()
    applyUpdate()
    expect(instances[0].messageSkipWaiting).not.toHaveBeenCalled()
    expect(reloadPage).toHaveBeenCalledOnce()
  })
})

describe('first install', () => {
  it('sends the lazy chunks and media this visit loaded through the worker routes', async () => {
    vi.spyOn(performance, 'getEntriesByType').mockReturnValue([
      { name: `${window.location.origin}/assets/routes-CG1HuW5O.js` },
      { name: `${window.location.origin}/api/hotels/h1` },
      { name: `${window.location.origin}/media/hotels/h1.svg` },
      { name: 'https://tiles.example/x.png' },
    ] as PerformanceEntryList)
    const { registerServiceWorker } = await load()
    await registerServiceWorker()
    instances[0].emit('activated', { isUpdate: true })
    expect(instances[0].messageSW).not.toHaveBeenCalled()
    instances[0].emit('activated', { isUpdate: false })
    expect(instances[0].messageSW).toHaveBeenCalledWith({
      type: 'CACHE_URLS',
      payload: {
        urlsToCache: [
          `${window.location.origin}/assets/routes-CG1HuW5O.js`,
          `${window.location.origin}/media/hotels/h1.svg`,
        ],
      },
    })
  })
})

describe('clearApiCaches', () => {
  it('asks the worker to clear the catalogue cache and deletes it from the page too', async () => {
    const cachesDelete = vi.fn(async () => true)
    vi.stubGlobal('caches', { delete: cachesDelete })
    const { registerServiceWorker, clearApiCaches } = await load()
    await registerServiceWorker()
    await clearApiCaches()
    expect(instances[0].messageSW).toHaveBeenCalledWith({ type: 'CLEAR_API_CACHES' })
    expect(cachesDelete).toHaveBeenCalledWith('lds-catalogue')
  })

  it('works without a registered worker (development, first visit)', async () => {
    const cachesDelete = vi.fn(async () => true)
    vi.stubGlobal('caches', { delete: cachesDelete })
    const { clearApiCaches } = await load()
    await expect(clearApiCaches()).resolves.toBeUndefined()
    expect(cachesDelete).toHaveBeenCalledWith('lds-catalogue')
  })
})
