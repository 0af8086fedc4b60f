// The leads part of `npm run bench` (docs/product/leads.md#lists-and-reports), alone with `npm run bench -- --leads-only`:
// 100,000 property leads of one agency (Maison Voyage Privé: 80% the demo agent's, 20% the
// supervisor's, over ~200 properties, every status, one a minute back in time) seeded once into a
// kept data directory (.bench/leads-100000, or BENCH_LEADS_DATA_DIR) with one INSERT … SELECT from
// generate_series, the built server started on it, the demo agent signed in (an access token signed
// with the embedded provider's key in that data directory, as the server tests do), then at 50
// connections (goal p99 ≤ 50 ms):
//  1. GET /api/sales/leads?scope=own: the agent dashboard's first page (25 rows);
//  2. the same filtered by status (requestedBooking);
// both asked again and again as a dashboard does (the kept pages answer while the agency's change stamp
// holds, server/features/leads/list-cache.ts); for information: the supervisor's team page, a
// client-name search, and both pages with every request new (no kept page).
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import autocannon from 'autocannon'
import { importJWK, SignJWT } from 'jose'
import { memoryOf, MiB, startServer } from './bench-pages.mjs'

const LEADS = Number(process.env.BENCH_LEADS ?? 100_000)
const STATUSES = [
  'interest',
  'requestedOption',
  'confirmedOption',
  'requestedBooking',
  'confirmedBooking',
  'declinedOption',
  'cancelledBooking',
]

/** The demo accounts' ids and agency (server/auth/demo-accounts.ts). */
function demoIds() {
  const code =
    "import('#server/auth/demo-accounts.ts').then((m) => console.log(JSON.stringify({ agent: m.demoAccount('agent').id, supervisor: m.demoAccount('supervisorAgent').id, agency: m.demoAccount('agent').travelAgencyId })))"
  return JSON.parse(execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', code], { encoding: 'utf8' }).trim())
}

/** An access token as the embedded provider signs it (tests/setup/access-tokens.ts), valid an hour. */
export async function tokenFor(dataDir, port, sub) {
  const jwk = JSON.parse(readFileSync(path.join(dataDir, 'oidc', 'keys.json'), 'utf8')).jwks.keys[0]
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ client_id: 'agent-frontend', scope: 'openid' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer(`http://localhost:${port}/oidc`)
    .setAudience('lds-api')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(jwk, 'RS256'))
}

/** A small catalogue, the demo accounts (one server start), then the leads in bulk; once per directory. */
async function seedOnce(dataDir, port, ids) {
  mkdirSync(dataDir, { recursive: true })
  const marker = path.join(dataDir, 'seeded')
  if (existsSync(marker)) return
  console.log(`\nseeding ${LEADS} leads of one agency into ${dataDir} (once)…`)
  const r = spawnSync(
    'npm',
    ['run', 'seed', '--', '--hotels', '12', '--properties', '200', '--inventory-days', '30', '--reset'],
    {
      stdio: 'inherit',
      env: { ...process.env, DATA_DIR: dataDir },
    },
  )
  if (r.status !== 0) process.exit(1)
  // the migrations and the demo accounts come with a first start
  const { stop } = await startServer({ dataDir, port, env: { APP_ENV: 'demo' } })
  await stop()
  const { PGlite } = await import('@electric-sql/pglite')
  const pg = new PGlite(path.join(dataDir, 'pgdata'))
  await pg.waitReady
  const started = Date.now()
  await pg.query(
    `insert into leads (id, reference, travel_agency_id, user_id, property_id, status, intent, check_in, check_out,
       service_level, pax, client, partner, payments, currency, total, commission, created_at, updated_at)
     select 'be' || lpad(to_hex(g), 22, '0'), 'B-' || lpad(g::text, 7, '0'), $1,
       case when g % 5 = 0 then $3 else $2 end,
       p.ids[1 + g % array_length(p.ids, 1)],
       ($4::text[])[1 + g % 7], 'booking',
       (current_date + 30 + g % 300), (current_date + 37 + g % 300),
       'Catered', 1 + g % 8,
       jsonb_build_object('firstName', 'Client' || (g % 5000), 'lastName', 'Family' || (g % 977)),
       jsonb_build_object('tls', 'TLS' || g), jsonb_build_object('isPaidByCreditCard', false, 'isNegotiatedPrice', false),
       'EUR', 10000 + g % 40000, (10000 + g % 40000) * 0.1,
       now() - g * interval '1 minute', now() - g * interval '1 minute'
     from generate_series(1, ${LEADS}) g, (select array_agg(id order by id) ids from properties) p`,
    [ids.agency, ids.agent, ids.supervisor, STATUSES],
  )
  await pg.query('analyze leads')
  await pg.close()
  console.log(`  ${LEADS} leads inserted in ${((Date.now() - started) / 1000).toFixed(1)} s`)
  writeFileSync(marker, new Date().toISOString())
}

async function measured(opts) {
  return new Promise((resolve, reject) =>
    autocannon({ connections: 50, ...opts }, (err, result) => (err ? reject(err) : resolve(result))),
  )
}

export async function leadFigures({ duration, row }) {
  const dataDir = path.resolve(process.env.BENCH_LEADS_DATA_DIR ?? path.join('.bench', `leads-${LEADS}`))
  const port = Number(process.env.BENCH_LEADS_PORT ?? 3906)
  const ids = demoIds()
  await seedOnce(dataDir, port, ids)
  const { server, startMs, stop } = await startServer({ dataDir, port, stdio: 'inherit', env: { APP_ENV: 'demo' } })
  const origin = `http://127.0.0.1:${port}`
  try {
    console.log(
      `\nserver start on ${LEADS} leads: ${(startMs / 1000).toFixed(1)} s, RSS ${MiB(memoryOf(server.pid).rss)}`,
    )
    const agent = {
      authorization: `Bearer ${await tokenFor(dataDir, port, ids.agent)}`,
      'accept-encoding': 'gzip, deflate, br, zstd',
    }
    const supervisor = {
      authorization: `Bearer ${await tokenFor(dataDir, port, ids.supervisor)}`,
      'accept-encoding': 'gzip, deflate, br, zstd',
    }
    const paths = {
      first: '/api/sales/leads?scope=own&limit=25',
      status: '/api/sales/leads?scope=own&status=requestedBooking&limit=25',
      team: '/api/sales/leads?scope=team&limit=25',
      client: '/api/sales/leads?scope=own&client=Client4242&limit=25',
    }
    for (const [name, p] of Object.entries(paths)) {
      const res = await fetch(`${origin}${p}`, { headers: name === 'team' ? supervisor : agent })
      if (!res.ok) throw new Error(`${p} answered ${res.status} ${await res.text()}`)
      const body = await res.json()
      console.log(`  ${p}: ${body.items.length} rows, next page ${body.nextCursor ? 'yes' : 'no'}`)
    }
    await measured({
      url: `${origin}${paths.first}`,
      headers: agent,
      duration: Math.min(3, duration),
      title: 'warm-up',
    })
    const first = await measured({
      url: `${origin}${paths.first}`,
      headers: agent,
      duration,
      title: 'leads first page',
    })
    const status = await measured({
      url: `${origin}${paths.status}`,
      headers: agent,
      duration,
      title: 'leads by status',
    })
    const team = await measured({ url: `${origin}${paths.team}`, headers: supervisor, duration, title: 'leads team' })
    const client = await measured({
      url: `${origin}${paths.client}`,
      headers: agent,
      duration,
      title: 'leads client search',
    })
    // every request new: a stay-overlap bound far ahead that filters nothing but makes each query its own
    let n = 0
    const fresh = (p) => [
      {
        method: 'GET',
        setupRequest: (req) => ({
          ...req,
          path: `${p}&to=${2100 + (n % 800)}-${String(1 + (((n / 800) % 12) | 0)).padStart(2, '0')}-${String(1 + (n++ % 28)).padStart(2, '0')}`,
        }),
      },
    ]
    const firstNew = await measured({
      url: origin,
      headers: agent,
      requests: fresh(paths.first),
      duration,
      title: 'leads first page, each new',
    })
    const statusNew = await measured({
      url: origin,
      headers: agent,
      requests: fresh(paths.status),
      duration,
      title: 'leads by status, each new',
    })
    const load = os
      .loadavg()
      .map((l) => l.toFixed(1))
      .join(' ')
    console.log(`\n50 connections, ${duration} s each; ${os.cpus().length} cores, load average ${load}`)
    for (const [name, r, goal] of [
      [`sales/leads, own, first page (${LEADS} leads)`, first, 50],
      ['sales/leads, own, status filter, first page', status, 50],
      ['sales/leads, team (supervisor), first page', team, null],
      ['sales/leads, own, client name search', client, null],
      ['sales/leads, own, first page, every request new', firstNew, null],
      ['sales/leads, own, status filter, every request new', statusNew, null],
    ]) {
      const verdict =
        goal === null ? '(no goal)' : r.latency.p99 <= goal ? `OK (goal ${goal} ms)` : `OVER (goal ${goal} ms)`
      console.log(`${row(name, r)}   ${verdict}${r.non2xx ? `   (${r.non2xx} non-2xx!)` : ''}`)
    }
    console.log(`server RSS after the runs: ${MiB(memoryOf(server.pid).rss)}`)
  } finally {
    await stop()
  }
}
