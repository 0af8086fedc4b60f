// The scale-out part of `npm run bench` (docs/product/scale-out.md), alone with `npm run bench -- --scale-only`:
//  1. one PostgreSQL (a throw-away cluster from Debian's packages, or BENCH_DATABASE_URL) with the demo catalogue;
//  2. the built server with WEB_CONCURRENCY=1, then 2: resident memory per process after the start, then
//     requests/s and p99 at 50 connections of the property search (every request new), the hotel search (every
//     request new, as the demo agent) and server rendering of property pages never seen (a new address each), then
//     the memory again (goals: 2 processes ≥ 1.6x one for rendering and ≥ 1.3x for the searches, p99 no worse;
//     ≤ 300 MiB a process after the start and ≤ 600 MiB after the load);
//  3. two servers on their own ports on the same database: a hotel page saved through the first, timed from the
//     save's request until the second answers the new words (goal p99 ≤ 250 ms).
// The embedded mode's memory is the pages step's "RSS after start" (one process on PGlite).
import { execFileSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { tokenFor } from './bench-chat.mjs'
import { MiB, memoryOf, startServer } from './bench-pages.mjs'
import { startThrowawayPostgres } from './throwaway-postgres.mjs'

const DURATION = Number(process.env.BENCH_SCALE_SECONDS ?? 10)
const SAMPLES = Number(process.env.BENCH_SCALE_SAMPLES ?? 30)
const PORT = Number(process.env.BENCH_SCALE_PORT ?? 3921)
const RESORTS = ['Courchevel 1850', 'Verbier', 'Zermatt', 'St. Moritz', 'Méribel', 'Lech', 'Kitzbühel', "Val d'Isère"]

const iso = (d) => d.toISOString().slice(0, 10)
const addDays = (d, n) => new Date(d.getTime() + n * 86_400_000)
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 50, duration: DURATION, ...opts }, (err, result) =>
      err ? reject(err) : resolve(result),
    ),
  )
}

/** The ids of the demo agent and admin (the bench signs their tokens). */
function demoIds() {
  const code = `import('#server/auth/demo-accounts.ts').then((m) =>
    console.log(JSON.stringify({ agent: m.demoAccount('agent').id, admin: m.demoAccount('admin').id })))`
  return JSON.parse(execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', code], { encoding: 'utf8' }).trim())
}

/** Unique paths: `make(n)` for the n-th request. */
const unique = (make) => {
  let n = 0
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: make(n++) }) }]
}

const saturday = (weeks) => {
  const start = addDays(new Date(), 14 + 7 * weeks)
  return addDays(start, (6 - start.getUTCDay() + 7) % 7)
}
const propertySearch = (n) => {
  const sat = saturday(n % 12)
  const q = new URLSearchParams({
    city: RESORTS[n % RESORTS.length],
    checkIn: iso(sat),
    checkOut: iso(addDays(sat, 7)),
    priceMax: String(164_999 - (n % 100_000)),
    limit: '24',
  })
  return `/api/property-search?${q}`
}
const hotelSearch = (n) => {
  const start = addDays(new Date(), 1 + (n % 300))
  const q = new URLSearchParams({
    destination: RESORTS[n % RESORTS.length],
    checkInDate: iso(start),
    checkOutDate: iso(addDays(start, 4)),
    maxKeys: String(10_000 - (n % 9_000)),
    paymentProfile: 'ClientPays',
  })
  return `/api/available-hotels?${q}`
}

/** The pids of a start's server processes (the banner of a cluster start, else the process itself). */
async function serverPids(started, output, count) {
  if (count === 1) return [started.server.pid]
  const deadline = Date.now() + 60_000
  for (;;) {
    const m = /(\d+) server processes \(pids ([\d, ]+)\)/.exec(output())
    if (m) return m[2].split(', ').map(Number)
    if (Date.now() > deadline) throw new Error('bench-scale: no banner with the workers’ pids')
    await new Promise((r) => setTimeout(r, 200))
  }
}

async function throughput({ databaseUrl, dataDir, processes, ids }) {
  const origin = `http://127.0.0.1:${PORT}`
  const publicUrl = `http://localhost:${PORT}`
  let output = ''
  const started = await startServer({
    dataDir,
    port: PORT,
    stdio: ['ignore', 'pipe', 'inherit'],
    env: { APP_ENV: 'demo', DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl, WEB_CONCURRENCY: String(processes) },
  })
  started.server.stdout.on('data', (d) => (output += d))
  try {
    const pids = await serverPids(started, () => output, processes)
    const rss = () => pids.map((pid) => memoryOf(pid).rss)
    const atStart = rss()
    const headers = {
      authorization: `Bearer ${await tokenFor(dataDir, publicUrl, ids.agent)}`,
      'accept-language': 'en',
    }
    const search = await (await fetch(`${origin}/search`)).text()
    const page = /href="(\/[a-z-]+\/[a-z-]+\/[a-z0-9-]+\/[a-z0-9-]+)"/.exec(search)?.[1]
    if (!page) throw new Error('bench-scale: no property link on /search')
    const probe = await fetch(`${origin}${hotelSearch(0)}`, { headers })
    if (!probe.ok) throw new Error(`bench-scale: hotel search answered ${probe.status} ${await probe.text()}`)
    // warm: every process has loaded its catalogue snapshot and hotel index
    await run({ url: origin, duration: 3, headers, requests: unique((n) => hotelSearch(n + 5e5)) })
    await run({ url: origin, duration: 2, requests: unique((n) => propertySearch(n + 5e5)) })
    const figures = {
      'property search, every request new': await run({ url: origin, requests: unique(propertySearch) }),
      'hotel search, every request new': await run({ url: origin, headers, requests: unique(hotelSearch) }),
      'rendering of pages never seen': await run({
        url: origin,
        headers: { 'accept-encoding': 'gzip', 'accept-language': 'en' },
        requests: unique((n) => `${page}?visit=${n}`),
      }),
    }
    return { figures, atStart, afterLoad: rss() }
  } finally {
    await started.stop()
  }
}

/** A hotel page saved through `a`, timed until `b` answers the new words. */
async function visibility({ databaseUrl, ids }) {
  const ports = [PORT + 1, PORT + 2]
  const publicUrl = `http://localhost:${ports[0]}`
  const dirs = ports.map(() => mkdtempSync(path.join(os.tmpdir(), 'lds-bench-scale-host-')))
  const env = { APP_ENV: 'demo', DATABASE_URL: databaseUrl, PUBLIC_URL: publicUrl }
  const servers = []
  try {
    for (const [i, port] of ports.entries()) servers.push(await startServer({ dataDir: dirs[i], port, env }))
    const [a, b] = ports.map((p) => `http://127.0.0.1:${p}`)
    const admin = {
      authorization: `Bearer ${await tokenFor(dirs[0], publicUrl, ids.admin)}`,
      'content-type': 'application/json',
    }
    const { hotels } = await (await fetch(`${a}/api/hotels?limit=1`)).json()
    const hotelId = hotels[0]._id
    const words = async () => (await (await fetch(`${b}/api/hotels/${hotelId}`)).json()).description.hotel
    const times = []
    for (let i = 0; i < SAMPLES; i++) {
      const current = await (await fetch(`${a}/api/extranet/hotels/${hotelId}/content`, { headers: admin })).json()
      const text = `Rebuilt in larch and stone, sample ${i} at ${Date.now()}.`
      await words() // the second process has the page cached
      const sent = performance.now()
      const saved = await fetch(`${a}/api/extranet/hotels/${hotelId}/content`, {
        method: 'PUT',
        headers: admin,
        body: JSON.stringify({
          baseVersion: current.version,
          description: { en: { ...current.content.description.en, hotel: text }, de: current.content.description.de },
          reservationPhone: current.content.reservationPhone ?? null,
        }),
      })
      if (saved.status !== 200) throw new Error(`bench-scale: the save answered ${saved.status} ${await saved.text()}`)
      const deadline = Date.now() + 5000
      while ((await words()) !== text) {
        if (Date.now() > deadline)
          throw new Error('bench-scale: the second process did not answer the new words in 5 s')
        await new Promise((r) => setTimeout(r, 2))
      }
      times.push(performance.now() - sent)
    }
    return times
  } finally {
    for (const s of servers.reverse()) await s.stop()
    for (const d of dirs) rmSync(d, { recursive: true, force: true })
  }
}

export async function scaleFigures() {
  const pg = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
    : startThrowawayPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 54349), name: 'lds_bench_scale' })
  if (!pg) {
    console.log('\nscale-out: skipped (no PostgreSQL binaries here and no BENCH_DATABASE_URL)')
    return
  }
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lds-bench-scale-'))
  try {
    const ids = demoIds()
    console.log(
      `\nscale-out: the built server on PostgreSQL, ${os.cpus().length} cores, 50 connections, ${DURATION} s each`,
    )
    const one = await throughput({ databaseUrl: pg.url, dataDir, processes: 1, ids })
    const two = await throughput({ databaseUrl: pg.url, dataDir, processes: 2, ids })
    for (const name of Object.keys(one.figures)) {
      const [x, y] = [one.figures[name], two.figures[name]]
      const goal = name.startsWith('rendering') ? 1.6 : 1.3
      const ratio = y.requests.average / x.requests.average
      console.log(
        `  ${name}: 1 process ${Math.round(x.requests.average)} req/s, p99 ${x.latency.p99} ms; ` +
          `2 processes ${Math.round(y.requests.average)} req/s, p99 ${y.latency.p99} ms: ` +
          `${ratio.toFixed(2)}x (goal ≥ ${goal}x, p99 no worse) ${ratio >= goal && y.latency.p99 <= x.latency.p99 ? '✔' : '✘'}` +
          (x.non2xx + y.non2xx ? `, ${x.non2xx + y.non2xx} answers not 2xx` : ''),
      )
    }
    const mem = (list) => list.map(MiB).join(', ')
    console.log(
      `  resident memory a process on PostgreSQL: after the start ${mem(one.atStart)} (1 process), ${mem(two.atStart)} (2); ` +
        `after the load ${mem(one.afterLoad)}, ${mem(two.afterLoad)} (goal ≤ 300 MiB after the start, ≤ 600 MiB after the load)`,
    )
    const times = await visibility({ databaseUrl: pg.url, ids })
    console.log(
      `  a hotel page saved through one process, answered by another: p50 ${percentile(times, 50).toFixed(0)} ms, ` +
        `p99 ${percentile(times, 99).toFixed(0)} ms over ${times.length} saves (goal p99 ≤ 250 ms)`,
    )
    console.log('  chat delivery across processes: the chat step (its streams are split over two processes)')
  } finally {
    pg.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await scaleFigures()
