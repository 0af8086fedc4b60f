// The Lighthouse part of `npm run bench` (goals in README.md): the storefront pages as a mid-range phone sees
// them. The compiled server starts on a fresh data directory (demo catalogue, seeded at start; the
// time until /api/health answers is printed), Debian's Chromium is launched once (chrome-launcher,
// never a downloaded browser), and Lighthouse runs with its DEFAULT mobile settings (simulated slow
// 4G, 4x CPU slowdown, Moto G Power screen) three times per page; the median run by performance
// score is printed beside the goals:
//   performance ≥ 95, LCP ≤ 1.5 s, TBT ≤ 150 ms, CLS ≤ 0.02, no long task over 200 ms,
//   accessibility, SEO and best-practices at 100.
// Long tasks come from Lighthouse's "long-tasks" diagnostic (top-level main-thread tasks, durations
// as simulated at 4x like TBT). Pages: the landing, a search (resort + Saturday week, as the landing
// form links it), a property page, its destination list, and a German SEO page. The median reports
// are written to .bench/lighthouse/<page>.json (open them with https://googlechrome.github.io/lighthouse/viewer/).
// Last, the machine's floor: the property page's HTML without its scripts (scripts/html-only-proxy.mjs,
// decision 072), performance only, median of the same number of runs.
// Environment: BENCH_LIGHTHOUSE_PORT (default 3904), BENCH_LIGHTHOUSE_RUNS (default 3),
// CHROMIUM_PATH (default /usr/bin/chromium).
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { pathToFileURL } from 'node:url'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse from 'lighthouse'
import { MiB, memoryOf, startServer } from './bench-pages.mjs'
import { launchLighthouseChrome } from './chromium.mjs'
import { startHtmlOnlyProxy } from './html-only-proxy.mjs'
import {
  COLUMNS,
  figuresOf,
  medianRun,
  millis,
  num,
  printTable,
  seconds,
  writeReport,
} from './bench-lighthouse-report.mjs'

const CATEGORIES = ['performance', 'accessibility', 'seo', 'best-practices']
const RESORT = 'Courchevel 1850'
const { perf, lcp, tbt, cls, a11y, seo, bestPractices, tasks, longest } = COLUMNS

const iso = (d) => d.toISOString().slice(0, 10)
/** The first Saturday at least two weeks ahead (the seed lets weekly Saturday stays). */
function saturdayWeek() {
  const start = new Date(Date.now() + 14 * 86_400_000)
  const sat = new Date(start.getTime() + ((6 - start.getUTCDay() + 7) % 7) * 86_400_000)
  return { checkIn: iso(sat), checkOut: iso(new Date(sat.getTime() + 7 * 86_400_000)) }
}

/**
 * The pages, with real paths taken from the running server's catalogue; BENCH_PAGES (names, comma
 * separated, e.g. "property page") keeps only those, for a quicker A/B run of one page.
 */
export async function pagesOf(base) {
  const only = (process.env.BENCH_PAGES ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean)
  const answer = await (await fetch(`${base}/api/property-search?city=${encodeURIComponent(RESORT)}`)).json()
  const propertyPath = answer.results?.[0]?.path
  if (!propertyPath) throw new Error(`no property in ${RESORT} in the demo catalogue`)
  const destinationPath = propertyPath.split('/').slice(0, 4).join('/') // /{type}/{country}/{city}
  const { checkIn, checkOut } = saturdayWeek()
  const search = new URLSearchParams({ city: RESORT, checkIn, checkOut })
  return [
    ['/', '/'],
    ['/search', `/search?${search}`],
    ['property page', propertyPath],
    ['destination list', destinationPath],
    ['German SEO page', `/${encodeURIComponent('die-luxuriösesten-chalets-der-alpen')}/schweiz/zermatt`],
    // where an affiliate's agencies arrive (docs/product/onboarding.md#signup)
    ['sign-up landing', '/signup/serandipians'],
  ]
    .map(([name, p]) => ({ name, path: p, url: `${base}${p}` }))
    .filter(({ name }) => only.length === 0 || only.includes(name))
}

/** `runs` Lighthouse runs of `url`, each in a new browser (a new profile: a first visit, no caches). */
async function lighthouseRuns(url, runs, categories) {
  const lhrs = []
  for (let i = 0; i < runs; i++) {
    // the browser's address-bar popup switched off (decision 071)
    const chrome = await launchLighthouseChrome(chromeLauncher)
    try {
      const result = await lighthouse(url, {
        port: chrome.port,
        output: 'json',
        logLevel: 'error',
        onlyCategories: categories,
      })
      if (!result) throw new Error(`Lighthouse gave no result for ${url}`)
      lhrs.push(result.lhr)
    } finally {
      chrome.kill()
    }
  }
  return lhrs
}

/**
 * This machine's floor: the property page's HTML without its scripts (scripts/html-only-proxy.mjs),
 * measured like the pages. What it costs is the browser's own work for the HTML; the pages' TBT
 * cannot go below it here, whatever our scripts do.
 */
async function htmlOnlyFloor(base, property, runs) {
  const proxy = await startHtmlOnlyProxy(base)
  try {
    // the server renders and caches the page once for the proxy's uncompressed request
    await fetch(`${proxy.url}${property.path}`, {
      headers: { accept: 'text/html', 'accept-language': 'en-US,en;q=0.9' },
    }).then((r) => r.arrayBuffer())
    const lhrs = await lighthouseRuns(`${proxy.url}${property.path}`, runs, ['performance'])
    const { all, median } = medianRun(lhrs)
    const f = median.f
    const line =
      `the property page's HTML alone (its scripts taken out: the browser's own work, this machine's floor): ` +
      `score ${num(f.score)}, TBT ${millis(f.tbtMs)} (runs ${all.map((r) => millis(r.f.tbtMs)).join(', ')}), ` +
      `longest task ${millis(f.longestTaskMs)}, LCP ${seconds(f.lcpMs)}`
    return { figures: f, line }
  } finally {
    await proxy.close()
  }
}

/**
 * Runs the Lighthouse step and prints its table. Returns the median figures per page and the
 * server's start-up time and memory (for the caller to print or record).
 */
export async function lighthouseFigures({ runs = Number(process.env.BENCH_LIGHTHOUSE_RUNS ?? 3) } = {}) {
  const stepStarted = performance.now()
  const dataDir = mkdtempSync(path.join(tmpdir(), 'lds-bench-lighthouse-'))
  const port = Number(process.env.BENCH_LIGHTHOUSE_PORT ?? 3904)
  const base = `http://127.0.0.1:${port}`
  const outDir = path.resolve('.bench', 'lighthouse')
  mkdirSync(outDir, { recursive: true })

  console.log(
    `\nLighthouse, default mobile settings (simulated slow 4G, 4x CPU slowdown), median of ${runs} runs by performance score`,
  )
  const { server, startMs, stop } = await startServer({ dataDir, port, env: { DEMO_ACCOUNTS: 'off' } }).catch(
    (error) => {
      rmSync(dataDir, { recursive: true, force: true })
      throw error
    },
  )
  const atStart = memoryOf(server.pid)
  console.log(
    `  server start on a fresh data directory (create, migrate, seed the demo catalogue): ${(startMs / 1000).toFixed(1)} s until /api/health, RSS ${MiB(atStart.rss)}`,
  )
  let afterRuns
  let floor
  let version = ''
  const results = []
  try {
    const pages = await pagesOf(base)
    for (const page of pages) {
      // one request first, as a browser sends it: the runs measure a page the server has rendered
      // and cached (what visitors get); the first render after a start is not a page load
      await fetch(page.url, { headers: { 'accept-language': 'en-US,en;q=0.9', 'accept-encoding': 'gzip' } }).then((r) =>
        r.arrayBuffer(),
      )
      const lhrs = await lighthouseRuns(page.url, runs, CATEGORIES)
      version = lhrs.at(-1).lighthouseVersion
      // the median among the runs that produced a score (a run can fail, e.g. a protocol timeout on a busy machine)
      const { all, median } = medianRun(lhrs)
      for (const { f } of all)
        if (!Number.isFinite(f.score))
          console.log(`  ${page.name}: a run failed: ${f.warnings.join(' | ') || 'no performance score'}`)
      writeReport(outDir, '', page.name, median.lhr)
      results.push({ ...page, figures: median.f, scores: all.map((r) => r.f.score) })
      const benchmarkIndex = lhrs.map((l) => Math.round(l.environment?.benchmarkIndex ?? NaN)).join(', ')
      console.log(
        `  ${page.name}: ${page.path}  (scores ${lhrs.map((l) => num(figuresOf(l).score)).join(', ')}; host benchmark index ${benchmarkIndex})${median.f.warnings.length ? `\n    warnings: ${median.f.warnings.join(' | ')}` : ''}`,
      )
    }
    const property = pages.find((page) => page.name === 'property page')
    if (property) floor = await htmlOnlyFloor(base, property, runs)
  } finally {
    afterRuns = memoryOf(server.pid)
    await stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
  console.log(`\n  Lighthouse ${version}, median run per page:`)
  printTable(
    results.map((r) => [r.name, r.figures]),
    [perf, lcp, tbt, cls, a11y, seo, bestPractices, tasks, longest],
  )
  if (floor) console.log(`  ${floor.line}`)
  console.log(`  server RSS after the Lighthouse runs: ${MiB(afterRuns.rss)} (peak ${MiB(afterRuns.peak)})`)
  const stepMs = performance.now() - stepStarted
  console.log(`  Lighthouse step took ${(stepMs / 1000).toFixed(0)} s`)
  return { pages: results, floor: floor?.figures, startMs, rssAtStart: atStart.rss, rssAfter: afterRuns.rss, stepMs }
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) await lighthouseFigures()
