import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '#lib/api-errors.ts'
import { runConnection, toStreamMessage, type StreamMessage } from './sse-connection.ts'

function sseResponse(chunks: string[]): Response {
  const encoder = new TextEncoder()
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
      controller.close()
    },
  })
  return new Response(body, { headers: { 'content-type': 'text/event-stream' } })
}

const messageEvent = JSON.stringify({
  type: 'message',
  cid: 'c1',
  message: {
    id: 'm1',
    cid: 'c1',
    seq: 1,
    clientMessageId: 'x1234567',
    author: { id: 'u', name: 'U', party: 'hotel' },
    text: 'Hi',
    createdAt: '2026-12-02T10:00:00.000Z',
  },
})

describe('the SSE connection', () => {
  it('parses events split across chunks, skips heartbeats and unknown events, sends Last-Event-ID', async () => {
    const open = vi.fn(async (_headers: Record<string, string>, _signal: AbortSignal) =>
      sseResponse([
        ': heartbeat\n\n',
        `id: 41\nevent: message\ndata: ${messageEvent.slice(0, 20)}`,
        `${messageEvent.slice(20)}\n\n`,
        'id: 42\nevent: read\ndata: {"type":"read","cid":"c1","userId":"u","party":"hotel","seq":1}\n\n',
        'id: 43\nevent: typing\ndata: {}\n\n',
        'id: 44\nevent: reset\ndata: {}\n\n',
      ]),
    )
    const received: StreamMessage[] = []
    const onOpen = vi.fn()
    await runConnection({
      lastEventId: '40',
      signal: new AbortController().signal,
      onOpen,
      onMessage: (m) => received.push(m),
      open,
    })
    expect(open.mock.calls[0][0]).toEqual({ accept: 'text/event-stream', 'Last-Event-ID': '40' })
    expect(onOpen).toHaveBeenCalledOnce()
    expect(received.map((m) => [m.type, m.id, m.type === 'event' ? m.event.type : null])).toEqual([
      ['event', '41', 'message'],
      ['event', '42', 'read'],
      ['reset', '44', null],
    ])
  })

  it('connects without Last-Event-ID the first time and rejects a refused connect', async () => {
    const open = vi.fn(async (_headers: Record<string, string>, _signal: AbortSignal): Promise<Response> => {
      throw new ApiError(401, { message: 'Unauthorized' })
    })
    await expect(
      runConnection({
        lastEventId: null,
        signal: new AbortController().signal,
        onOpen: vi.fn(),
        onMessage: vi.fn(),
        open,
      }),
    ).rejects.toMatchObject({ status: 401 })
    expect(open.mock.calls[0][0]).toEqual({ accept: 'text/event-stream' })
  })

  it('ends a connection that stays silent', async () => {
    const silent = new Response(new ReadableStream({ start() {} }))
    const started = Date.now()
    await runConnection({
      lastEventId: null,
      signal: new AbortController().signal,
      onOpen: vi.fn(),
      onMessage: vi.fn(),
      open: async () => silent,
      silenceMs: 50,
    })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('ignores bad JSON and data of another type', () => {
    expect(toStreamMessage({ event: 'message', data: '{bad' })).toBeNull()
    expect(toStreamMessage({ event: 'message', data: '{"type":"read","cid":"c1"}' })).toBeNull()
  })
})
