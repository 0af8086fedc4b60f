// The main thread of the storefront pages as a mid-range phone runs them (issue 9), measured in the
// browser rather than simulated: Debian's Chromium with 4x CPU throttling (CDP), a phone viewport,
// a fresh context per load (first visit: no service worker, nothing cached), the page opened until
// the app has hydrated (<html data-render>) plus 2.5 s. The browser's own long-task entries
// (PerformanceObserver 'longtask') give the blocking time (the sum over 50 ms of every long task of
// the load) and the longest task; median of BENCH_LONG_TASK_RUNS loads (default 5) per page.
// Steadier than Lighthouse's simulation on a machine whose speed varies, so a change is measured
// against the commit before with this step (docs/decisions/058-persisted-cache-before-first-render.md).
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { launchChromium } from './chromium.mjs'
import { pagesOf } from './bench-lighthouse.mjs'
import { startServer } from './bench-pages.mjs'

const PHONE = { viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true }
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

async function loadOnce(browser, url) {
  const context = await browser.newContext(PHONE)
  try {
    await context.addInitScript(() => {
      window.__longTasks = []
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) window.__longTasks.push(entry.duration)
      }).observe({ type: 'longtask', buffered: true })
    })
    const page = await context.newPage()
    const cdp = await context.newCDPSession(page)
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 })
    await page.goto(url, { waitUntil: 'load', timeout: 60_000 })
    await page.waitForFunction(() => document.documentElement.dataset.render, null, { timeout: 60_000 })
    await page.waitForTimeout(2500)
    const tasks = await page.evaluate(() => window.__longTasks)
    return { blocking: tasks.reduce((sum, d) => sum + Math.max(0, d - 50), 0), longest: Math.max(0, ...tasks), over200: tasks.filter((d) => d > 200).length }
  } finally {
    await context.close()
  }
}

export async function longTaskFigures({ runs = Number(process.env.BENCH_LONG_TASK_RUNS ?? 5) } = {}) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lds-bench-long-tasks-'))
  const port = Number(process.env.BENCH_LONG_TASK_PORT ?? 3905)
  const { stop } = await startServer({ dataDir, port, env: { APP_ENV: 'demo' } })
  const browser = await launchChromium(chromium)
  try {
    const pages = await pagesOf(`http://127.0.0.1:${port}`)
    console.log(`\nMain thread of a first visit, Chromium at 4x CPU, phone (median of ${runs} loads; blocking = sum over 50 ms of the long tasks)`)
    for (const { name, url } of pages) {
      await loadOnce(browser, url) // the server renders and caches the page; not counted
      const loads = []
      for (let i = 0; i < runs; i++) loads.push(await loadOnce(browser, url))
      const blocking = median(loads.map((l) => l.blocking))
      const longest = median(loads.map((l) => l.longest))
      console.log(
        `  ${name.padEnd(18)} blocking ${String(Math.round(blocking)).padStart(4)} ms (${loads.map((l) => Math.round(l.blocking)).join(' ')})  longest ${String(Math.round(longest)).padStart(4)} ms  tasks > 200 ms: ${loads.map((l) => l.over200).join(' ')}`,
      )
    }
  } finally {
    await browser.close()
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}
