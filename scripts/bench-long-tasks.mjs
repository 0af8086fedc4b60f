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
import { connectCdp, evaluate } from './cdp-client.mjs'
import { launchLighthouseChrome } from './chromium.mjs'
import { pagesOf } from './bench-lighthouse.mjs'
import { startServer } from './bench-pages.mjs'

const PHONE = { width: 412, height: 823, deviceScaleFactor: 1.75, mobile: true }
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms))

const OBSERVE_LONG_TASKS = `window.__longTasks = [];
new PerformanceObserver((list) => { for (const entry of list.getEntries()) window.__longTasks.push(entry.duration) }).observe({ type: 'longtask', buffered: true })`

async function waitFor(cdp, sessionId, expression, timeoutMs) {
  const end = Date.now() + timeoutMs
  while (!(await evaluate(cdp, sessionId, expression).catch(() => false))) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${expression}`)
    await sleep(50)
  }
}

async function loadOnce(cdp, url) {
  const { browserContextId } = await cdp.send('Target.createBrowserContext', { disposeOnDetach: true })
  const { targetId } = await cdp.send('Target.createTarget', { url: 'about:blank', browserContextId })
  try {
    const { sessionId } = await cdp.send('Target.attachToTarget', { targetId, flatten: true })
    // the Page domain runs the observer's script in the new document (it is no `Runtime.enable`)
    await cdp.send('Page.enable', {}, sessionId)
    await cdp.send('Page.addScriptToEvaluateOnNewDocument', { source: OBSERVE_LONG_TASKS }, sessionId)
    await cdp.send('Emulation.setDeviceMetricsOverride', PHONE, sessionId)
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true }, sessionId)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 }, sessionId)
    await cdp.send('Page.navigate', { url }, sessionId)
    await waitFor(
      cdp,
      sessionId,
      `location.href !== 'about:blank' && document.readyState === 'complete' && document.documentElement.dataset.render !== undefined`,
      60_000,
    )
    await sleep(2500)
    const tasks = await evaluate(cdp, sessionId, 'window.__longTasks')
    return {
      blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0),
      longest: Math.max(0, ...tasks),
      over200: tasks.filter((d) => d > 200).length,
    }
  } finally {
    await cdp.send('Target.closeTarget', { targetId }).catch(() => undefined)
    await cdp.send('Target.disposeBrowserContext', { browserContextId }).catch(() => undefined)
  }
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
      await loadOnce(cdp, url) // the server renders and caches the page; not counted
      const loads = []
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(cdp, url))
      const blocking = median(loads.map((l) => l.blocking))
      const longest = median(loads.map((l) => l.longest))
      console.log(
        `  ${name.padEnd(18)} blocking ${String(Math.round(blocking)).padStart(4)} ms (${loads.map((l) => Math.round(l.blocking)).join(' ')})  longest ${String(Math.round(longest)).padStart(4)} ms  tasks > 200 ms: ${loads.map((l) => l.over200).join(' ')}`,
      )
    }
  } finally {
    cdp.close()
    chrome.kill()
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
