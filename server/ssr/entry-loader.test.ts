import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ENTRY_LOADER_CSP_SOURCE, ENTRY_LOADER_SCRIPT, loadEntryAfterFirstPaint } from './entry-loader.ts'

describe('loadEntryAfterFirstPaint', () => {
  const shell = '<head><title>x</title>\n<script type="module" crossorigin src="/assets/index-a1.js"></script>\n</head>'

  it('names the entry in a meta element and starts it from the inline loader', () => {
    const html = loadEntryAfterFirstPaint(shell)
    expect(html).not.toContain('src="/assets/index-a1.js"')
    expect(html).toContain('<meta name="lds-entry" content="/assets/index-a1.js" />')
    expect(html).toContain(`<script type="module">${ENTRY_LOADER_SCRIPT}</script>`)
  })

  it('leaves a shell without the built entry as it is', () => {
    expect(loadEntryAfterFirstPaint('<head></head>')).toBe('<head></head>')
  })

  it("gives the policy the loader's own hash", () => {
    const hash = createHash('sha256').update(ENTRY_LOADER_SCRIPT).digest('base64')
    expect(ENTRY_LOADER_CSP_SOURCE).toBe(`'sha256-${hash}'`)
  })
})

describe('the loader in a page', () => {
  function run(frames: 'painted' | 'hidden') {
    const imported: string[] = []
    const timers: [() => void, number][] = []
    const frameCallbacks: (() => void)[] = []
    const document = { querySelector: (selector: string) => (selector === 'meta[name="lds-entry"]' ? { content: '/assets/index-a1.js' } : null) }
    const load = (src: string) => imported.push(src)
    const setTimeout = (fn: () => void, ms: number) => timers.push([fn, ms])
    const requestAnimationFrame = (fn: () => void) => frameCallbacks.push(fn)
    // the loader's text with import() as a function this test can see
    new Function('document', 'load', 'setTimeout', 'requestAnimationFrame', ENTRY_LOADER_SCRIPT.replace('import(', 'load('))(
      document,
      load,
      setTimeout,
      requestAnimationFrame,
    )
    if (frames === 'painted') frameCallbacks.forEach((fn) => fn())
    return { imported, timers }
  }

  it('imports the entry in the task after the first frame, once', () => {
    const { imported, timers } = run('painted')
    expect(imported).toEqual([])
    const afterFrame = timers.find(([, ms]) => ms === 0)!
    afterFrame[0]()
    expect(imported).toEqual(['/assets/index-a1.js'])
    for (const [fn] of timers) fn()
    expect(imported).toEqual(['/assets/index-a1.js'])
  })

  it('imports it after a second when no frame comes (a hidden tab)', () => {
    const { imported, timers } = run('hidden')
    expect(timers.map(([, ms]) => ms)).toEqual([1000])
    timers[0][0]()
    expect(imported).toEqual(['/assets/index-a1.js'])
  })
})
