import { once } from 'node:events'
import { createServer, request, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { connect, type Socket } from 'node:net'
import { getRequestListener } from '@hono/node-server'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { createTestApp, type TestApp } from '../../tests/setup/server-app.ts'
import {
  applyConnectionLimits,
  CONNECTION_LIMITS,
  connectionLimits,
  createLimitedServer,
  type ConnectionLimits,
} from './connection-limits.ts'

/**
 * The connection limits of docs/decisions/042-connection-limits.md on a real node:http server
 * serving the app, with the production settings scaled down to test time-outs.
 */
const LIMITS: ConnectionLimits = {
  headersTimeoutMs: 400,
  requestTimeoutMs: 800,
  keepAliveTimeoutMs: 200,
  checkIntervalMs: 50,
  idleTimeoutMs: 5_000,
  maxConnections: 1_000,
  maxConnectionsPerAddress: 50,
}
const ATTACKER = '127.0.0.2'

let t: TestApp
const servers: Server[] = []
const sockets: Socket[] = []

beforeAll(async () => {
  t = await createTestApp({ seed: false })
})
afterAll(async () => {
  for (const s of sockets) s.destroy()
  for (const server of servers) {
    server.closeAllConnections()
    await new Promise((resolve) => server.close(resolve))
  }
  await t.close()
})

/** The app on a real server with these limits; its port. */
async function serve(limits: ConnectionLimits): Promise<{ port: number; server: Server }> {
  const server = createLimitedServer(getRequestListener(t.app.fetch), limits)
  servers.push(server)
  server.listen(0, '127.0.0.1')
  await once(server, 'listening')
  return { port: (server.address() as AddressInfo).port, server }
}

/** A connection from `localAddress` that sends `text` and then nothing more; resolves when connected. */
async function slowClient(port: number, text: string, localAddress = ATTACKER) {
  const socket = connect({ port, host: '127.0.0.1', localAddress })
  sockets.push(socket)
  socket.on('error', () => undefined)
  let received = ''
  socket.on('data', (chunk) => (received += chunk))
  const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(Date.now())))
  await once(socket, 'connect').catch(() => undefined)
  if (text) socket.write(text)
  return { socket, closed, received: () => received }
}

/** 1,500 connections from one address, every other one with the start of a request. */
function flood(port: number) {
  return Promise.all(
    Array.from({ length: 1_500 }, (_, i) => slowClient(port, i % 2 ? 'GET /api/health HTTP/1.1\r\nHost: x\r\n' : '')),
  )
}

function openConnections(server: Server): Promise<number> {
  return new Promise((resolve, reject) => server.getConnections((err, count) => (err ? reject(err) : resolve(count))))
}

function health(port: number): Promise<{ status: number; ms: number }> {
  const start = Date.now()
  return new Promise((resolve, reject) => {
    const req = request({ port, host: '127.0.0.1', path: '/api/health', agent: false, timeout: 2_000 }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: Date.now() - start }))
    })
    req.on('timeout', () => req.destroy(new Error('health check timed out')))
    req.on('error', reject)
    req.end()
  })
}

describe('connection limits', () => {
  it('production values: headers 10 s, request 30 s, keep-alive 5 s, 10,000 connections, 256 per address (none behind a proxy)', () => {
    expect(CONNECTION_LIMITS).toEqual({
      headersTimeoutMs: 10_000,
      requestTimeoutMs: 30_000,
      keepAliveTimeoutMs: 5_000,
      checkIntervalMs: 1_000,
      idleTimeoutMs: 60_000,
      maxConnections: 10_000,
      maxConnectionsPerAddress: 256,
    })
    expect(connectionLimits({ trustProxy: 0 })).toEqual(CONNECTION_LIMITS)
    expect(connectionLimits({ trustProxy: 1 }).maxConnectionsPerAddress).toBe(0)
  })

  it('sets the time-outs and the cap on an existing server', () => {
    const server = createServer()
    applyConnectionLimits(server, CONNECTION_LIMITS)
    expect(server).toMatchObject({
      headersTimeout: 10_000,
      requestTimeout: 30_000,
      keepAliveTimeout: 5_000,
      timeout: 60_000,
      maxConnections: 10_000,
    })
    expect(server.listenerCount('connection')).toBe(2) // node:http's own and the per-address count
  })

  it('keeps answering /api/health while one client holds 1,500 idle and half-open connections', async () => {
    // header time-outs long enough that the flood is still held while the health checks run
    const held = { ...LIMITS, headersTimeoutMs: 5_000, requestTimeoutMs: 10_000 }
    const { port, server } = await serve(held)
    expect(await flood(port)).toHaveLength(1_500)
    // the server keeps at most 50 of them; the others are closed as soon as they are accepted
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await openConnections(server)).toBeLessThanOrEqual(LIMITS.maxConnectionsPerAddress)
    const answers = await Promise.all([health(port), health(port), health(port)])
    for (const answer of answers) expect(answer).toMatchObject({ status: 200 })
    expect(Math.max(...answers.map((a) => a.ms))).toBeLessThan(1_000)
  })

  it('(control) without the per-address cap the same flood fills the server and /api/health is refused', async () => {
    const { port, server } = await serve({
      ...LIMITS,
      headersTimeoutMs: 5_000,
      requestTimeoutMs: 10_000,
      maxConnectionsPerAddress: 0,
    })
    await flood(port)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(await openConnections(server)).toBe(LIMITS.maxConnections)
    await expect(health(port)).rejects.toThrow()
  })

  it('closes a request whose headers never end after the header time-out (408)', async () => {
    const { port } = await serve(LIMITS)
    const started = Date.now()
    const client = await slowClient(port, 'GET /api/health HTTP/1.1\r\nHost: x\r\nX-Slow: 1\r\n', '127.0.0.3')
    const closedAt = await client.closed
    expect(closedAt - started).toBeGreaterThanOrEqual(LIMITS.headersTimeoutMs - 50)
    expect(closedAt - started).toBeLessThan(LIMITS.headersTimeoutMs + 500)
    expect(client.received()).toMatch(/^HTTP\/1\.1 408 /)
  })

  it('closes a request whose body never arrives after the request time-out', async () => {
    const { port } = await serve(LIMITS)
    const started = Date.now()
    const client = await slowClient(
      port,
      'POST /api/enquiries HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{"a"',
      '127.0.0.4',
    )
    const closedAt = await client.closed
    expect(closedAt - started).toBeGreaterThanOrEqual(LIMITS.requestTimeoutMs - 50)
    expect(closedAt - started).toBeLessThan(LIMITS.requestTimeoutMs + 500)
  })

  it('closes an idle connection (nothing sent) after the header time-out', async () => {
    const { port } = await serve(LIMITS)
    const started = Date.now()
    const client = await slowClient(port, '', '127.0.0.5')
    const closedAt = await client.closed
    expect(closedAt - started).toBeLessThan(LIMITS.headersTimeoutMs + 500)
  })
})
