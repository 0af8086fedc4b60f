import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { demoAccount } from '#server/auth/demo-accounts.ts'
import { startThrowawayPostgres } from '../../scripts/throwaway-postgres.mjs'
import { freshPostgresDatabase } from '../setup/server-app.ts'
import { agentToken } from './support/agent.ts'
import { freePort, startServer, type RunningServer } from './support/server.ts'

/**
 * The cluster start (docs/decisions/138-cluster-start.md): the built server with WEB_CONCURRENCY=2 on PostgreSQL is
 * two worker processes on one port; a token of either is accepted by both, a write through either is every
 * answer's at once (the change bus), a killed worker is started again, and SIGTERM stops them all.
 */
let server: RunningServer
let cluster: ReturnType<typeof startThrowawayPostgres> = null
beforeAll(async () => {
  // CI's PostgreSQL, else a throw-away cluster (the e2e script installs Debian's postgresql when missing)
  cluster = process.env.TEST_DATABASE_URL ? null : startThrowawayPostgres({ port: await freePort() })
  if (!process.env.TEST_DATABASE_URL && !cluster)
    throw new Error('PostgreSQL is not installed (apt-get install postgresql)')
  const databaseUrl = cluster ? cluster.url : await freshPostgresDatabase(process.env.TEST_DATABASE_URL!)
  server = await startServer({ env: { DATABASE_URL: databaseUrl, WEB_CONCURRENCY: '2' } })
}, 300_000)
afterAll(async () => {
  await server?.stop()
  cluster?.stop()
})

const pidsOf = (output: string): number[] =>
  (/(\d+) server processes \(pids ([\d, ]+)\)/.exec(output)?.[2] ?? '').split(', ').filter(Boolean).map(Number)
const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}
const until = async (check: () => boolean | Promise<boolean>, ms: number) => {
  const end = Date.now() + ms
  while (!(await check()) && Date.now() < end) await new Promise((resolve) => setTimeout(resolve, 100))
  return check()
}

describe('two server processes from one start', () => {
  it('starts two workers that share the port and accept each other’s tokens', async () => {
    // /api/health answers once the first worker listens; the banner comes when both do
    expect(await until(() => pidsOf(server.output()).length === 2, 30_000)).toBe(true)
    const pids = pidsOf(server.output())
    expect(pids).toHaveLength(2)
    expect(pids.every(alive)).toBe(true)
    const token = await agentToken(server.url, demoAccount('agent').email)
    // node:cluster hands connections to the workers in turn: twenty calls reach both
    const statuses = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const res = await fetch(`${server.url}/api/current_user`, {
          headers: { authorization: `Bearer ${token}`, connection: 'close' },
        })
        return res.status
      }),
    )
    expect(new Set(statuses)).toEqual(new Set([200]))
  })

  it('a hotel page saved through one worker is every worker’s answer within a second', async () => {
    const admin = { authorization: `Bearer ${await agentToken(server.url, demoAccount('admin').email)}` }
    const { hotels } = (await (await fetch(`${server.url}/api/hotels?limit=1`)).json()) as { hotels: { _id: string }[] }
    const hotelId = hotels[0]!._id
    const page = async () =>
      (
        (await (await fetch(`${server.url}/api/hotels/${hotelId}`, { headers: { connection: 'close' } })).json()) as {
          description: { hotel: string }
        }
      ).description.hotel
    // both workers cache the page
    await Promise.all(Array.from({ length: 10 }, page))
    const content = (await (
      await fetch(`${server.url}/api/extranet/hotels/${hotelId}/content`, { headers: admin })
    ).json()) as {
      version: number
      content: { description: { en: Record<string, string>; de: Record<string, string> } }
    }
    const words = 'Rebuilt in larch and stone, above the village.'
    const saved = await fetch(`${server.url}/api/extranet/hotels/${hotelId}/content`, {
      method: 'PUT',
      headers: { 'content-type': 'application/json', ...admin },
      body: JSON.stringify({
        baseVersion: content.version,
        description: { en: { ...content.content.description.en, hotel: words }, de: content.content.description.de },
        reservationPhone: null,
      }),
    })
    expect(saved.status, await saved.clone().text()).toBe(200)
    const started = Date.now()
    const everyAnswer = async () => (await Promise.all(Array.from({ length: 10 }, page))).every((w) => w === words)
    expect(await until(everyAnswer, 3000)).toBe(true)
    expect(Date.now() - started).toBeLessThan(1500)
  })

  it('starts a killed worker again; SIGTERM stops every worker', async () => {
    const [first, second] = pidsOf(server.output())
    process.kill(first!, 'SIGKILL')
    expect(await until(() => server.output().includes('a server worker exited'), 10_000)).toBe(true)
    expect(
      await until(async () => (await fetch(`${server.url}/api/health`).catch(() => null))?.ok === true, 20_000),
    ).toBe(true)
    const again = Number(/"a server worker was started again","pid":(\d+)/.exec(server.output())?.[1])
    expect(alive(again)).toBe(true)
    await server.stop()
    expect(await until(() => !alive(second!) && !alive(again), 10_000)).toBe(true)
  })
})

describe('a graceful stop', () => {
  it('ends the chat streams with a reconnection hint and answers the requests in flight before it exits', async () => {
    const one = await startServer()
    try {
      const token = await agentToken(one.url)
      const events = await fetch(`${one.url}/api/chat/events`, { headers: { authorization: `Bearer ${token}` } })
      expect(events.status).toBe(200)
      let streamed = ''
      const reading = (async () => {
        const decoder = new TextDecoder()
        for await (const chunk of events.body!) streamed += decoder.decode(chunk as Uint8Array, { stream: true })
      })()
      const search = (await (await fetch(`${one.url}/api/property-search?city=Courchevel%201850`)).json()) as {
        results: { path: string }[]
      }
      // server renderings of pages not seen before, in flight when the stop begins
      const pages = search.results.slice(0, 6).map((r) =>
        fetch(`${one.url}${r.path}?v=${Math.random()}`, { headers: { connection: 'close' } }).then(
          async (res) => ({ status: res.status, html: await res.text() }),
          (error: Error) => ({ status: 0, html: String((error.cause as Error | undefined)?.message ?? error.message) }),
        ),
      )
      await new Promise((resolve) => setTimeout(resolve, 30))
      await one.stop()
      await reading
      expect(streamed).toContain('retry: 1000')
      const answers = await Promise.all(pages)
      // every request sent before the stop was answered whole, none reset
      expect(answers.map((a) => [a.status, a.html.includes('</html>') ? 'whole page' : a.html])).toEqual(
        answers.map(() => [200, 'whole page']),
      )
    } finally {
      await one.stop()
    }
  })
})
