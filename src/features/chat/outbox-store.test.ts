import { describe, expect, it, vi } from 'vitest'
import type { ChatMessage } from '#domain/chat/chat-types.ts'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { memoryStore } from './device-store.ts'
import type { OutboxEntry } from './outbox.ts'
import { createOutbox } from './outbox-store.ts'

const serverMessage = (entry: OutboxEntry, seq: number): ChatMessage => ({
  id: `m-${entry.clientMessageId}`,
  cid: entry.cid,
  seq,
  clientMessageId: entry.clientMessageId,
  author: { id: 'u1', name: 'Anna', party: 'travelAgency' },
  text: entry.text,
  createdAt: entry.createdAt,
})

function setup(send: (entry: OutboxEntry) => Promise<ChatMessage>) {
  const store = memoryStore()
  let n = 0
  let clock = 1_000_000
  const onSent = vi.fn()
  const outbox = createOutbox({ store, send, onSent, newId: () => `client-id-${++n}`, now: () => clock })
  return { outbox, store, onSent, advance: (ms: number) => (clock += ms) }
}

describe('the persistent outbox', () => {
  it('sends what was written offline once, in order, when the connection returns, with the same ids', async () => {
    let online = false
    const calls: string[] = []
    let seq = 0
    const { outbox, store, onSent, advance } = setup(async (entry) => {
      calls.push(`${entry.clientMessageId}:${entry.text}`)
      if (!online) throw new NetworkError('offline')
      return serverMessage(entry, ++seq)
    })
    await outbox.add('c1', 'first')
    await outbox.flush()
    await outbox.add('c1', 'second')
    await outbox.flush()
    expect(outbox.entries().map((e) => [e.text, e.status])).toEqual([
      ['first', 'queued'],
      ['second', 'queued'],
    ])
    // the second never went before the first
    expect(calls.every((call) => call.endsWith(':first'))).toBe(true)
    expect(await store.entries()).toHaveLength(2)
    online = true
    advance(60_000)
    await outbox.flush()
    expect(calls.slice(-2)).toEqual(['client-id-1:first', 'client-id-2:second'])
    expect(onSent.mock.calls.map(([m]) => (m as ChatMessage).text)).toEqual(['first', 'second'])
    expect(outbox.entries()).toEqual([])
    expect(await store.entries()).toEqual([])
    outbox.close()
  })

  it('keeps a refused message with the server’s reason and sends the next one', async () => {
    const { outbox, onSent } = setup(async (entry) => {
      if (entry.text === 'bad') throw new ApiError(400, { message: 'Please enter your message' })
      return serverMessage(entry, 1)
    })
    await outbox.add('c1', 'bad')
    await outbox.add('c1', 'good')
    await outbox.flush()
    expect(outbox.entries().map((e) => [e.text, e.status, e.error])).toEqual([
      ['bad', 'failed', 'Please enter your message'],
    ])
    expect(onSent).toHaveBeenCalledOnce()
    await outbox.discard(outbox.entries()[0].clientMessageId)
    expect(outbox.entries()).toEqual([])
    outbox.close()
  })

  it('waits after a 429 and sends the same message again', async () => {
    let limited = true
    const ids: string[] = []
    const { outbox, advance } = setup(async (entry) => {
      ids.push(entry.clientMessageId)
      if (limited) throw new ApiError(429, { message: 'You are sending messages too quickly.' })
      return serverMessage(entry, 1)
    })
    await outbox.add('c1', 'hello')
    await outbox.flush()
    expect(outbox.entries()[0].status).toBe('queued')
    limited = false
    await outbox.flush()
    expect(ids).toHaveLength(1) // not due yet
    advance(5000)
    await outbox.flush()
    expect(ids).toEqual(['client-id-1', 'client-id-1'])
    expect(outbox.entries()).toEqual([])
    outbox.close()
  })

  it('survives a reload: a new outbox on the same store sends what the old one left', async () => {
    const store = memoryStore()
    const first = createOutbox({
      store,
      send: () => new Promise(() => {}), // the tab closes while the send is in flight
      onSent: vi.fn(),
      newId: () => 'client-id-1',
    })
    await first.add('c1', 'kept')
    first.close()
    const send = vi.fn(async (entry: OutboxEntry) => serverMessage(entry, 1))
    const second = createOutbox({ store, send, onSent: vi.fn(), newId: () => 'unused-id' })
    await second.reload()
    expect(second.entries().map((e) => e.text)).toEqual(['kept'])
    await second.flush()
    expect(send).toHaveBeenCalledWith(expect.objectContaining({ clientMessageId: 'client-id-1' }))
    expect(second.entries()).toEqual([])
    second.close()
  })
})
