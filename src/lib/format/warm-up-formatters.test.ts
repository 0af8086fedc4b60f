import { afterEach, describe, expect, it, vi } from 'vitest'
import { WARM_UP_SOURCE, warmUpFormatters } from './warm-up-formatters.ts'

/** A stand-in for the browser's Worker: records what it was given and lets the test answer. */
class FakeWorker {
  static made: FakeWorker[] = []
  static refuse = false
  readonly listeners = new Map<string, () => void>()
  terminated = false
  constructor(readonly url: string) {
    if (FakeWorker.refuse) throw new DOMException('refused by the content security policy', 'SecurityError')
    FakeWorker.made.push(this)
  }
  addEventListener(type: string, listener: () => void) {
    this.listeners.set(type, listener)
  }
  terminate() {
    this.terminated = true
  }
}

function stubBrowser() {
  FakeWorker.made = []
  FakeWorker.refuse = false
  const blobs: Blob[] = []
  vi.stubGlobal('Worker', FakeWorker)
  const create = vi.spyOn(URL, 'createObjectURL').mockImplementation((blob) => {
    blobs.push(blob as Blob)
    return `blob:lds/${blobs.length}`
  })
  const revoke = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined)
  return { blobs, create, revoke }
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.restoreAllMocks()
})

describe('warmUpFormatters', () => {
  it('starts one worker from a blob holding the warm-up source', async () => {
    const { blobs } = stubBrowser()
    warmUpFormatters()
    expect(FakeWorker.made.map((worker) => worker.url)).toEqual(['blob:lds/1'])
    expect(blobs[0]?.type).toBe('text/javascript')
    expect(await blobs[0]?.text()).toBe(WARM_UP_SOURCE)
  })

  it.each(['message', 'error'])('lets the blob address go and ends the worker on its %s', (event) => {
    const { revoke } = stubBrowser()
    warmUpFormatters()
    const worker = FakeWorker.made[0]
    expect(revoke).not.toHaveBeenCalled()
    worker?.listeners.get(event)?.()
    expect(revoke).toHaveBeenCalledWith('blob:lds/1')
    expect(worker?.terminated).toBe(true)
  })

  it('does nothing, and throws nothing, where a worker is refused or missing', () => {
    const { revoke } = stubBrowser()
    FakeWorker.refuse = true
    expect(() => warmUpFormatters()).not.toThrow()
    expect(revoke).toHaveBeenCalledWith('blob:lds/1')
    vi.stubGlobal('Worker', undefined)
    expect(() => warmUpFormatters()).not.toThrow()
    expect(FakeWorker.made).toEqual([])
  })
})

describe('WARM_UP_SOURCE', () => {
  it('creates the formatters the pages use, in both languages, then reports and ends', () => {
    const made: string[] = []
    const kind = (name: string) =>
      class {
        constructor(locale: string) {
          made.push(`${name} ${locale}`)
        }
        format = () => ''
        select = () => 'one'
      }
    const intl = { NumberFormat: kind('number'), DateTimeFormat: kind('date'), PluralRules: kind('plural') }
    const postMessage = vi.fn()
    const close = vi.fn()
    new Function('postMessage', 'close', 'Intl', WARM_UP_SOURCE)(postMessage, close, intl)
    expect(made).toEqual(['number en-US', 'date en-GB', 'plural en-GB', 'date de-DE', 'plural de-DE'])
    expect(postMessage).toHaveBeenCalledWith(0)
    expect(close).toHaveBeenCalledOnce()
  })

  it('runs as it is with the real Intl', () => {
    expect(() => new Function('postMessage', 'close', WARM_UP_SOURCE)(vi.fn(), vi.fn())).not.toThrow()
  })
})
