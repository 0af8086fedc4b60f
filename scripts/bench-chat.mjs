// The chat part of `npm run bench` (docs/product/chat.md#benchmark), alone with `npm run bench -- --chat-only`:
//  1. two built server processes on one PostgreSQL (a throw-away cluster from Debian's packages, or
//     BENCH_DATABASE_URL), sharing one data directory (the embedded provider's keys) and one public URL;
//  2. BENCH_CHAT_STREAMS (2,000) live streams (GET /api/chat/events) split over the two processes, members of one
//     enquiry's channel; the resident memory each idle stream costs (goal ≤ 16 KiB);
//  3. one message at a time sent through the first process, timed from the send until each stream has it
//     (goal p99 ≤ 150 ms over all deliveries);
//  4. BENCH_CHAT_WRITERS (50) concurrent writers on as many channels for BENCH_CHAT_SECONDS (10) s, a tenth of the sends repeated with the
//     same client message id: messages per second accepted (goal ≥ 1,000/s), then every channel read back: none
//     lost, none stored twice, the seqs without a gap.
// Without PostgreSQL binaries (and no BENCH_DATABASE_URL) it runs one process on PGlite and says so.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import http from 'node:http'
import os from 'node:os'
import path from 'node:path'
import { importJWK, SignJWT } from 'jose'
import { memoryOf, startServer } from './bench-pages.mjs'
import { cpuSeconds } from './bench-search.mjs'
import { startThrowawayPostgres } from './throwaway-postgres.mjs'

const STREAMS = Number(process.env.BENCH_CHAT_STREAMS ?? 2000)
const SECONDS = Number(process.env.BENCH_CHAT_SECONDS ?? 10)
const WRITERS = Number(process.env.BENCH_CHAT_WRITERS ?? 50)
const SAMPLES = 20
const KiB = (n) => `${(n / 1024).toFixed(1)} KiB`

/** The demo accounts the bench writes as: the agent, and the team of a chat-enabled demo hotel. */
export function demoIds() {
  const code = `import('#server/auth/demo-accounts.ts').then((m) => {
    const team = m.DEMO_ACCOUNTS.find((a) => a.hotelId)
    console.log(JSON.stringify({ agent: m.demoAccount('agent').id, team: team.id, hotelId: team.hotelId }))
  })`
  return JSON.parse(execFileSync(path.resolve('node_modules/.bin/tsx'), ['-e', code], { encoding: 'utf8' }).trim())
}

/** An access token as the embedded provider signs it (tests/setup/access-tokens.ts), valid an hour. */
export async function tokenFor(dataDir, issuerOrigin, sub) {
  const jwk = JSON.parse(readFileSync(path.join(dataDir, 'oidc', 'keys.json'), 'utf8')).jwks.keys[0]
  const now = Math.floor(Date.now() / 1000)
  return new SignJWT({ client_id: 'agent-frontend', scope: 'openid' })
    .setProtectedHeader({ alg: 'RS256', kid: jwk.kid, typ: 'at+jwt' })
    .setSubject(sub)
    .setIssuer(`${issuerOrigin}/oidc`)
    .setAudience('lds-api')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 3600)
    .sign(await importJWK(jwk, 'RS256'))
}

/** BENCH_DATABASE_URL, or a throw-away cluster from Debian's packages; null without binaries. */
function startPostgres() {
  if (process.env.BENCH_DATABASE_URL) return { url: process.env.BENCH_DATABASE_URL, stop: () => {} }
  return startThrowawayPostgres({ port: Number(process.env.BENCH_PG_PORT ?? 54339), name: 'lds_bench' })
}

const agent = new http.Agent({ keepAlive: true, maxSockets: Infinity })

/** A JSON request over node:http (fetch's pool would queue 2,000 streams). */
function request(origin, method, pathname, token, body, headers = {}) {
  return new Promise((resolve, reject) => {
    const req = http.request(
      `${origin}${pathname}`,
      {
        method,
        agent,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', origin, ...headers },
      },
      (res) => {
        let text = ''
        res.setEncoding('utf8')
        res.on('data', (d) => (text += d))
        res.on('end', () => resolve({ status: res.statusCode, body: text ? JSON.parse(text) : null }))
      },
    )
    req.on('error', reject)
    if (body) req.end(JSON.stringify(body))
    else req.end()
  })
}

/**
 * Opens a live stream; `onMessage(text, at)` hears each message event's text and when its chunk arrived. Resolves
 * once the server answered.
 */
function openStream(origin, token, onMessage) {
  return new Promise((resolve, reject) => {
    const req = http.get(
      `${origin}/api/chat/events`,
      { agent, headers: { authorization: `Bearer ${token}`, accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) return reject(new Error(`stream answered ${res.statusCode}`))
        res.setEncoding('utf8')
        let buffer = ''
        // a chunk is timed when it reaches this process; its frames are parsed after every socket that was
        // ready has been read, so that one stream's parsing does not count in the next stream's delivery
        const arrived = []
        const parse = () => {
          for (const [at, chunk] of arrived.splice(0)) {
            buffer += chunk
            let end
            while ((end = buffer.indexOf('\n\n')) >= 0) {
              const block = buffer.slice(0, end)
              buffer = buffer.slice(end + 2)
              if (!/^event: ?message$/m.test(block)) continue
              const data = /^data: ?(.*)$/m.exec(block)?.[1]
              if (data) onMessage(JSON.parse(data).message.text, at)
            }
          }
        }
        res.on('data', (chunk) => {
          if (arrived.push([performance.now(), chunk]) === 1) setImmediate(parse)
        })
        resolve(() => req.destroy())
      },
    )
    req.on('error', reject)
  })
}

const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN
}

async function newChannel(origin, token, hotelId, n) {
  const res = await request(
    origin,
    'POST',
    `/api/hotels/${hotelId}/chats`,
    token,
    { hotelId, clientFirstName: 'Bench', clientLastName: `Client ${n}`, messageText: `Enquiry ${n}` },
    { 'idempotency-key': `bench-${process.pid}-${n}-${Date.now()}` },
  )
  if (res.status !== 201) throw new Error(`POST chats answered ${res.status} ${JSON.stringify(res.body)}`)
  return res.body.cid
}

async function fanOut({ origins, tokens, hotelId, servers }) {
  const cid = await newChannel(origins[0], tokens.agent, hotelId, 0)
  const waiting = new Map()
  const deliveries = []
  const before = servers.map((s) => memoryOf(s.pid).rss)
  const closers = []
  for (let i = 0; i < STREAMS; i += 50) {
    const batch = []
    for (let j = i; j < Math.min(STREAMS, i + 50); j++) {
      const origin = origins[j % origins.length]
      const token = j % 2 ? tokens.team : tokens.agent
      batch.push(
        openStream(origin, token, (text, at) => {
          const sent = waiting.get(text)
          if (sent !== undefined) deliveries.push(at - sent)
        }),
      )
    }
    closers.push(...(await Promise.all(batch)))
  }
  await new Promise((r) => setTimeout(r, 3000))
  const after = servers.map((s) => memoryOf(s.pid).rss)
  const perStream = (after.reduce((a, b) => a + b, 0) - before.reduce((a, b) => a + b, 0)) / STREAMS
  for (let i = 0; i < SAMPLES; i++) {
    const text = `fan-out ${i} ${Date.now()}`
    const expected = deliveries.length + STREAMS
    waiting.set(text, performance.now())
    const res = await request(origins[0], 'POST', `/api/chat/channels/${cid}/messages`, tokens.team, {
      clientMessageId: `bench-fan-${process.pid}-${i}-${Date.now()}`,
      text,
    })
    if (res.status !== 201) throw new Error(`send answered ${res.status} ${JSON.stringify(res.body)}`)
    const deadline = Date.now() + 10_000
    while (deliveries.length < expected && Date.now() < deadline) await new Promise((r) => setTimeout(r, 5))
  }
  for (const close of closers) close()
  return { deliveries, expected: SAMPLES * STREAMS, perStream }
}

/** CPU seconds used so far by each group of processes (a process gone since counts 0). */
const cpuOf = (groups) =>
  Object.fromEntries(Object.entries(groups).map(([k, pids]) => [k, pids.reduce((t, p) => t + (cpuSeconds(p) ?? 0), 0)]))

async function writers({ origins, tokens, hotelId, groups }) {
  const cids = []
  for (let n = 1; n <= WRITERS; n++) cids.push(await newChannel(origins[n % origins.length], tokens.agent, hotelId, n))
  const pidsNow = { ...groups(), bench: [process.pid] }
  const cpuBefore = cpuOf(pidsNow)
  const stop = Date.now() + SECONDS * 1000
  let accepted = 0
  let repeats = 0
  const sent = cids.map(() => 0)
  await Promise.all(
    cids.map(async (cid, w) => {
      const origin = origins[w % origins.length]
      let last = null
      while (Date.now() < stop) {
        const repeat = last && Math.random() < 0.1
        const id = repeat ? last : `bench-w${w}-${process.pid}-${sent[w] + 1}`
        const res = await request(origin, 'POST', `/api/chat/channels/${cid}/messages`, tokens.agent, {
          clientMessageId: id,
          text: `writer ${w} message ${id}`,
        })
        if (res.status === 201) {
          accepted++
          sent[w]++
          last = id
        } else if (res.status === 200 && repeat) repeats++
        else throw new Error(`send answered ${res.status} ${JSON.stringify(res.body)}`)
      }
    }),
  )
  const cpuAfter = cpuOf(pidsNow)
  // CPU ms per accepted message, by who spent it (independent of the other load on the machine)
  const cpu = Object.fromEntries(
    Object.keys(cpuAfter).map((k) => [k, ((cpuAfter[k] - cpuBefore[k]) * 1000) / Math.max(1, accepted)]),
  )
  // every channel read back: its first message (the enquiry) and each accepted send once, seqs 1..n
  let lost = 0
  let doubled = 0
  for (const [w, cid] of cids.entries()) {
    const seen = new Map()
    let before = ''
    for (;;) {
      const res = await request(origins[0], 'GET', `/api/chat/channels/${cid}/messages?limit=50${before}`, tokens.agent)
      for (const m of res.body.messages) seen.set(m.seq, m.clientMessageId)
      if (!res.body.hasMore || res.body.messages.length === 0) break
      before = `&before=${res.body.messages[0].seq}`
    }
    const ids = [...seen.values()]
    doubled += ids.length - new Set(ids).size
    const expected = sent[w] + 1
    // a seq the channel should hold and does not: a message lost (or a gap in the numbering)
    for (let s = 1; s <= expected; s++) if (!seen.has(s)) lost++
  }
  return { rate: accepted / SECONDS, accepted, repeats, lost, doubled, cpu }
}

export async function chatFigures() {
  const pg = startPostgres()
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'lds-bench-chat-'))
  const ports = [Number(process.env.BENCH_CHAT_PORT ?? 3911), Number(process.env.BENCH_CHAT_PORT ?? 3911) + 1]
  const publicUrl = `http://localhost:${ports[0]}`
  const env = {
    APP_ENV: 'demo',
    PUBLIC_URL: publicUrl,
    USER_WRITE_LIMIT: '100000000',
    // the 2,000 streams come from one address, as through a reverse proxy: its per-address cap is the proxy's
    TRUST_PROXY: '1',
    CHAT_MESSAGE_LIMIT: '100000000',
    // PostgreSQL on this host over its Unix socket, as a one-host deployment connects (loopback TCP costs each
    // query a trip through the network stack on the same two cores)
    ...(pg ? { DATABASE_URL: (!process.env.BENCH_CHAT_TCP && pg.socketUrl) || pg.url } : {}),
  }
  const started = []
  try {
    console.log(
      `\nchat: ${pg ? 'two server processes on one PostgreSQL' : 'one server process on PGlite (no PostgreSQL here)'}`,
    )
    started.push(await startServer({ dataDir, port: ports[0], env }))
    if (pg) started.push(await startServer({ dataDir, port: ports[1], env }))
    const origins = started.map((_, i) => `http://127.0.0.1:${ports[i]}`)
    const ids = demoIds()
    const tokens = {
      agent: await tokenFor(dataDir, publicUrl, ids.agent),
      team: await tokenFor(dataDir, publicUrl, ids.team),
    }
    const servers = started.map((s) => s.server)
    const f = await fanOut({ origins, tokens, hotelId: ids.hotelId, servers })
    console.log(
      `  ${STREAMS} streams over ${origins.length} process(es): memory per idle stream ${KiB(f.perStream)} (goal ≤ 16 KiB)`,
    )
    console.log(
      `  one message to ${STREAMS} streams, ${SAMPLES} messages: delivered ${f.deliveries.length}/${f.expected}, ` +
        `p50 ${percentile(f.deliveries, 50).toFixed(1)} ms, p99 ${percentile(f.deliveries, 99).toFixed(1)} ms (goal ≤ 150 ms)`,
    )
    const w = await writers({
      origins,
      tokens,
      hotelId: ids.hotelId,
      groups: () => ({ servers: servers.map((s) => s.pid), postgres: pg?.pids?.() ?? [] }),
    })
    console.log(
      `  ${WRITERS} writers for ${SECONDS} s: ${Math.round(w.rate)} messages/s accepted (goal ≥ 1,000/s), ` +
        `${w.repeats} repeats answered with the stored message, lost ${w.lost}, stored twice ${w.doubled}`,
    )
    console.log(
      `  CPU a message: ${Object.entries(w.cpu)
        .map(([k, ms]) => `${k} ${ms.toFixed(2)} ms`)
        .join(', ')} (${os.cpus().length} cores, load average ${os.loadavg()[0].toFixed(1)})`,
    )
  } finally {
    for (const s of started.reverse()) await s.stop()
    pg?.stop()
    rmSync(dataDir, { recursive: true, force: true })
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await chatFigures()
