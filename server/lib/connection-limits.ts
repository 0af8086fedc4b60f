import { createServer, type RequestListener, type Server } from 'node:http'
import { addressKey } from './client-address.ts'

/**
 * Time-outs and connection caps of the HTTP server (docs/decisions/042-connection-limits.md).
 * Node's defaults held an incomplete request's headers 90 s (60 s plus a 30 s check interval) and a
 * missing body 300 s, without any cap, so one client with ~20,000 idle or half-open connections
 * used up the process's file descriptors and the server stopped answering.
 */
export type ConnectionLimits = {
  /** complete request headers must arrive within this time of the first byte (else 408 and close) */
  headersTimeoutMs: number
  /** the whole request, body included, must arrive within this time (else 408 and close) */
  requestTimeoutMs: number
  /** an idle keep-alive connection is closed after this (Node adds its own 1 s buffer) */
  keepAliveTimeoutMs: number
  /** how often node:http checks the header and request time-outs */
  checkIntervalMs: number
  /** a socket with no traffic in either direction for this long is closed (slow readers) */
  idleTimeoutMs: number
  /** connections of the whole process; beyond it new connections are closed at once */
  maxConnections: number
  /** connections of one client address (an IPv6 /64); 0: no such cap (behind a trusted proxy) */
  maxConnectionsPerAddress: number
}

export const CONNECTION_LIMITS: ConnectionLimits = {
  headersTimeoutMs: 10_000,
  requestTimeoutMs: 30_000,
  keepAliveTimeoutMs: 5_000,
  checkIntervalMs: 1_000,
  idleTimeoutMs: 60_000,
  maxConnections: 10_000,
  maxConnectionsPerAddress: 256,
}

/**
 * The limits for a configuration: behind a trusted proxy every connection comes from the proxy,
 * so the per-address cap is the proxy's job and only the process-wide cap stays.
 */
export function connectionLimits(config: { trustProxy: number }): ConnectionLimits {
  return config.trustProxy > 0 ? { ...CONNECTION_LIMITS, maxConnectionsPerAddress: 0 } : CONNECTION_LIMITS
}

/** The caps and the time-outs that can be set on an existing server. */
export function applyConnectionLimits(server: Server, limits: ConnectionLimits): void {
  server.headersTimeout = limits.headersTimeoutMs
  server.requestTimeout = limits.requestTimeoutMs
  server.keepAliveTimeout = limits.keepAliveTimeoutMs
  server.timeout = limits.idleTimeoutMs
  server.maxConnections = limits.maxConnections
  if (limits.maxConnectionsPerAddress > 0) capPerAddress(server, limits.maxConnectionsPerAddress)
}

/**
 * A node:http server with the limits above; the check interval of the time-outs can only be given
 * when the server is created.
 */
export function createLimitedServer(listener: RequestListener, limits: ConnectionLimits = CONNECTION_LIMITS): Server {
  const server = createServer(
    {
      connectionsCheckingInterval: limits.checkIntervalMs,
      headersTimeout: limits.headersTimeoutMs,
      requestTimeout: limits.requestTimeoutMs,
      keepAliveTimeout: limits.keepAliveTimeoutMs,
    },
    listener,
  )
  applyConnectionLimits(server, limits)
  return server
}

/** Closes a new connection at once when its address already holds `max` open ones. */
function capPerAddress(server: Server, max: number): void {
  const open = new Map<string, number>()
  server.on('connection', (socket) => {
    const key = addressKey(socket.remoteAddress ?? '')
    const count = (open.get(key) ?? 0) + 1
    if (count > max) {
      socket.destroy()
      return
    }
    open.set(key, count)
    socket.once('close', () => {
      const left = (open.get(key) ?? 1) - 1
      if (left > 0) open.set(key, left)
      else open.delete(key)
    })
  })
}
