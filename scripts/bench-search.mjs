// The property search part of `npm run bench` (docs/decisions/046-property-search-index.md): GET /api/property-search on the
// 20,000-property catalogue at 50 connections. Three figures:
//  1. "typical, repeated": 24 typical storefront searches (resort + week, flexible or not, some
//     filters, one without destination) cycled by every connection — after the first round they
//     are answered from the response cache (what most visitors get).
//  2. "typical, every request new": the same searches, each request made unique (a different
//     priceMax), so every request is computed on the in-memory catalogue — the cache never helps.
//  3. "whole catalogue, every request new": a week with no destination (20,000 properties, ±1 day),
//     unique per request — the most expensive search.
// Requests send Chromium's accept-encoding (gzip, deflate, br, zstd; BENCH_ACCEPT_ENCODING=gzip
// asks as an older client would): a 24-card page plus 24 other-period cards is about 32 KB of
// JSON, 4 KB compressed.
// Also printed: how long the first search waits for the catalogue snapshot to load.
import { readFileSync } from 'node:fs'
import os from 'node:os'
import autocannon from 'autocannon'

const RESORTS = ['Courchevel 1850', 'Verbier', 'Zermatt', 'St. Moritz', 'Méribel', 'Lech', 'Kitzbühel', "Val d'Isère"]

const iso = (d) => d.toISOString().slice(0, 10)
const addDays = (d, n) => new Date(d.getTime() + n * 86_400_000)
/** Saturdays from 2 weeks ahead (the seed lets weekly Saturday stays for the coming seasons). */
function saturdays(count) {
  const start = addDays(new Date(), 14)
  const first = addDays(start, (6 - start.getUTCDay() + 7) % 7)
  return Array.from({ length: count }, (_, i) => addDays(first, 7 * i))
}

function typicalSearches() {
  const weeks = saturdays(12)
  const out = []
  for (let i = 0; i < 24; i++) {
    const sat = weeks[i % weeks.length]
    const q = new URLSearchParams({ limit: '24' })
    if (i !== 23) q.set('city', RESORTS[i % RESORTS.length])
    const shift = i % 3 === 1 ? 1 : 0 // a third arrive on Sunday (flexible finds the Saturday)
    q.set('checkIn', iso(addDays(sat, shift)))
    q.set('checkOut', iso(addDays(sat, 7 + shift)))
    if (i % 4 === 2) q.set('flexible', 'false')
    if (i % 5 === 3) q.set('bedrooms', '5')
    if (i % 6 === 4) q.set('adults', '8')
    if (i % 7 === 5) q.set('serviceLevel', 'Catered')
    out.push(`/api/property-search?${q}`)
  }
  return out
}

// like a browser: answers over 1 KiB go out compressed (Brotli where accepted, as every browser does)
function run(opts) {
  return new Promise((resolve, reject) =>
    autocannon(
      {
        connections: 50,
        headers: { 'accept-encoding': process.env.BENCH_ACCEPT_ENCODING ?? 'gzip, deflate, br, zstd' },
        ...opts,
      },
      (err, r) => (err ? reject(err) : resolve(r)),
    ),
  )
}

/** Cycles the paths; with `unique`, every request gets its own priceMax (a cache miss). */
function requestsOf(paths, unique) {
  let n = 0
  return paths.map((path) => ({
    method: 'GET',
    setupRequest: (req) => ({ ...req, path: unique ? `${path}&priceMax=${164_999 - (n++ % 100_000)}` : path }),
  }))
}

/**
 * CPU seconds (user + system) the server process has used so far, from /proc (Linux); null
 * elsewhere. With `mainThread`, only its event-loop thread's (gzip and the garbage collector's
 * helpers run on other threads).
 */
export function cpuSeconds(pid, mainThread = false) {
  try {
    const fields = readFileSync(mainThread ? `/proc/${pid}/task/${pid}/stat` : `/proc/${pid}/stat`, 'utf8')
      .split(') ')[1]
      .split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

/** Runs autocannon and adds the server's CPU time per request (independent of other load on the machine). */
async function measured(pid, opts) {
  const before = pid ? cpuSeconds(pid) : null
  const mainBefore = pid ? cpuSeconds(pid, true) : null
  const r = await run(opts)
  const after = pid ? cpuSeconds(pid) : null
  const mainAfter = pid ? cpuSeconds(pid, true) : null
  const perRequest = (a, b) =>
    a !== null && b !== null && r.requests.total ? ((b - a) * 1000) / r.requests.total : null
  r.cpuMsPerRequest = perRequest(before, after)
  r.mainCpuMsPerRequest = perRequest(mainBefore, mainAfter)
  return r
}

export async function searchFigures(origin, { duration, row, serverPid }) {
  const paths = typicalSearches()
  const started = Date.now()
  const first = await fetch(`${origin}${paths[0]}`)
  const firstMs = Date.now() - started
  if (!first.ok) throw new Error(`search failed: ${first.status} ${await first.text()}`)
  const sample = await first.json()
  console.log(
    `\nGET /api/property-search: first search ${firstMs} ms (waits for the catalogue snapshot to load), ${sample.count} results for ${decodeURIComponent(paths[0])}`,
  )
  const whole = await (await fetch(`${origin}${paths[23]}`)).json()
  console.log(`  a week without destination: ${whole.count} results, ${whole.otherPeriods.length} in other periods`)

  await run({ url: origin, requests: requestsOf(paths, false), duration: Math.min(3, duration), title: 'warm-up' })
  const cached = await measured(serverPid, {
    url: origin,
    requests: requestsOf(paths, false),
    duration,
    title: 'search typical repeated',
  })
  const fresh = await measured(serverPid, {
    url: origin,
    requests: requestsOf(paths.slice(0, 23), true),
    duration,
    title: 'search typical new',
  })
  const wide = await measured(serverPid, {
    url: origin,
    requests: requestsOf([paths[23]], true),
    duration,
    title: 'search whole catalogue new',
  })
  const load = os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(' ')
  console.log(
    `\n50 connections, ${duration} s each (goal: p99 ≤ 50 ms); ${os.cpus().length} cores, load average ${load}`,
  )
  for (const [name, r] of [
    ['search, 24 typical searches repeated (cache)', cached],
    ['search, typical, every request new (no cache)', fresh],
    ['search, week without destination, every new', wide],
  ]) {
    const cpu =
      r.cpuMsPerRequest === null
        ? ''
        : `   server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request (event loop ${r.mainCpuMsPerRequest.toFixed(2)})`
    console.log(
      `${row(name, r)}   ${r.latency.p99 <= 50 ? 'OK' : 'OVER'}${cpu}${r.non2xx ? `   (${r.non2xx} non-2xx!)` : ''}`,
    )
  }
}
