import type { Context } from 'hono'
import type { IncomingMessage } from 'node:http'
import { requestHeader } from './request-header.ts'

/**
 * The client's address, for rate limits and the connection cap (docs/decisions/043-throttling-and-proxy.md).
 *
 * Without a trusted proxy (`TRUST_PROXY=0`, the default) it is the socket's peer and
 * X-Forwarded-For is ignored: anyone can write that header. Behind `trustProxy` proxies, each of
 * them appended the address it received the request from, so the client is the entry `trustProxy`
 * places from the right; entries further left were written by the client and are not believed.
 */
export function forwardedClient(peer: string, forwardedFor: string | undefined, trustProxy: number): string {
  if (trustProxy <= 0 || !forwardedFor) return peer
  const hops = forwardedFor
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean)
  if (!hops.length) return peer
  // fewer entries than trusted proxies: the leftmost one is the furthest we know
  return hops[Math.max(0, hops.length - trustProxy)]!.slice(0, 64)
}

/** The peer address of the request's socket ('local' outside node:http, e.g. app.request in tests). */
function peerAddress(c: Context): string {
  const incoming = (c.env as { incoming?: IncomingMessage } | undefined)?.incoming
  return incoming?.socket?.remoteAddress ?? 'local'
}

export function clientAddress(c: Context, trustProxy: number): string {
  return forwardedClient(peerAddress(c), trustProxy > 0 ? requestHeader(c, 'x-forwarded-for') : undefined, trustProxy)
}

/**
 * The key one client is counted under: an IPv4 address as it is (also when written IPv4-mapped,
 * `::ffff:192.0.2.1`), an IPv6 address by its /64 network, which one subscriber usually holds
 * whole (counting single IPv6 addresses would let one client rotate through 2^64 of them).
 */
export function addressKey(address: string): string {
  const lower = address.toLowerCase()
  if (!lower.includes(':')) return lower
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/.exec(lower)
  if (mapped) return mapped[1]!
  const [head = '', tail = ''] = lower.split('%')[0]!.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = lower.includes('::')
    ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right]
    : left
  return `${groups
    .slice(0, 4)
    .map((g) => g.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`
}
