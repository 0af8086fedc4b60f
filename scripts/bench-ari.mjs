// The extranet part of `npm run bench` (docs/product/extranet.md#ari-feed), alone with `npm run bench -- --ari-only`:
// a small catalogue with a year of nights seeded once into a kept data directory (.bench/ari, or BENCH_ARI_DATA_DIR),
// the built server on it, an ARI key per hotel (made as the demo admin), then:
//  1. a year of ARI for 50 rooms applied (one message per hotel, a line per room, 365 nights each), median of 3
//     (goal ≤ 2 s);
//  2. one message of a year of one room, median of 5 (goal < 100 ms);
//  3. GET /api/hotelrooms/:id/offers at 50 connections, without a feed and while messages are applied one after
//     another (goal p99 ≤ 50 ms, unchanged by the feed).
// Twice: on the embedded database (PGlite, one connection in the server's process: a message's transaction holds
// it, so the offers wait behind the feed) and on PostgreSQL, production's database (a throw-away cluster from
// Debian's packages or BENCH_DATABASE_URL; skipped, and said, without either), seeded the same way.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { memoryOf, MiB, startServer } from './bench-pages.mjs'
import { tokenFor } from './bench-leads.mjs'
import { startThrowawayPostgres } from './throwaway-postgres.mjs'

const ROOMS = 50

function ids() {
  const code =
    "import('#server/auth/demo-accounts.ts').then((m) => console.log(JSON.stringify({ admin: m.demoAccount('admin').id, agent: m.demoAccount('agent').id })))"
  return JSON.parse(execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', code], { encoding: 'utf8' }).trim())
}

/** The catalogue seeded into `dataDir` (PGlite) or into `env.DATABASE_URL`; a kept PGlite directory is seeded once. */
async function seedOnce(dataDir, port, env = {}) {
  mkdirSync(dataDir, { recursive: true })
  const marker = path.join(dataDir, 'seeded')
  if (existsSync(marker)) return
  console.log(
    `\nseeding hotels with a year of nights into ${env.DATABASE_URL ?? dataDir}${env.DATABASE_URL ? '' : ' (once)'}…`,
  )
  const r = spawnSync('npm', ['run', 'seed', '--', '--hotels', '16', '--properties', '20', '--reset'], {
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir, ...env },
  })
  if (r.status !== 0) process.exit(1)
  const { stop } = await startServer({ dataDir, port, env: { APP_ENV: 'demo', ...env } })
  await stop()
  if (!env.DATABASE_URL) writeFileSync(marker, new Date().toISOString())
}

const day = (offset) => new Date(Date.now() + offset * 86_400_000).toISOString().slice(0, 10)
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

export async function ariFigures({ duration, row }) {
  const port = Number(process.env.BENCH_ARI_PORT ?? 3907)
  const dataDir = path.resolve(process.env.BENCH_ARI_DATA_DIR ?? path.join('.bench', 'ari'))
  await seedOnce(dataDir, port)
  await ariOn({ label: 'PGlite, the embedded database', dataDir, port, duration, row })

  const pg = process.env.BENCH_DATABASE_URL
    ? { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
    : startThrowawayPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 54341), name: 'lds_bench_ari' })
  if (!pg) {
    console.log('\nARI on PostgreSQL: skipped (no PostgreSQL binaries and no BENCH_DATABASE_URL)')
    return
  }
  const pgDir = mkdtempSync(path.join(os.tmpdir(), 'lds-bench-ari-pg-'))
  try {
    const env = { DATABASE_URL: pg.url }
    await seedOnce(pgDir, port, env)
    await ariOn({ label: "PostgreSQL, production's database", dataDir: pgDir, port, duration, row, env })
  } finally {
    pg.stop()
    rmSync(pgDir, { recursive: true, force: true })
  }
}

async function ariOn({ label, dataDir, port, duration, row, env = {} }) {
  const { server, stop } = await startServer({ dataDir, port, env: { APP_ENV: 'demo', ...env } })
  const origin = `http://127.0.0.1:${port}`
  try {
    const who = ids()
    const admin = { authorization: `Bearer ${await tokenFor(dataDir, port, who.admin)}` }
    const agent = { authorization: `Bearer ${await tokenFor(dataDir, port, who.agent)}` }
    const get = async (p, headers) => {
      const res = await fetch(`${origin}${p}`, { headers })
      if (!res.ok) throw new Error(`${p} answered ${res.status} ${await res.text()}`)
      return res.json()
    }
    // hotels and their rooms until there are 50 rooms, and a key for each hotel
    const feeds = []
    let rooms = 0
    for (const hotel of (await get('/api/hotels?limit=100&includeDemos=true')).hotels) {
      if (rooms >= ROOMS) break
      const overview = await get(`/api/extranet/hotels/${hotel._id}`, admin)
      const take = overview.rooms.slice(0, ROOMS - rooms)
      if (take.length === 0) continue
      const res = await fetch(`${origin}/api/extranet/hotels/${hotel._id}/ari-key`, { method: 'POST', headers: admin })
      feeds.push({ key: (await res.json()).key, rooms: take.map((r) => r.id) })
      rooms += take.length
    }
    let serial = 0
    const message = (feed, roomIds = feed.rooms) => ({
      messageId: `bench-${Date.now()}-${serial++}`,
      updates: roomIds.map((roomId) => ({
        roomId,
        from: day(1),
        to: day(365),
        price: 500 + (serial % 400),
        available: 1,
      })),
    })
    const send = async (feed, body) => {
      const res = await fetch(`${origin}/api/extranet/ari`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': feed.key },
        body: JSON.stringify(body),
      })
      if (!res.ok) throw new Error(`ARI answered ${res.status} ${await res.text()}`)
      return res.json()
    }
    const all = []
    for (let run = 0; run < 3; run++) {
      const started = performance.now()
      for (const feed of feeds) await send(feed, message(feed))
      all.push(performance.now() - started)
    }
    const one = []
    for (let run = 0; run < 5; run++) {
      const started = performance.now()
      await send(feeds[0], message(feeds[0], [feeds[0].rooms[0]]))
      one.push(performance.now() - started)
    }

    const roomId = feeds[0].rooms[0]
    const offers = `${origin}/api/hotelrooms/${roomId}/offers?checkInDate=${day(40)}&checkOutDate=${day(44)}&numAdults=2&paymentProfile=ClientPays`
    const load = (title) =>
      new Promise((resolve, reject) =>
        autocannon({ url: offers, headers: agent, connections: 50, duration, title }, (err, r) =>
          err ? reject(err) : resolve(r),
        ),
      )
    await load('warm-up')
    const quiet = await load('offers')
    let feeding = true
    let fed = 0
    const feeder = (async () => {
      while (feeding) {
        const feed = feeds[fed % feeds.length]
        await send(feed, message(feed))
        fed++
      }
    })()
    const busy = await load('offers while a feed is applied')
    feeding = false
    await feeder

    console.log(
      `\nARI on ${label}: ${rooms} rooms of ${feeds.length} hotels, a year of nights each; ${os.cpus().length} cores, load average ${os
        .loadavg()
        .map((l) => l.toFixed(1))
        .join(' ')}`,
    )
    const a = median(all)
    console.log(
      `  a year of ARI for ${rooms} rooms applied: ${a.toFixed(0)} ms (median of 3; goal ≤ 2000 ms) ${a <= 2000 ? 'OK' : 'OVER'}`,
    )
    const o = median(one)
    console.log(
      `  one message, a year of one room: ${o.toFixed(0)} ms (median of 5; goal < 100 ms) ${o < 100 ? 'OK' : 'OVER'}`,
    )
    console.log(
      `${row('GET /api/hotelrooms/:id/offers, no feed', quiet)}   ${quiet.latency.p99 <= 50 ? 'OK' : 'OVER'} (goal 50 ms)`,
    )
    console.log(
      `${row(`GET /api/hotelrooms/:id/offers, while ${fed} messages applied`, busy)}   ${busy.latency.p99 <= 50 ? 'OK' : 'OVER'} (goal 50 ms)${busy.non2xx ? `   (${busy.non2xx} non-2xx!)` : ''}`,
    )
    console.log(`server RSS after the runs: ${MiB(memoryOf(server.pid).rss)}`)
  } finally {
    await stop()
  }
}
