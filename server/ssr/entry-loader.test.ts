import { createHash } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { ENTRY_LOADER_CSP_SOURCE, ENTRY_LOADER_SCRIPT, loadEntryAfterFirstPaint } from './entry-loader.ts'

describe('loadEntryAfterFirstPaint', () => {
  const shell = [
    '<head><title>x</title>',
    '<script type="module" crossorigin src="/assets/index-a1.js"></script>',
    '<link rel="modulepreload" crossorigin href="/assets/rolldown-runtime-b2.js">',
    '<link rel="modulepreload" crossorigin href="/assets/tanstack-c3.js">',
    '<link rel="modulepreload" crossorigin href="/assets/react-d4.js">',
    '<link rel="modulepreload" crossorigin href="/assets/query-client-e5.js">',
    '</head>',
  ].join('\n')

  it('names the staged libraries and then the entry in a meta element, and starts them from the inline loader', () => {
    const html = loadEntryAfterFirstPaint(shell)
    expect(html).not.toContain('src="/assets/index-a1.js"')
    expect(html).toContain(
      '<meta name="lds-entry" content="/assets/react-d4.js /assets/tanstack-c3.js /assets/index-a1.js" />',
    )
    expect(html).toContain(`<script type="module">${ENTRY_LOADER_SCRIPT}</script>`)
  })

  it('names the entry alone when the build has no staged chunks', () => {
    const html = loadEntryAfterFirstPaint(
      '<head><script type="module" crossorigin src="/assets/index-a1.js"></script></head>',
    )
    expect(html).toContain('<meta name="lds-entry" content="/assets/index-a1.js" />')
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
  /**
   * Runs the loader's text with fake timers, frames and paint entries; `import()` becomes a call it
   * records. `paintEntries: false` is a browser without paint timing.
   */
  function page(content: string, { paintEntries = true } = {}) {
    const log: string[] = []
    let timers: { fn: () => void; ms: number }[] = []
    const frames: (() => void)[] = []
    const observers: {
      callback: (list: { getEntriesByName: (name: string) => unknown[] }, observer: { disconnect: () => void }) => void
      connected: boolean
    }[] = []
    const document = {
      querySelector: (selector: string) => (selector === 'meta[name="lds-entry"]' ? { content } : null),
    }
    const load = (src: string) => {
      log.push(`import ${src}`)
      return Promise.resolve()
    }
    const setTimeout = (fn: () => void, ms: number) => timers.push({ fn, ms })
    const requestAnimationFrame = (fn: () => void) => frames.push(fn)
    class PerformanceObserver {
      static supportedEntryTypes = paintEntries ? ['paint', 'navigation'] : ['navigation']
      private readonly entry: (typeof observers)[number]
      constructor(callback: (typeof observers)[number]['callback']) {
        this.entry = { callback, connected: false }
      }
      observe({ type, buffered }: { type: string; buffered: boolean }) {
        log.push(`observe ${type}${buffered ? ' buffered' : ''}`)
        this.entry.connected = true
        observers.push(this.entry)
      }
    }
    /** The browser reports a paint timing entry to the connected observers. */
    const paint = (name: string) => {
      for (const observer of observers.filter((o) => o.connected))
        observer.callback(
          { getEntriesByName: (wanted) => (wanted === name ? [{ name }] : []) },
          { disconnect: () => (observer.connected = false) },
        )
    }
    new Function(
      'document',
      'load',
      'setTimeout',
      'requestAnimationFrame',
      'PerformanceObserver',
      ENTRY_LOADER_SCRIPT.replace('import(', 'load('),
    )(document, load, setTimeout, requestAnimationFrame, PerformanceObserver)
    const settle = () => new Promise((resolve) => globalThis.setTimeout(resolve, 0))
    /** Runs the tasks due (those with `ms` up to `upTo`), one task at a time, until none is left. */
    const runTasks = async (upTo: number) => {
      for (;;) {
        await settle()
        const next = timers.find((timer) => timer.ms <= upTo)
        if (!next) return
        timers = timers.filter((timer) => timer !== next)
        log.push('task')
        next.fn()
      }
    }
    return { log, frames, paint, runTasks, pending: () => timers.map((timer) => timer.ms) }
  }

  it('imports nothing before the first contentful paint is shown, then each script in a task of its own, in order, once', async () => {
    const { log, frames, paint, runTasks } = page('/assets/react-d4.js /assets/index-a1.js')
    await runTasks(0)
    expect(log).toEqual(['observe paint buffered'])
    expect(frames).toEqual([])
    paint('first-paint')
    await runTasks(0)
    expect(log).toEqual(['observe paint buffered'])
    paint('first-contentful-paint')
    paint('first-contentful-paint')
    await runTasks(0)
    expect(log).toEqual(['observe paint buffered'])
    // two frames after the paint was shown: the rest of the page is painted too
    frames.shift()?.()
    await runTasks(0)
    expect(log).toEqual(['observe paint buffered'])
    frames.shift()?.()
    expect(frames).toEqual([])
    await runTasks(0)
    expect(log).toEqual([
      'observe paint buffered',
      'task',
      'import /assets/react-d4.js',
      'task',
      'import /assets/index-a1.js',
      'task',
    ])
    await runTasks(1000)
    expect(log.filter((line) => line.startsWith('import'))).toHaveLength(2)
  })

  it('waits for two animation frames alone where the browser has no paint timing', async () => {
    const { log, frames, runTasks } = page('/assets/react-d4.js /assets/index-a1.js', { paintEntries: false })
    await runTasks(0)
    expect(log).toEqual([])
    frames.shift()?.()
    await runTasks(0)
    expect(log).toEqual([])
    frames.shift()?.()
    await runTasks(0)
    expect(log).toEqual(['task', 'import /assets/react-d4.js', 'task', 'import /assets/index-a1.js', 'task'])
  })

  it('starts after a second when no frame comes (a hidden tab)', async () => {
    const { log, pending, runTasks } = page('/assets/index-a1.js')
    expect(pending()).toEqual([1000])
    await runTasks(1000)
    expect(log.filter((line) => line.startsWith('import'))).toEqual(['import /assets/index-a1.js'])
  })
})
