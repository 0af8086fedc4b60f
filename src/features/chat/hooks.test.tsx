import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import { HttpResponse, http } from 'msw'
import type { ReactNode } from 'react'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import type { UserDto } from '#domain/auth/current-user.ts'
import type { ChatChannel, ChatMessage } from '#domain/chat/chat-types.ts'
import type { HotelEnquiry } from '#domain/chat/hotel-enquiry.ts'
import { updateAuthSnapshot } from '#lib/auth-store.ts'
import { setSignedInUser } from '#lib/signed-in-user.ts'
import { setupMswServer } from '#test/msw-server.ts'
import { memoryStore, setChatStoresForTests } from './device-store.ts'
import { useCreateEnquiry, useDraft, useMessages, useSendMessage } from './hooks.ts'

const server = setupMswServer()

const agentUser = {
  _id: 'u-agent',
  role: 'agent',
  displayName: 'Anna Agent',
  hotelId: null,
  hasHotelAccess: false,
} as UserDto
const agent = { id: 'u-agent', name: 'Anna Agent', party: 'travelAgency' as const }
const hotel = { id: 'u-hotel', name: 'Reservations', party: 'hotel' as const }

const message = (seq: number, author: ChatMessage['author'], clientMessageId = `client-${seq}`): ChatMessage => ({
  id: `m${seq}`,
  cid: 'c1',
  seq,
  clientMessageId,
  author,
  text: `message ${seq}`,
  createdAt: `2026-12-02T10:00:0${seq}.000Z`,
})

const channel = {
  cid: 'c1',
  lastSeq: 2,
  readSeq: 2,
  unreadCount: 0,
  otherPartyReadSeq: 2,
  lastMessage: null,
} as unknown as ChatChannel

function wrapper() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
  return ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
}

describe('the chat hooks', () => {
  beforeEach(() => {
    setChatStoresForTests({ cache: memoryStore(), outbox: memoryStore() })
    updateAuthSnapshot({
      session: { accessToken: 't', refreshToken: null, idToken: null, expiresAt: null, profile: { sub: 'u-agent' } },
    })
    setSignedInUser(agentUser)
  })
  afterAll(() => {
    updateAuthSnapshot({ session: null })
    setSignedInUser(null)
    setChatStoresForTests(null)
  })

  it('shows stored messages with own status, then sends a new one through the outbox', async () => {
    let posted: unknown = null
    server.use(
      http.get('/api/chat/channels/c1', () => HttpResponse.json(channel)),
      http.get('/api/chat/channels/c1/messages', () =>
        HttpResponse.json({ messages: [message(1, hotel), message(2, agent)], hasMore: false }),
      ),
      http.post('/api/chat/channels/c1/messages', async ({ request }) => {
        posted = await request.json()
        const body = posted as { clientMessageId: string; text: string }
        return HttpResponse.json({ ...message(3, agent, body.clientMessageId), text: body.text }, { status: 201 })
      }),
    )
    const { result } = renderHook(
      () => ({ list: useMessages('c1'), send: useSendMessage('c1'), draft: useDraft('c1') }),
      {
        wrapper: wrapper(),
      },
    )
    await waitFor(() => expect(result.current.list.messages).toHaveLength(2))
    await waitFor(() => expect(result.current.list.messages[1].status).toBe('read'))
    expect(result.current.list.messages.map((m) => [m.seq, m.own])).toEqual([
      [1, false],
      [2, true],
    ])
    expect(result.current.list.fetchedAt).toEqual(expect.any(Number))

    act(() => result.current.draft[1]('Is the suite free?'))
    expect(localStorage.getItem('lds.chat-draft:u-agent:c1')).toBe('Is the suite free?')
    act(() => result.current.send('Is the suite free?'))
    expect(localStorage.getItem('lds.chat-draft:u-agent:c1')).toBeNull()
    await waitFor(() => expect(result.current.list.messages.at(-1)).toMatchObject({ seq: 3, status: 'sent' }))
    expect(result.current.list.messages.filter((m) => m.text === 'Is the suite free?')).toHaveLength(1)
    expect(posted).toMatchObject({
      text: 'Is the suite free?',
      clientMessageId: expect.stringMatching(/^[\w-]{8,64}$/),
    })
  })

  it('sends an enquiry with one idempotency key per content: idle, sending, failed, done', async () => {
    const keys: (string | null)[] = []
    let fail = true
    server.use(
      http.post('/api/hotels/h1/chats', ({ request }) => {
        keys.push(request.headers.get('Idempotency-Key'))
        if (fail) return HttpResponse.json({ message: 'Grand Hotel is not ready yet' }, { status: 409 })
        return HttpResponse.json({ cid: 'c9' }, { status: 201 })
      }),
    )
    const enquiry = {
      hotelId: 'h1',
      clientFirstName: 'Max',
      clientLastName: 'Muster',
      messageText: 'Hello',
    } as HotelEnquiry
    const { result } = renderHook(() => useCreateEnquiry('h1'), { wrapper: wrapper() })
    expect(result.current.state).toBe('idle')
    await act(() => result.current.send(enquiry).catch(() => undefined))
    await waitFor(() => expect(result.current.state).toBe('failed'))
    fail = false
    let answer: { cid: string } | undefined
    await act(async () => {
      answer = await result.current.send(enquiry)
    })
    expect(answer).toEqual({ cid: 'c9' })
    await waitFor(() => expect(result.current.state).toBe('done'))
    expect(keys[0]).toBeTruthy()
    expect(keys[1]).toBe(keys[0])
  })
})
