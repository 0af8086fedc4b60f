// npm run bench: prints the figures the issues ask for (not a timed test).
//  1. the landing route's initial JS (gzip), from the built dist/
//  2. the initial JS of the landing and a property page as Chromium loads them (scripts/bench-pages.mjs).
//  3. Lighthouse, default mobile settings, median of 3 runs, on five storefront pages beside the goals
//     of README.md (scripts/bench-lighthouse.mjs), then the property page's HTML without its scripts
//     (the machine's floor, decision 072); also the server's start-up time on a fresh data
//     directory and its resident memory.
//  4. GET /api/properties on a 20,000-property catalogue: requests/s and p99 latency, beside a plain
//     node:http hello-world measured the same way in the same run; before it, the server's start-up
//     time on that already seeded directory (spawn until /api/health answers) and its resident
//     memory (VmRSS from /proc/<pid>/status) after start and after all the load runs.
//  5. GET /api/property-search on the same catalogue (see scripts/bench-search.mjs for what is measured).
//  6. the server rendering of a property page, cached and rendered per request (scripts/bench-ssr.mjs).
//  7. the hotel engine on 5,000 hotels with 180 days of inventory, its own kept data directory:
//     GET /api/available-hotels and GET /api/hotelrooms/:id/offers (scripts/bench-hotels.mjs).
//  8. the generation time of a three-page PDF offer in node (scripts/bench-pdf.mjs).
//  9. the partner dashboard's list over 100,000 leads of one agency, its own kept data directory
//     (scripts/bench-leads.mjs).
// 10. the chat: one message fanned out to 2,000 live streams over two processes on one PostgreSQL, memory per
//     idle stream, messages per second from 50 writers, none lost or doubled (scripts/bench-chat.mjs).
// 11. the extranet's ARI feed: a year of nights for 50 rooms applied, one room's year, and the offers' p99 while a
//     feed is applied (scripts/bench-ari.mjs).
// 12. server rendering of never-seen property pages at 50 connections, in the render worker pool against in the
//     process (RENDER_THREADS=0), on the demo catalogue (scripts/bench-render-pool.mjs).
// After Lighthouse: the long tasks of a first visit in Chromium at 4x CPU (scripts/bench-long-tasks.mjs), then
// the signed-in pages (scripts/bench-signed-in.mjs): their JS until idle, Lighthouse in the signed-in browser,
// the main thread of a returning agent's loads, the scripted taps' INP and the typing's worst key.
// Options: --quick (5 s runs), --skip-api, --skip-pages, --skip-lighthouse (and the long tasks and the signed-in
// pages but their JS), --lighthouse-only, --long-tasks-only (the storefront's and the signed-in pages' loads and
// taps), --signed-in-only, --search-only, --ssr-only, --hotels-only, --skip-hotels, --pdf-only, --leads-only, --chat-only, --ari-only,
// --scale-only, --render-pool-only, BENCH_RENDER_THREADS for the pool's threads (default the cores),
// BENCH_PROPERTIES / BENCH_HOTELS to change the catalogue size, BENCH_DATA_DIR to use another seeded data
// directory, BENCH_LIGHTHOUSE_RUNS (default 3) for the runs per page, BENCH_ACCEPT_ENCODING for the search
// requests' Accept-Encoding (default Chromium's).
import './require-node.mjs'
import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync, writeFileSync, mkdirSync } from 'node:fs'
import http from 'node:http'
import path from 'node:path'
import { gzipSync } from 'node:zlib'
import autocannon from 'autocannon'
import { lighthouseFigures } from './bench-lighthouse.mjs'
import { longTaskFigures } from './bench-long-tasks.mjs'
import { MiB, ensureBuild, memoryOf, pageFigures, startServer } from './bench-pages.mjs'
import { signedInFigures } from './bench-signed-in.mjs'
import { searchFigures } from './bench-search.mjs'
import { ssrFigures } from './bench-ssr.mjs'
import { hotelFigures } from './bench-hotels.mjs'
import { pdfFigures } from './bench-pdf.mjs'
import { leadFigures } from './bench-leads.mjs'
import { chatFigures } from './bench-chat.mjs'
import { ariFigures } from './bench-ari.mjs'
import { scaleFigures } from './bench-scale.mjs'
import { renderPoolFigures } from './bench-render-pool.mjs'

const args = new Set(process.argv.slice(2))
const duration = args.has('--quick') ? 5 : 10
const PROPERTIES = Number(process.env.BENCH_PROPERTIES ?? 20000)
const HOTELS = Number(process.env.BENCH_HOTELS ?? 5000)
const KiB = (n) => `${(n / 1024).toFixed(1)} KiB`
/** One figure line of a load run: requests per second and p99 latency. */
const apiRow = (name, r) =>
  `  ${name.padEnd(48)} ${String(Math.round(r.requests.average)).padStart(8)} req/s   p99 ${String(r.latency.p99).padStart(5)} ms`

function initialJs(htmlFile) {
  const html = readFileSync(htmlFile, 'utf8')
  const files = new Set()
  for (const m of html.matchAll(/<script[^>]+src="([^"]+\.js)"/g)) files.add(m[1])
  for (const m of html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="([^"]+)"/g)) files.add(m[1])
  let total = 0
  for (const f of files) total += gzipSync(readFileSync(path.join('dist', f))).length
  return { files: [...files], total }
}

function bundleFigures() {
  ensureBuild()
  const landing = initialJs('dist/index.html')
  console.log(
    `\nEntry JS of index.html, scripts + modulepreloads (gzip): ${KiB(landing.total)}  (goal ≤ 120 KiB) ${landing.total <= 120 * 1024 ? 'OK' : 'OVER'}`,
  )
  for (const f of landing.files) console.log(`  ${f}`)
}

function run(url, title) {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections: 50, duration, title }, (err, result) => (err ? reject(err) : resolve(result)))
  })
}

async function apiFigures() {
  const dataDir = process.env.BENCH_DATA_DIR
    ? path.resolve(process.env.BENCH_DATA_DIR)
    : path.resolve('.bench', `data-${PROPERTIES}-${HOTELS}`)
  mkdirSync(dataDir, { recursive: true })
  const marker = path.join(dataDir, 'seeded')
  if (!existsSync(marker)) {
    console.log(`\nseeding ${PROPERTIES} properties and ${HOTELS} hotels into ${dataDir} (once)…`)
    const r = spawnSync(
      'npm',
      [
        'run',
        'seed',
        '--',
        '--hotels',
        String(HOTELS),
        '--properties',
        String(PROPERTIES),
        '--inventory-days',
        '30',
        '--reset',
      ],
      {
        stdio: 'inherit',
        env: { ...process.env, DATA_DIR: dataDir },
      },
    )
    if (r.status !== 0) process.exit(1)
    writeFileSync(marker, new Date().toISOString())
  }
  const port = Number(process.env.BENCH_PORT ?? 3901)
  // the demo mode, as before APP_ENV had to ask for it: the seeded directory may hold the demo accounts
  const { server, startMs, stop } = await startServer({ dataDir, port, stdio: 'inherit', env: { APP_ENV: 'demo' } })
  const atStart = memoryOf(server.pid)
  console.log(
    `\nserver start on the seeded data directory (${PROPERTIES} properties, ${HOTELS} hotels): ${(startMs / 1000).toFixed(1)} s until /api/health, RSS ${MiB(atStart.rss)}`,
  )
  const memoryAfterLoad = () => {
    const after = memoryOf(server.pid)
    console.log(
      `\nserver RSS after the load runs: ${MiB(after.rss)} (peak ${MiB(after.peak)}; at start ${MiB(atStart.rss)})`,
    )
  }
  try {
    const row = apiRow
    if (args.has('--search-only')) {
      await searchFigures(`http://127.0.0.1:${port}`, { duration, row, serverPid: server.pid })
      return memoryAfterLoad()
    }
    if (args.has('--ssr-only')) {
      await ssrFigures(`http://127.0.0.1:${port}`, { duration, row })
      return memoryAfterLoad()
    }
    const projection =
      'name city propertyType serviceLevels address bedrooms beds thumbnail operatorId operator facilities currency priceFrom petsAllowed'
    // what the storefront asks for: one page of a destination's cards (12 shown, 12 more per step)
    const paged = `http://127.0.0.1:${port}/api/properties?${new URLSearchParams({ conditions: JSON.stringify({ city: 'Verbier' }), projection, includeOrder: 'true', limit: '24' })}`
    // the whole resort in one answer (the list call without paging)
    const whole = `http://127.0.0.1:${port}/api/properties?${new URLSearchParams({ conditions: JSON.stringify({ city: 'Verbier' }), projection })}`
    const wholeBody = await (await fetch(whole)).text()
    console.log(
      `\nGET /api/properties, city Verbier, list projection: ${JSON.parse(wholeBody).length} properties in the resort (${KiB(wholeBody.length)} unpaged)`,
    )
    await run(paged, 'warm-up').catch(() => undefined)
    const api = await run(paged, 'properties paged')
    const apiWhole = await run(whole, 'properties whole resort')

    const hello = http.createServer((_req, res) => res.end('hello world'))
    await new Promise((r) => hello.listen(3902, '127.0.0.1', r))
    const base = await run('http://127.0.0.1:3902/', 'hello')
    hello.close()

    console.log(`\n50 connections, ${duration} s each`)
    console.log(row('node:http hello world', base))
    console.log(row('GET /api/properties, one page (limit 24)', api))
    console.log(row('GET /api/properties, whole resort (no limit)', apiWhole))
    const ratio = api.requests.average / base.requests.average
    console.log(
      `  paged list: ${(ratio * 100).toFixed(0)}% of hello world (goal ≥ 30%) ${ratio >= 0.3 ? 'OK' : 'UNDER'}`,
    )
    console.log(
      `  whole resort: ${((apiWhole.requests.average / base.requests.average) * 100).toFixed(1)}% of hello world (bound by answer size)`,
    )
    await searchFigures(`http://127.0.0.1:${port}`, { duration, row, serverPid: server.pid })
    await ssrFigures(`http://127.0.0.1:${port}`, { duration, row })
    memoryAfterLoad()
  } finally {
    await stop()
  }
}

if (args.has('--lighthouse-only')) {
  ensureBuild()
  await lighthouseFigures()
} else if (args.has('--long-tasks-only')) {
  ensureBuild()
  await longTaskFigures()
  await signedInFigures({ parts: ['long-tasks', 'taps'] })
} else if (args.has('--signed-in-only')) {
  ensureBuild()
  // BENCH_SIGNED_IN_PARTS=js (say) runs only those parts, as scripts/bench-signed-in.mjs does
  const parts = process.env.BENCH_SIGNED_IN_PARTS?.split(',').filter(Boolean)
  await signedInFigures(parts?.length ? { parts } : {})
} else if (args.has('--pdf-only')) {
  await pdfFigures()
} else if (args.has('--leads-only')) {
  ensureBuild()
  await leadFigures({ duration, row: apiRow })
} else if (args.has('--chat-only')) {
  ensureBuild()
  await chatFigures()
} else if (args.has('--ari-only')) {
  ensureBuild()
  await ariFigures({ duration, row: apiRow })
} else if (args.has('--scale-only')) {
  ensureBuild()
  await scaleFigures()
} else if (args.has('--render-pool-only')) {
  ensureBuild()
  await renderPoolFigures({ duration, row: apiRow })
} else if (args.has('--hotels-only')) {
  ensureBuild()
  await hotelFigures({ duration, row: apiRow })
} else {
  if (!args.has('--search-only') && !args.has('--ssr-only')) {
    bundleFigures()
    if (!args.has('--skip-pages')) await pageFigures()
    if (!args.has('--skip-lighthouse')) {
      await lighthouseFigures()
      await longTaskFigures()
      await signedInFigures({
        parts: ['js', 'lighthouse', 'long-tasks', 'taps'].filter((part) => part !== 'js' || !args.has('--skip-pages')),
      })
    } else if (!args.has('--skip-pages')) await signedInFigures({ parts: ['js'] })
  }
  if (!args.has('--skip-api')) await apiFigures()
  if (!args.has('--skip-api') && !args.has('--skip-hotels') && !args.has('--search-only') && !args.has('--ssr-only'))
    await hotelFigures({ duration, row: apiRow })
  if (!args.has('--skip-api') && !args.has('--search-only') && !args.has('--ssr-only'))
    await leadFigures({ duration, row: apiRow })
  if (!args.has('--skip-api') && !args.has('--search-only') && !args.has('--ssr-only')) await chatFigures()
  if (!args.has('--skip-api') && !args.has('--search-only') && !args.has('--ssr-only'))
    await ariFigures({ duration, row: apiRow })
  if (!args.has('--skip-api') && !args.has('--search-only') && !args.has('--ssr-only')) await scaleFigures()
  if (!args.has('--skip-api') && !args.has('--search-only')) await renderPoolFigures({ duration, row: apiRow })
  if (!args.has('--search-only') && !args.has('--ssr-only')) await pdfFigures()
}
