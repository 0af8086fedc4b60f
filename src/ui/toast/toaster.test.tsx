import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '#test/render.tsx'
import { createToastStore } from './toast-store.ts'
import { Toaster } from './toaster.tsx'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('Toaster', () => {
  it('announces toasts in one polite live region, pauses on hover and focus, and closes by its button', () => {
    const store = createToastStore()
    renderWithI18n(<Toaster store={store} />)
    const region = screen.getByRole('status', { name: 'Notifications' })
    expect(region.getAttribute('aria-live')).toBe('polite')
    act(() => void store.show('Message sent successfully', { tone: 'positive' }))
    expect(region.textContent).toContain('Message sent successfully')
    // hovered: it stays past its 3000 ms
    fireEvent.pointerEnter(region)
    act(() => void vi.advanceTimersByTime(10_000))
    expect(region.textContent).toContain('Message sent successfully')
    fireEvent.pointerLeave(region)
    act(() => void vi.advanceTimersByTime(3000))
    expect(region.textContent).not.toContain('Message sent successfully')
    // focused (a keyboard user on its close button): it stays; the button closes it
    act(() => void store.show('Saved Interest'))
    const close = screen.getByRole('button', { name: 'Close message' })
    fireEvent.focus(close)
    act(() => void vi.advanceTimersByTime(10_000))
    expect(region.textContent).toContain('Saved Interest')
    fireEvent.click(close)
    expect(region.textContent).toBe('')
  })
})
