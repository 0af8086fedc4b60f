/**
 * One Server-Sent Events connection to GET /api/chat/events over fetch (docs/decisions/107-chat-
 * stream-shared-by-a-leader-tab.md): fetch, because EventSource cannot send the bearer header.
 * Sends Last-Event-ID to resume, parses with eventsource-parser, and treats STREAM_SILENCE_MS
 * without a byte (the server's heartbeat comes at most every 30 s) as a dead connection.
 */
import { createParser } from 'eventsource-parser'
import type { ChatEvent } from '#domain/chat/chat-types.ts'
import { apiStream } from '#lib/api-client.ts'

export const STREAM_SILENCE_MS = 45_000

export type StreamMessage =
  { type: 'event'; id: string | null; event: ChatEvent } | { type: 'reset'; id: string | null }

export type ConnectOptions = {
  lastEventId: string | null
  signal: AbortSignal
  onOpen: () => void
  onMessage: (message: StreamMessage) => void
  silenceMs?: number
  /** the transport (tests pass a fake); the app's API client by default */
  open?: (headers: Record<string, string>, signal: AbortSignal) => Promise<Response>
}

const defaultOpen = (headers: Record<string, string>, signal: AbortSignal) =>
  apiStream('/chat/events', { headers, signal })

/** An SSE message as ours, or null for anything unknown (a newer server's event, bad JSON). */
export function toStreamMessage(event: { event?: string; id?: string; data: string }): StreamMessage | null {
  const id = event.id ?? null
  if (event.event === 'reset') return { type: 'reset', id }
  if (event.event !== 'message' && event.event !== 'read' && event.event !== 'channel') return null
  try {
    const data = JSON.parse(event.data) as ChatEvent
    if (data?.type !== event.event || typeof data.cid !== 'string') return null
    return { type: 'event', id, event: data }
  } catch {
    return null
  }
}

/**
 * Runs one connection until it ends: resolves when the server closed it or it went silent, rejects
 * with the ApiError / NetworkError of a refused or failed connect; an abort through `signal` resolves.
 */
export async function runConnection(options: ConnectOptions): Promise<void> {
  const silenceMs = options.silenceMs ?? STREAM_SILENCE_MS
  const local = new AbortController()
  const signal = AbortSignal.any([options.signal, local.signal])
  const headers: Record<string, string> = { accept: 'text/event-stream' }
  if (options.lastEventId) headers['Last-Event-ID'] = options.lastEventId
  let silence: ReturnType<typeof setTimeout> | undefined
  const alive = () => {
    clearTimeout(silence)
    silence = setTimeout(() => local.abort(), silenceMs)
  }
  try {
    alive()
    const response = await (options.open ?? defaultOpen)(headers, signal)
    if (!response.body) return
    options.onOpen()
    const parser = createParser({
      onEvent: (event) => {
        const message = toStreamMessage(event)
        if (message) options.onMessage(message)
      },
    })
    const reader = response.body.pipeThrough(new TextDecoderStream()).getReader()
    // a silent or stopped connection ends its read too (not every transport ties the body to the signal)
    signal.addEventListener('abort', () => void reader.cancel().catch(() => undefined), { once: true })
    for (;;) {
      const { done, value } = await reader.read()
      if (done) return
      alive()
      parser.feed(value)
    }
  } catch (error) {
    if (signal.aborted) return
    throw error
  } finally {
    clearTimeout(silence)
    local.abort()
  }
}
