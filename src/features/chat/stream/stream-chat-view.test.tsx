import { screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type * as StreamSdk from 'stream-chat'
import { renderWithI18n } from '#test/render.tsx'

// Stream cannot be reached from tests: the SDK's client is replaced by one whose connect fails
const connectUser = vi.fn()
vi.mock('stream-chat', async (original) => ({
  ...(await original<typeof StreamSdk>()),
  StreamChat: { getInstance: () => ({ connectUser, disconnectUser: () => Promise.resolve() }) },
}))

const { StreamChatView } = await import('./stream-chat-view.tsx')

afterEach(() => sessionStorage.clear())

describe('StreamChatView', () => {
  it('connects the chat user and, when the connect fails, marks websockets blocked and says so (logged once)', async () => {
    connectUser.mockRejectedValue(new Error('WS failed'))
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {})
    const user = { id: 'u1', name: 'Camille Dubois', party: 'travelAgency' as const }
    const { unmount } = renderWithI18n(<StreamChatView apiKey="key" user={user} />)
    expect(screen.getByRole('status').textContent).toBe('Connecting to the chat…')
    expect(await screen.findByRole('alert')).toHaveProperty(
      'textContent',
      'The chat service cannot be reached from this network. Please try again later or on another network.',
    )
    expect(connectUser).toHaveBeenCalledWith(user, expect.any(Function))
    expect(sessionStorage.getItem('chatStreamBlocked')).toBe('1')
    unmount()
    renderWithI18n(<StreamChatView apiKey="key" user={user} />)
    await waitFor(() => expect(connectUser).toHaveBeenCalledTimes(2))
    await screen.findByRole('alert')
    expect(warn).toHaveBeenCalledTimes(1)
  })
})
