// The signed-in pages of `npm run bench` (goals of the business pages in README.md): the hotel search,
// a hotel page, its selection, the partner dashboard, a lead and the supervisor's dashboard, as an
// agent on a phone has them. The compiled server starts on a fresh data directory in demo mode;
// Debian's Chromium (chrome-launcher, as for the storefront's Lighthouse) signs in through the
// embedded provider's real login page as the demo agent, and a second one as the supervisor, over
// plain CDP. The session stays in that browser's local storage, so Lighthouse runs in the same
// browser with its storage kept (`disableStorageReset`): the service worker and the caches warm, as
// a returning agent has them; each page is loaded once before it is measured
// (docs/decisions/098-signed-in-bench.md). Then:
//   1. the JS loaded until idle on /hotels and the hotel page, signed in, phone and desktop (gzip, from
//      dist/, scripts/bench-pages.mjs; its own Playwright browser with the service worker blocked);
//   2. Lighthouse, default mobile settings, performance and accessibility, median of
//      BENCH_LIGHTHOUSE_RUNS (default 3) per page; reports in .bench/lighthouse/signed-in-<page>.json;
//   3. the main thread of each page's load at 4x CPU as the browser measures it (scripts/cdp-page.mjs,
//      median of BENCH_LONG_TASK_RUNS loads, default 5), a returning agent's: the same signed-in browser;
//   4. the scripted taps' Interaction to Next Paint and the typing's worst key at 4x CPU
//      (scripts/bench-signed-in-taps.mjs).
// `parts` chooses among them (`--long-tasks-only` runs 3 and 4); BENCH_PAGES keeps the named pages.
// Environment: BENCH_SIGNED_IN_PORT (default 3907), BENCH_LIGHTHOUSE_RUNS, BENCH_LONG_TASK_RUNS,
// BENCH_TAP_RUNS, CHROMIUM_PATH.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { chromium } from 'playwright-core'
import { connectCdp } from './cdp-client.mjs'
import { RENDERED, longTaskLoad, openTab, sleep, waitFor } from './cdp-page.mjs'
import { launchChromium, launchLighthouseChrome } from './chromium.mjs'
import { COLUMNS, medianRun, num, printTable, writeReport } from './bench-lighthouse-report.mjs'
import { longTaskLine } from './bench-long-tasks.mjs'
import { ensureBuild, signedInJsFigures, startServer } from './bench-pages.mjs'
import { originTab, signInOverCdp } from './bench-session.mjs'
import {
  AGENT,
  PAGE_NAMES,
  SUPERVISOR,
  agentPagesOf,
  jsPagesOf,
  pageFilter,
  supervisorPagesOf,
} from './bench-signed-in-pages.mjs'
import { tapFigures } from './bench-signed-in-taps.mjs'

const CATEGORIES = ['performance', 'accessibility']
const { perf, lcp, tbt, cls, a11y, tasks, longest } = COLUMNS
const ALL_PARTS = ['js', 'lighthouse', 'long-tasks', 'taps']

/** Opens the page once at full speed until its content is there (its chunks, data and images cached). */
async function warm(cdp, page) {
  const tab = await openTab(cdp)
  try {
    await cdp.send('Page.navigate', { url: page.url }, tab.sessionId)
    await waitFor(cdp, tab.sessionId, `${RENDERED} && (${page.ready})`, 60_000)
    await sleep(1500)
  } finally {
    await tab.close()
  }
}

/** `fn` with a tab on the origin's storage open (closed again, so that no page of the origin is open while Lighthouse runs). */
async function withOrigin(cdp, base, fn) {
  const origin = await originTab(cdp, base)
  try {
    return await fn(origin)
  } finally {
    await origin.close()
    await sleep(300) // the origin's renderer process ends with its last tab and its stopped worker
  }
}

/** The page's storage prepared and its session good for a run's length. */
const prepared = (cdp, base, page) =>
  withOrigin(cdp, base, async (origin) => {
    await page.prepare?.(origin, cdp)
    await origin.fresh()
    await origin.stopWorkers()
  })

async function lighthouseOf(chrome, cdp, base, page, runs, outDir) {
  await prepared(cdp, base, page)
  await warm(cdp, page)
  const lhrs = []
  for (let i = 0; i < runs; i++) {
    await prepared(cdp, base, page)
    const result = await lighthouse(page.url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: CATEGORIES,
      disableStorageReset: true,
    })
    if (!result) throw new Error(`Lighthouse gave no result for ${page.url}`)
    lhrs.push(result.lhr)
    // BENCH_TRACES=1: each run's trace beside the reports, for DevTools' performance panel
    if (process.env.BENCH_TRACES && result.artifacts?.Trace)
      writeFileSync(
        path.join(outDir, `signed-in-${page.name.replace(/[^a-z0-9]+/gi, '-')}-run${i + 1}.trace.json`),
        JSON.stringify(result.artifacts.Trace),
      )
  }
  const { all, median } = medianRun(lhrs)
  writeReport(outDir, 'signed-in-', page.name, median.lhr)
  const index = lhrs.map((l) => Math.round(l.environment?.benchmarkIndex ?? NaN)).join(', ')
  const warnings = median.f.warnings.length ? `\n    warnings: ${median.f.warnings.join(' | ')}` : ''
  console.log(
    `  ${page.name}: ${page.path}  (scores ${all.map((r) => num(r.f.score)).join(', ')}; host benchmark index ${index})${warnings}`,
  )
  return { name: page.name, figures: median.f, version: median.lhr.lighthouseVersion }
}

async function longTasksOf(cdp, base, page, loads) {
  await prepared(cdp, base, page)
  await longTaskLoad(cdp, page.url, { fresh: false, ready: page.ready }) // warm, not counted
  const results = []
  for (let i = 0; i < loads; i++) {
    await prepared(cdp, base, page)
    results.push(await longTaskLoad(cdp, page.url, { fresh: false, ready: page.ready }))
  }
  return longTaskLine(page.name, results, 26)
}

/** One signed-in browser (`email`) through the parts asked for on its pages; collects what it measured. */
async function inBrowser(base, email, pagesOf, parts, report) {
  const chrome = await launchLighthouseChrome(chromeLauncher)
  const cdp = await connectCdp(chrome.port)
  try {
    await signInOverCdp(cdp, base, email)
    const pages = await withOrigin(cdp, base, (origin) => pagesOf(origin))
    if (pages.length === 0) return
    if (parts.includes('lighthouse'))
      for (const page of pages)
        report.lighthouse.push(await lighthouseOf(chrome, cdp, base, page, report.runs, report.outDir))
    if (parts.includes('long-tasks'))
      for (const page of pages) report.longTasks.push(await longTasksOf(cdp, base, page, report.loads))
    if (parts.includes('taps'))
      report.taps.push(...(await withOrigin(cdp, base, (origin) => tapFigures(cdp, pages, origin))))
  } finally {
    cdp.close()
    chrome.kill()
  }
}

export async function signedInFigures({
  parts = ALL_PARTS,
  runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3),
  loads = Number(process.env.BENCH_LONG_TASK_RUNS ?? 5),
} = {}) {
  const stepStarted = performance.now()
  const keep = pageFilter()
  if (!PAGE_NAMES.some(keep)) {
    console.log('\nSigned-in pages: none among BENCH_PAGES, skipped')
    return null
  }
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lds-bench-signed-in-'))
  const port = Number(process.env.BENCH_SIGNED_IN_PORT ?? 3907)
  const base = `http://127.0.0.1:${port}`
  const outDir = path.resolve('.bench', 'lighthouse')
  mkdirSync(outDir, { recursive: true })
  console.log(`\nSigned-in pages (the demo agent; the supervisor for the supervisor dashboard), ${parts.join(', ')}`)
  // the issuer and the sign-in redirects on the address the browser uses (the server listens on 127.0.0.1 only)
  const { stop } = await startServer({ dataDir, port, env: { APP_ENV: 'demo', PUBLIC_URL: base } }).catch((error) => {
    rmSync(dataDir, { recursive: true, force: true })
    throw error
  })
  const report = { runs, loads, outDir, lighthouse: [], longTasks: [], taps: [] }
  try {
    if (parts.includes('js')) {
      const pages = (await jsPagesOf(base)).filter((p) => keep(p.name))
      if (pages.length) {
        console.log('  JS loaded until idle, signed in (gzip, service worker blocked):')
        const browser = await launchChromium(chromium)
        try {
          await signedInJsFigures(browser, base, AGENT, pages)
        } finally {
          await browser.close()
        }
      }
    }
    if (parts.some((part) => part !== 'js')) {
      if (parts.includes('lighthouse'))
        console.log(
          `  Lighthouse, default mobile settings (simulated slow 4G, 4x CPU slowdown), storage kept, median of ${runs} runs by performance score:`,
        )
      const supervisorPages = supervisorPagesOf(base).filter((p) => keep(p.name))
      const agentNames = PAGE_NAMES.filter((name) => !supervisorPagesOf(base).some((p) => p.name === name))
      if (agentNames.some(keep)) {
        const agentPages = async (origin) => (await agentPagesOf(base, origin)).filter((p) => keep(p.name))
        await inBrowser(base, AGENT, agentPages, parts, report)
      }
      if (supervisorPages.length) await inBrowser(base, SUPERVISOR, async () => supervisorPages, parts, report)
    }
  } finally {
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  if (report.lighthouse.length) {
    console.log(`\n  Lighthouse ${report.lighthouse[0].version}, signed in, median run per page:`)
    printTable(
      report.lighthouse.map((r) => [r.name, r.figures]),
      [perf, lcp, tbt, cls, a11y, tasks, longest],
    )
  }
  if (report.longTasks.length) {
    console.log(
      `\n  Main thread of a returning agent's load, Chromium at 4x CPU, phone, no DevTools domain enabled (median of ${loads} loads; blocking = sum over 50 ms of the long tasks; goal: no task over 200 ms)`,
    )
    for (const line of report.longTasks) console.log(line)
  }
  for (const line of report.taps) console.log(line)
  console.log(`  signed-in step took ${((performance.now() - stepStarted) / 1000).toFixed(0)} s`)
  return report
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  ensureBuild()
  // BENCH_SIGNED_IN_PARTS=lighthouse,taps (say) runs only those parts
  const parts = process.env.BENCH_SIGNED_IN_PARTS?.split(',').filter(Boolean)
  await signedInFigures(parts?.length ? { parts } : {})
}
