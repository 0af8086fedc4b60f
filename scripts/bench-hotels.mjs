// The hotel part of `npm run bench` (docs/product/hotels.md#search), alone with `npm run bench -- --hotels-only`:
// 5,000 hotels with 180 days of room inventory, seeded once into a kept data directory
// (.bench/hotels-5000-180, or BENCH_HOTELS_DATA_DIR), the built server started on it, an agent
// signed in (an access token signed with the embedded provider's key in that data directory, as the
// server tests do), then at 50 connections:
//  1. GET /api/available-hotels as /hotels asks for it: a resort and a one-week period, the first
//     page (limit=12: 12 cards of each list of the split), every request a different period and a
//     different (result-neutral) maxKeys, so no answer cache helps (goal p99 ≤ 100 ms); for
//     information the first page of a whole country, and the whole list (no limit, as the header's
//     global search asks) of a resort and of a country (2,500 hotels in one answer).
//  2. GET /api/hotelrooms/:id/offers: a room of a searched hotel and a one-week period, every
//     request another room and period (goal p99 ≤ 50 ms).
// Requests send accept-encoding: gzip, deflate, br, zstd like a browser. Also printed: how long the first search waits
// for the hotel index to load, the answer sizes, and the server's CPU time per request.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { importJWK, SignJWT } from 'jose'
import { memoryOf, MiB, startServer } from './bench-pages.mjs'

const HOTELS = Number(process.env.BENCH_HOTELS_COUNT ?? 5000)
const DAYS = Number(process.env.BENCH_HOTEL_DAYS ?? 180)
const RESORTS = [
  'Courchevel 1850',
  'Verbier',
  'Zermatt',
  'St. Moritz',
  'Méribel',
  'Lech',
  'Kitzbühel',
  "Val d'Isère",
  'Gstaad',
  'Megève',
  'Cortina',
  'Chamonix',
]
const COUNTRIES = ['France', 'Switzerland', 'Austria', 'Italy']

const iso = (d) => d.toISOString().slice(0, 10)
const addDays = (d, n) => new Date(d.getTime() + n * 86_400_000)

function seedOnce(dataDir) {
  mkdirSync(dataDir, { recursive: true })
  const marker = path.join(dataDir, 'seeded')
  if (existsSync(marker)) return
  console.log(`\nseeding ${HOTELS} hotels with ${DAYS} days of inventory into ${dataDir} (once)…`)
  const args = [
    'run',
    'seed',
    '--',
    '--hotels',
    String(HOTELS),
    '--properties',
    '0',
    '--inventory-days',
    String(DAYS),
    '--reset',
  ]
  const r = spawnSync('npm', args, { stdio: 'inherit', env: { ...process.env, DATA_DIR: dataDir } })
  if (r.status !== 0) process.exit(1)
  writeFileSync(marker, new Date().toISOString())
}

/** The demo agent's id, from the demo account list itself (server/auth/demo-accounts.ts). */
function demoAgentId() {
  const code = "import('#server/auth/demo-accounts.ts').then((m) => console.log(m.demoAccount('agent').id))"
  return execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', code], { encoding: 'utf8' }).trim()
}

/** An access token as the embedded provider signs it (tests/setup/access-tokens.ts), valid an hour. */
async function agentToken(dataDir, port, agentId) {
  const jwk = JSON.parse(readFileSync(path.join(dataDir, 'oidc', 'keys.json'), 'utf8')).jwks.keys[0]
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ client_id: 'agent-frontend', scope: 'openid' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(agentId)
    .setIssuer(`http://localhost:${port}/oidc`)
    .setAudience('lds-api')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(jwk, 'RS256'))
}

/** CPU seconds (user + system) the server process has used so far, from /proc (Linux); null elsewhere. */
function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ')
    return (Number(fields[11]) + Number(fields[12])) / 100
  } catch {
    return null
  }
}

async function measured(pid, opts) {
  const before = cpuSeconds(pid)
  const r = await new Promise((resolve, reject) =>
    autocannon({ connections: 50, ...opts }, (err, result) => (err ? reject(err) : resolve(result))),
  )
  const after = cpuSeconds(pid)
  r.cpuMsPerRequest =
    before !== null && after !== null && r.requests.total ? ((after - before) * 1000) / r.requests.total : null
  return r
}

/** Every request its own path: `pathOf(n)` for the n-th request. */
const unique = (pathOf) => {
  let n = 0
  return [{ method: 'GET', setupRequest: (req) => ({ ...req, path: pathOf(n++) }) }]
}

/** The page /hotels asks for first (src/lib/hotels/queries.ts): 12 cards of each list from 0. */
const FIRST_PAGE = { limit: '12', offset: '0' }

/**
 * A one-week search: destination i of the list, check-in 1 to DAYS − 8 days ahead, maxKeys making it
 * unique; with `page` the query /hotels sends (the profile, the demo hotels, the first page).
 */
function searchPath(destinations, n, page = true) {
  const start = addDays(new Date(), 1 + (n % (DAYS - 9)))
  const q = new URLSearchParams({
    destination: destinations[n % destinations.length],
    checkInDate: iso(start),
    checkOutDate: iso(addDays(start, 7)),
    maxKeys: String(10_000 - (n % 9_000)),
    ...(page ? { paymentProfile: 'ClientPays', includeDemos: 'true', ...FIRST_PAGE } : {}),
  })
  return `/api/available-hotels?${q}`
}

function offersPath(roomIds, n) {
  const start = addDays(new Date(), 1 + ((n * 7) % (DAYS - 9)))
  const q = new URLSearchParams({
    checkInDate: iso(start),
    checkOutDate: iso(addDays(start, 7)),
    numAdults: '2',
    numChildren: '0',
  })
  return `/api/hotelrooms/${roomIds[n % roomIds.length]}/offers?${q}`
}

async function sampleRooms(origin, headers) {
  const hotels = []
  for (const destination of RESORTS.slice(0, 6)) {
    const res = await fetch(`${origin}/api/available-hotels?${new URLSearchParams({ destination })}`, { headers })
    hotels.push(...(await res.json()).hotels.slice(0, 10))
  }
  const rooms = []
  for (const h of hotels)
    rooms.push(...(await (await fetch(`${origin}/api/hotels/${h._id}/rooms`)).json()).map((r) => r._id))
  return rooms
}

export async function hotelFigures({ duration, row }) {
  const dataDir = path.resolve(process.env.BENCH_HOTELS_DATA_DIR ?? path.join('.bench', `hotels-${HOTELS}-${DAYS}`))
  seedOnce(dataDir)
  const port = Number(process.env.BENCH_HOTELS_PORT ?? 3903)
  const agentId = demoAgentId()
  const { server, startMs, stop } = await startServer({ dataDir, port, stdio: 'inherit', env: { APP_ENV: 'demo' } })
  const origin = `http://127.0.0.1:${port}`
  try {
    console.log(
      `\nserver start on the hotel catalogue (${HOTELS} hotels, ${DAYS} days): ${(startMs / 1000).toFixed(1)} s, RSS ${MiB(memoryOf(server.pid).rss)}`,
    )
    const headers = {
      authorization: `Bearer ${await agentToken(dataDir, port, agentId)}`,
      'accept-encoding': 'gzip, deflate, br, zstd',
    }
    const started = Date.now()
    const first = await fetch(`${origin}${searchPath(RESORTS, 0)}`, { headers })
    if (!first.ok) throw new Error(`search failed: ${first.status} ${await first.text()}`)
    await first.arrayBuffer()
    console.log(
      `GET /api/available-hotels: first search ${Date.now() - started} ms after /api/health (waits for the hotel index, built at start), RSS after ${MiB(memoryOf(server.pid).rss)}`,
    )
    const identity = { ...headers, 'accept-encoding': 'identity' }
    for (const destination of [RESORTS[0], RESORTS[5], COUNTRIES[0]]) {
      const page = await (await fetch(`${origin}${searchPath([destination], 3)}`, { headers: identity })).text()
      const whole = await (await fetch(`${origin}${searchPath([destination], 3, false)}`, { headers: identity })).text()
      const { available, unavailable, availableCount, unavailableCount } = JSON.parse(page)
      const kib = (text) => `${(Buffer.byteLength(text) / 1024).toFixed(0)} KiB`
      console.log(
        `  ${destination}: first page ${available.length} + ${unavailable.length} of ${availableCount} + ${unavailableCount} hotels, ${kib(page)} of JSON; whole list ${JSON.parse(whole).hotels.length} hotels, ${kib(whole)}`,
      )
    }
    const rooms = await sampleRooms(origin, headers)
    const pid = server.pid
    await measured(pid, {
      url: origin,
      headers,
      requests: unique((n) => searchPath(RESORTS, n + 1e6)),
      duration: Math.min(3, duration),
      title: 'warm-up',
    })
    const resorts = await measured(pid, {
      url: origin,
      headers,
      requests: unique((n) => searchPath(RESORTS, n)),
      duration,
      title: 'hotels resort',
    })
    const countries = await measured(pid, {
      url: origin,
      headers,
      requests: unique((n) => searchPath(COUNTRIES, n)),
      duration,
      title: 'hotels country',
    })
    const resortsWhole = await measured(pid, {
      url: origin,
      headers,
      requests: unique((n) => searchPath(RESORTS, n + 2e6, false)),
      duration,
      title: 'hotels resort, whole list',
    })
    const countriesWhole = await measured(pid, {
      url: origin,
      headers,
      requests: unique((n) => searchPath(COUNTRIES, n + 2e6, false)),
      duration,
      title: 'hotels country, whole list',
    })
    const offers = await measured(pid, {
      url: origin,
      headers,
      requests: unique((n) => offersPath(rooms, n)),
      duration,
      title: 'offers',
    })
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
    console.log(`\n50 connections, ${duration} s each; ${os.cpus().length} cores, load average ${load}`)
    for (const [name, r, goal] of [
      ['available-hotels, resort + week, first page, each new', resorts, 100],
      ['available-hotels, country + week, first page, each new', countries, null],
      ['available-hotels, resort + week, whole list, each new', resortsWhole, null],
      ['available-hotels, country + week, whole list, each new', countriesWhole, null],
      [`offers of a room (${rooms.length} rooms), week, each new`, offers, 50],
    ]) {
      const verdict =
        goal === null ? '(no goal)' : r.latency.p99 <= goal ? `OK (goal ${goal} ms)` : `OVER (goal ${goal} ms)`
      const cpu = r.cpuMsPerRequest === null ? '' : `   server CPU ${r.cpuMsPerRequest.toFixed(2)} ms/request`
      console.log(`${row(name, r)}   ${verdict}${cpu}${r.non2xx ? `   (${r.non2xx} non-2xx!)` : ''}`)
    }
    console.log(`server RSS after the runs: ${MiB(memoryOf(server.pid).rss)}`)
  } finally {
    await stop()
  }
}
