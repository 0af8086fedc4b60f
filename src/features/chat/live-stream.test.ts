// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { setApiTransport } from '#lib/api-client.ts'
import { resetAuthSnapshot, updateAuthSnapshot } from '#lib/auth-store.ts'
import { clearSignedInStorage } from '#lib/signed-in-storage.ts'
import { retainLiveStream } from './live-stream.ts'
import { chatKeys } from './chat-keys.ts'
import type { MessagePages } from './queries.ts'

const session = { accessToken: 't', refreshToken: null, idToken: null, expiresAt: null, profile: { sub: 'u1' } }

const event = (id: number, seq: number) =>
  `id: ${id}\nevent: message\ndata: ${JSON.stringify({
    type: 'message',
    cid: 'c1',
    message: {
      id: `m${seq}`,
      cid: 'c1',
      seq,
      clientMessageId: `client-${seq}`,
      author: { id: 'u2', name: 'Hotel', party: 'hotel' },
      text: 'Hi',
      createdAt: '2026-12-02T10:00:00.000Z',
    },
  })}\n\n`

function streamOf(chunks: string[], keepOpen: boolean): Response {
  const encoder = new TextEncoder()
  return new Response(
    new ReadableStream<Uint8Array>({
      start(controller) {
        for (const chunk of chunks) controller.enqueue(encoder.encode(chunk))
        if (!keepOpen) controller.close()
      },
    }),
    { headers: { 'content-type': 'text/event-stream' } },
  )
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 5))
  expect(check()).toBe(true)
}

describe('the live stream', () => {
  afterEach(() => {
    resetAuthSnapshot()
    clearSignedInStorage()
    setApiTransport({ fetch: (input, init) => fetch(input, init) })
  })

  it('puts events in the cache, resumes with Last-Event-ID at once on `online`, and stops at sign-out', async () => {
    const seen: (string | null)[] = []
    const signals: AbortSignal[] = []
    const fetchStub = vi.fn(async (_url: RequestInfo | URL, init?: RequestInit) => {
      const headers = new Headers(init?.headers)
      seen.push(headers.get('Last-Event-ID'))
      signals.push(init!.signal!)
      // the first connection delivers two events and drops; the second stays open
      return seen.length === 1 ? streamOf([event(7, 1), event(8, 2)], false) : streamOf([event(9, 3)], true)
    })
    setApiTransport({ fetch: fetchStub as typeof fetch })
    updateAuthSnapshot({ session })
    const client = new QueryClient()
    client.setQueryData<MessagePages>(chatKeys.messages('c1'), {
      pages: [{ messages: [], hasMore: false, fetchedAt: 1, fromDevice: false }],
      pageParams: [null],
    })
    const release = retainLiveStream(client)
    await until(() => seen.length === 1 && sessionStorage.getItem('lds.chat-last-event-id') === '8')
    window.dispatchEvent(new Event('online'))
    await until(() => seen.length === 2)
    expect(seen).toEqual([null, '8'])
    await until(() => client.getQueryData<MessagePages>(chatKeys.messages('c1'))!.pages[0].messages.length === 3)
    expect(fetchStub.mock.calls[0][0]).toBe('/api/chat/events')
    // sign-out (here or in another tab) ends the session: the stream stops and forgets its position
    clearSignedInStorage()
    updateAuthSnapshot({ session: null })
    expect(signals[1].aborted).toBe(true)
    // the next user starts from the server's present, not from the last user's position
    updateAuthSnapshot({ session: { ...session, profile: { sub: 'u9' } } })
    await until(() => seen.length === 3)
    expect(seen[2]).toBeNull()
    release()
    updateAuthSnapshot({ session: null })
  })
})
