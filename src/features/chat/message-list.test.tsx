import { screen, within } from '@testing-library/react'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#test/render.tsx'
import type { ChatHooks, ShownMessage } from './chat-contract.ts'
import { MessageList } from './message-list.tsx'
import { testMessage } from './test-chat.ts'

const hooks = vi.hoisted(() => ({
  messages: [] as ShownMessage[],
  hasOlder: false,
  loadOlder: vi.fn(),
  markRead: vi.fn(),
  retry: vi.fn(),
  discard: vi.fn(),
}))

vi.mock('./hooks.ts', (): Partial<ChatHooks> => ({
  useMessages: () => ({
    messages: hooks.messages,
    isPending: false,
    error: null,
    hasOlder: hooks.hasOlder,
    loadOlder: hooks.loadOlder,
    isLoadingOlder: false,
    fetchedAt: null,
  }),
  useMarkRead: () => hooks.markRead,
  useOutboxActions: () => ({ retry: hooks.retry, discard: hooks.discard }),
}))

beforeEach(() => {
  hooks.hasOlder = false
  vi.clearAllMocks()
})

const own = (over: Partial<ShownMessage>) =>
  testMessage({ own: true, author: { id: 'u1', name: 'Sophie Laurent', party: 'travelAgency' }, ...over })

describe('MessageList', () => {
  it('separates days in the reader’s zone and shows the hotel’s local time beside each time for the agent', () => {
    hooks.messages = [
      testMessage({ id: 'a', clientMessageId: 'c-a', createdAt: '2026-12-01T09:05:00.000Z' }),
      testMessage({ id: 'b', clientMessageId: 'c-b', seq: 2, createdAt: '2026-12-01T17:00:00.000Z' }),
      testMessage({ id: 'c', clientMessageId: 'c-c', seq: 3, createdAt: '2026-12-02T08:00:00.000Z' }),
    ]
    renderWithI18n(<MessageList cid="enq-1" hotelTimeZone="Europe/Zurich" />)
    const log = screen.getByRole('log', { name: 'Messages' })
    // the days are list items of their own, between the messages (read out, unlike a separator's content)
    const days = within(log)
      .getAllByRole('listitem')
      .filter((item) => item.classList.contains('chat-day'))
    expect(days.map((s) => s.textContent)).toEqual(['Tuesday, 1 December 2026', 'Wednesday, 2 December 2026'])
    expect(within(log).getByText('09:05')).toBeTruthy()
    expect(within(log).getByText('10:05 at the hotel')).toBeTruthy()
    // the newest message is on screen (no IntersectionObserver here) and the page is visible
    expect(hooks.markRead).toHaveBeenCalledWith(3)
  })

  it('shows no hotel time for the hotel’s team', () => {
    hooks.messages = [testMessage({})]
    renderWithI18n(<MessageList cid="enq-1" hotelTimeZone={null} />)
    expect(screen.queryByText(/at the hotel/)).toBeNull()
  })

  it('puts own messages on the right with their status, the others with their author', () => {
    hooks.messages = [
      testMessage({ id: 'x', clientMessageId: 'c-x', text: 'From the hotel' }),
      own({ id: 'q', clientMessageId: 'c-q', seq: null, status: 'queued', text: 'Queued one' }),
      own({ id: 's', clientMessageId: 'c-s', seq: null, status: 'sending', text: 'Sending one' }),
      own({ id: 't', clientMessageId: 'c-t', seq: 2, status: 'sent', text: 'Sent one' }),
      own({ id: 'r', clientMessageId: 'c-r', seq: 3, status: 'read', text: 'Read one' }),
    ]
    renderWithI18n(<MessageList cid="enq-1" hotelTimeZone={null} />)
    const item = (text: string) => screen.getByText(text).closest('li')!
    expect(item('From the hotel').className).toBe('chat-message')
    expect(within(item('From the hotel')).getByText('Reservations')).toBeTruthy()
    expect(item('Queued one').className).toContain('chat-message--own')
    expect(within(item('Queued one')).getByText('Queued')).toBeTruthy()
    expect(within(item('Sending one')).getByText('Sending…')).toBeTruthy()
    expect(within(item('Sent one')).getByText('Sent')).toBeTruthy()
    expect(within(item('Read one')).getByText('Read')).toBeTruthy()
    expect(within(item('Read one')).queryByText('Sophie Laurent')).toBeNull()
  })

  it('says why a message failed and offers Retry and Discard', () => {
    hooks.messages = [
      own({ clientMessageId: 'c-f', seq: null, status: 'failed', error: 'Please use at most 5000 characters' }),
    ]
    renderWithI18n(<MessageList cid="enq-1" hotelTimeZone={null} />)
    expect(screen.getByRole('alert').textContent).toBe('Please use at most 5000 characters')
    screen.getByRole('button', { name: 'Retry' }).click()
    screen.getByRole('button', { name: 'Discard' }).click()
    expect(hooks.retry).toHaveBeenCalledWith('c-f')
    expect(hooks.discard).toHaveBeenCalledWith('c-f')
  })

  it('renders http(s) links as links that open safely, and markup as text', () => {
    hooks.messages = [testMessage({ text: 'See https://hotel.example/spa and <b>bold</b> javascript:alert(1)' })]
    const { container } = renderWithI18n(<MessageList cid="enq-1" hotelTimeZone={null} />)
    const link = screen.getByRole('link', { name: 'https://hotel.example/spa' })
    expect(link.getAttribute('href')).toBe('https://hotel.example/spa')
    expect(link.getAttribute('target')).toBe('_blank')
    expect(link.getAttribute('rel')).toBe('noopener noreferrer')
    expect(container.querySelector('b')).toBeNull()
    expect(screen.getByText(/<b>bold<\/b> javascript:alert\(1\)/)).toBeTruthy()
    expect(screen.getAllByRole('link')).toHaveLength(1)
  })

  it('pages back with Show earlier messages', () => {
    hooks.messages = [testMessage({})]
    hooks.hasOlder = true
    renderWithI18n(<MessageList cid="enq-1" hotelTimeZone={null} />)
    screen.getByRole('button', { name: 'Show earlier messages' }).click()
    expect(hooks.loadOlder).toHaveBeenCalled()
  })
})
