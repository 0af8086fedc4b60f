import { mkdtempSync } from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import type { Browser } from 'playwright-core'
import http from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { AvailableRoomsAnswer, HotelCard, HotelRoom, OffersAnswer } from '#domain/hotels/types.ts'
import { DEMO_ACCOUNTS, demoAccount } from '#server/auth/demo-accounts.ts'
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs'
import { freshPostgresDatabase } from '../setup/server-app.ts'
import { AGENT, agentToken } from './support/agent.ts'
import { DESKTOP, launchBrowser, newContext } from './support/browser.ts'
import { isoInDays } from './support/outbox.ts'
import { startProxy, type RunningProxy } from './support/reverse-proxy.ts'
import { freePort, startServer, type RunningServer } from './support/server.ts'
import { signIn, waitForHotelSearch } from './support/sign-in.ts'

/**
 * The production shape (docs/decisions/145-reverse-proxy.md): Debian's HAProxy with the repository's
 * deploy/haproxy.cfg in front of two server processes, each with a data directory of its own as on two hosts, on one
 * PostgreSQL, with TRUST_PROXY=1. Every request may go to either process.
 */
let cluster: ReturnType<typeof startThrowawayPostgres> = null
const servers: RunningServer[] = []
let proxy: RunningProxy
let browser: Browser

beforeAll(async () => {
  cluster = process.env.TEST_DATABASE_URL ? null : startThrowawayPostgres({ port: await freePort() })
  if (!process.env.TEST_DATABASE_URL && !cluster)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const databaseUrl = cluster ? cluster.url : await freshPostgresDatabase(process.env.TEST_DATABASE_URL!)
  const proxyPort = await freePort()
  const env = { DATABASE_URL: databaseUrl, TRUST_PROXY: '1', PUBLIC_URL: `http://localhost:${proxyPort}` }
  const dataDir = () => mkdtempSync(path.join(os.tmpdir(), 'lds-e2e-host-'))
  // the first start migrates and seeds the empty database; the second finds it ready
  servers.push(await startServer({ dataDir: dataDir(), env }))
  servers.push(await startServer({ dataDir: dataDir(), env }))
  proxy = await startProxy(proxyPort, [`127.0.0.1:${servers[0]!.port}`, `127.0.0.1:${servers[1]!.port}`])
  browser = await launchBrowser()
}, 300_000)

afterAll(async () => {
  await browser?.close()
  await proxy?.stop()
  for (const s of servers) await s.stop()
  cluster?.stop()
})

const servedBy = (res: Response) => res.headers.get('x-served-by')

describe('two server processes behind HAProxy', () => {
  it('signs in and searches hotels through the proxy, with requests answered by both processes', async () => {
    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    const answeredBy = new Set<string>()
    page.on('response', (res) => {
      const by = res.headers()['x-served-by']
      if (by && new URL(res.url()).pathname.startsWith('/api/')) answeredBy.add(by)
    })
    // the sign-in's pages and its token exchange cross processes: its session lives in the database
    await signIn(page, proxy.url, AGENT, '/hotels')
    await waitForHotelSearch(page, demoAccount('agent').firstName ?? '')
    await page.locator('#pageContent article').first().waitFor()
    expect(context.errors).toEqual([])
    await context.close()
    expect([...answeredBy].sort()).toEqual(['app1', 'app2'])
    // the seed's images are on the host that did not seed too (written again from the seed at its start)
    const images = await Promise.all(
      Array.from({ length: 4 }, () =>
        fetch(`${proxy.url}/media/landscapes/l-000.svg`, { headers: { connection: 'close' } }),
      ),
    )
    expect(images.map((res) => [res.status, res.headers.get('content-type')?.split(';')[0]])).toEqual(
      images.map(() => [200, 'image/svg+xml']),
    )
    expect(new Set(images.map(servedBy))).toEqual(new Set(['app1', 'app2']))
  })

  it('an interest saved through the proxy is on the dashboard of each process', async () => {
    const token = await agentToken(proxy.url)
    const auth = { authorization: `Bearer ${token}`, 'accept-language': 'en' }
    const get = async <T>(base: string, pathname: string): Promise<T> => {
      const res = await fetch(`${base}/api${pathname}`, { headers: auth })
      expect(res.status, pathname).toBe(200)
      return (await res.json()) as T
    }
    const checkInDate = isoInDays(45)
    const checkOutDate = isoInDays(49)
    const period = `checkInDate=${checkInDate}&checkOutDate=${checkOutDate}`
    const { hotels } = await get<{ hotels: HotelCard[] }>(proxy.url, '/available-hotels')
    let found: { hotel: HotelCard; roomName: string } | undefined
    for (const hotel of hotels.filter((h) => !h.priceInfo.isOnRequestOnly && !h.isDemo)) {
      const { rooms } = await get<AvailableRoomsAnswer>(
        proxy.url,
        `/hotels/${hotel._id}/available-rooms?${period}&paymentProfile=ClientPays`,
      )
      const free = rooms.filter((r) => r.reason === null && r.minimumNightlyPrice !== null)
      for (const candidate of free) {
        const { offers } = await get<OffersAnswer>(
          proxy.url,
          `/hotelrooms/${candidate.roomId}/offers?${period}&numAdults=1&paymentProfile=ClientPays`,
        )
        if (!offers.some((o) => o.priceTotal !== undefined)) continue
        const named = await get<HotelRoom[]>(proxy.url, `/hotels/${hotel._id}/rooms`)
        const room = named.find((r) => r._id === candidate.roomId)
        if (room) found = { hotel, roomName: room.name }
        break
      }
      if (found) break
    }
    if (!found) throw new Error('the seed has no hotel with a priced room in 45 days')

    const context = await newContext(browser, DESKTOP)
    const page = await context.newPage()
    await signIn(page, proxy.url, AGENT, `/hotels/${found.hotel._id}`)
    await page.goto(`${proxy.url}/hotels/${found.hotel._id}?${period}`)
    await page.getByRole('link', { name: `Enquire: ${found.roomName}` }).click()
    const dialog = page.getByRole('dialog', { name: found.roomName })
    await dialog.getByRole('group', { name: 'Rates' }).getByRole('radio').first().check()
    await dialog.getByRole('button', { name: 'Add to selection' }).click()
    await dialog.getByText(`${found.roomName} added to selection`).waitFor()
    await dialog.getByRole('button', { name: 'Add another room type' }).click()
    await dialog.waitFor({ state: 'detached' })
    await page.locator('.selection-summary').getByRole('link', { name: 'Save interest' }).click()
    const save = page.getByRole('dialog', { name: found.hotel.name })
    await save.getByLabel('First name').fill('Grace')
    await save.getByLabel('Last name').fill('Proxied')
    await save.getByRole('button', { name: 'Save interest' }).click()
    await page.waitForURL((url) => url.pathname === '/partner/dashboard' && url.searchParams.has('hotel-lead-id'))
    await page.getByText('Grace Proxied').first().waitFor()
    // the dashboard's list, asked of each process directly: the one that did not save it knows it at once
    for (const server of servers) {
      const list = await get<{ leads?: unknown[] }>(server.url, '/sales/leads')
      expect(JSON.stringify(list), server.url).toContain('Proxied')
    }
    // and through the proxy, page after page, whichever process answers
    for (let i = 0; i < 4; i++) {
      await page.goto(`${proxy.url}/partner/dashboard`)
      await page.getByText('Grace Proxied').first().waitFor()
    }
    expect(context.errors).toEqual([])
    await context.close()
  })

  it('a chat message sent through one process reaches a stream held by the other', async () => {
    const agent = await agentToken(proxy.url)
    const team = demoAccountWithHotel()
    const teamToken = await agentToken(proxy.url, team.email)
    const [first, second] = servers as [RunningServer, RunningServer]
    const stream = await fetch(`${second.url}/api/chat/events`, { headers: { authorization: `Bearer ${teamToken}` } })
    expect(stream.status).toBe(200)
    let heard = ''
    const reader = stream.body!.getReader()
    const decoder = new TextDecoder()
    const text = `Across the proxy ${Date.now()}`
    const reading = (async () => {
      for (;;) {
        const { value, done } = await reader.read()
        if (done) return
        heard += decoder.decode(value, { stream: true })
        if (heard.includes(text)) return
      }
    })()
    const sent = await fetch(`${first.url}/api/hotels/${team.hotelId}/chats`, {
      method: 'POST',
      headers: { authorization: `Bearer ${agent}`, 'content-type': 'application/json', origin: proxy.url },
      body: JSON.stringify({ clientFirstName: 'Ines', clientLastName: 'Proxied', messageText: text }),
    })
    expect(sent.status, await sent.clone().text()).toBe(201)
    await Promise.race([reading, new Promise((r) => setTimeout(r, 5000))])
    await reader.cancel()
    expect(heard).toContain(text)
  })

  it('counts the public-write limit per real client across both processes, whatever X-Forwarded-For a client writes', async () => {
    // two clients on two loopback addresses: the proxy forwards each one's own
    const subscribe = (localAddress: string, n: number, forwardedFor?: string) =>
      postFrom(localAddress, `${proxy.url}/api/newsletter/client`, {
        headers: { origin: proxy.url, ...(forwardedFor ? { 'x-forwarded-for': forwardedFor } : {}) },
        body: { fullName: 'Rate Test', email: `rate-${n}@example.com` },
      })
    const one = '127.0.0.2'
    const other = '127.0.0.3'
    const answers: { status: number; by: string | null }[] = []
    // the limit is 30 public writes in 10 minutes per client (server/app.ts)
    for (let n = 0; n < 30; n++) {
      const res = await subscribe(one, n, `198.51.100.${n}`)
      answers.push(res)
    }
    expect(answers.map((a) => a.status)).toEqual(answers.map(() => 201))
    expect(new Set(answers.map((a) => a.by))).toEqual(new Set(['app1', 'app2']))
    expect((await subscribe(one, 30)).status).toBe(429)
    expect((await subscribe(one, 31, '203.0.113.9')).status).toBe(429)
    expect((await subscribe(other, 32)).status).toBe(201)
  })

  it('a stopped process: the requests in flight are answered and the proxy sends the next ones to the other', async () => {
    const statuses: (number | string)[] = []
    const by = new Set<string>()
    let stopping = true
    const load = (async () => {
      while (stopping) {
        const res = await fetch(`${proxy.url}/api/property-search?city=Courchevel%201850`).catch(
          (error: Error) => error.message,
        )
        if (typeof res === 'string') statuses.push(res)
        else {
          statuses.push(res.status)
          if (servedBy(res)) by.add(servedBy(res)!)
          await res.arrayBuffer()
        }
      }
    })()
    await new Promise((r) => setTimeout(r, 500))
    await servers[0]!.stop()
    const after = statuses.length
    await new Promise((r) => setTimeout(r, 1500))
    stopping = false
    await load
    expect(statuses.filter((s) => s !== 200)).toEqual([])
    expect(statuses.length).toBeGreaterThan(after)
    expect(by.has('app2')).toBe(true)
    const res = await fetch(`${proxy.url}/api/health`)
    expect([res.status, servedBy(res)]).toEqual([200, 'app2'])
  })
})

/** The demo account of a chat-enabled hotel's reservation team. */
function demoAccountWithHotel(): { email: string; hotelId: string } {
  const team = DEMO_ACCOUNTS.find((a) => a.hotelId)
  if (!team?.hotelId) throw new Error('the demo accounts have no hotel team')
  return { email: team.email, hotelId: team.hotelId }
}

/** A JSON POST from a given local address (node:http: fetch cannot choose it). */
function postFrom(
  localAddress: string,
  url: string,
  opts: { headers: Record<string, string>; body: unknown },
): Promise<{ status: number; by: string | null }> {
  return new Promise((resolve, reject) => {
    const req = http.request(
      url,
      { method: 'POST', localAddress, headers: { 'content-type': 'application/json', ...opts.headers } },
      (res) => {
        res.resume()
        res.on('end', () => {
          const by = res.headers['x-served-by']
          resolve({ status: res.statusCode ?? 0, by: typeof by === 'string' ? by : null })
        })
      },
    )
    req.on('error', reject)
    req.end(JSON.stringify(opts.body))
  })
}
