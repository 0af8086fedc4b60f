import { screen } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#test/render.tsx'
import type { ChatHooks } from './chat-contract.ts'
import { UnreadBadge } from './unread-badge.tsx'

const hooks = vi.hoisted(() => ({ total: 0, live: vi.fn() }))

vi.mock('./live-hooks.ts', (): Partial<ChatHooks> => ({
  useUnreadTotal: () => hooks.total,
  useChatLive: hooks.live,
}))

describe('UnreadBadge', () => {
  it('shows the unread total with its label, without holding the live stream (its code stays off other pages)', () => {
    hooks.total = 3
    renderWithI18n(<UnreadBadge />)
    expect(screen.getByLabelText('3 unread').textContent).toBe('3')
    expect(hooks.live).not.toHaveBeenCalled()
  })

  it('shows nothing without unread messages, and 99+ above 99', () => {
    hooks.total = 0
    const { container, rerender } = renderWithI18n(<UnreadBadge />)
    expect(container.textContent).toBe('')
    hooks.total = 120
    rerender(<UnreadBadge />)
    expect(screen.getByLabelText('120 unread').textContent).toBe('99+')
  })
})
