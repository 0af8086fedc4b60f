// The main thread of the storefront pages as a mid-range phone runs them (goals in README.md), measured in the
// browser rather than simulated: Debian's Chromium with 4x CPU throttling (CDP), a phone viewport,
// a fresh browser context per load (first visit: no service worker, nothing cached), the page opened
// until the app has hydrated (<html data-render>) plus 2.5 s. The browser's own long-task entries
// (PerformanceObserver 'longtask') give the blocking time (the sum over 50 ms of every long task of
// the load) and the longest task; median of BENCH_LONG_TASK_RUNS loads (default 5) per page.
// Steadier than Lighthouse's simulation on a machine whose speed varies, so a change is measured
// against the commit before with this step (docs/decisions/058-persisted-cache-before-first-render.md).
// The browser is driven over plain CDP with no domain's events enabled (scripts/cdp-client.mjs): a
// driver's `Runtime.enable` adds 120–180 ms at 4x to the entry's evaluation that no phone pays
// (docs/decisions/072-the-machines-floor.md, its last amendment).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import { connectCdp } from './cdp-client.mjs'
import { longTaskLoad } from './cdp-page.mjs'
import { median } from './bench-interaction.mjs'
import { launchLighthouseChrome } from './chromium.mjs'
import { pagesOf } from './bench-lighthouse.mjs'
import { startServer } from './bench-pages.mjs'

/** One page's line: the median blocking time (each load's in brackets), the median longest task, the tasks over 200 ms per load. */
export function longTaskLine(name, loads, width = 18) {
  const blocking = median(loads.map((l) => l.blocking))
  const longest = median(loads.map((l) => l.longest))
  return `  ${name.padEnd(width)} blocking ${String(Math.round(blocking)).padStart(4)} ms (${loads.map((l) => Math.round(l.blocking)).join(' ')})  longest ${String(Math.round(longest)).padStart(4)} ms  tasks > 200 ms: ${loads.map((l) => l.over200).join(' ')}`
}

export async function longTaskFigures({ runs = Number(process.env.BENCH_LONG_TASK_RUNS ?? 5) } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lds-bench-long-tasks-'))
  const port = Number(process.env.BENCH_LONG_TASK_PORT ?? 3905)
  const { stop } = await startServer({ dataDir, port, env: { APP_ENV: 'demo' } })
  const chrome = await launchLighthouseChrome(chromeLauncher)
  const cdp = await connectCdp(chrome.port)
  try {
    const pages = await pagesOf(`http://127.0.0.1:${port}`)
    console.log(
      `\nMain thread of a first visit, Chromium at 4x CPU, phone, no DevTools domain enabled (median of ${runs} loads; blocking = sum over 50 ms of the long tasks)`,
    )
    for (const { name, url } of pages) {
      await longTaskLoad(cdp, url) // the server renders and caches the page; not counted
      const loads = []
      for (let i = 0; i < runs; i++) loads.push(await longTaskLoad(cdp, url))
      console.log(longTaskLine(name, loads))
    }
  } finally {
    cdp.close()
    chrome.kill()
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
