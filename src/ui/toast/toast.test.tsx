import { act, fireEvent, screen } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { renderWithI18n } from '../../test/render.tsx'
import { ToastProvider } from './toast-provider.tsx'
import { DEFAULT_TOAST_DURATION_MS, clearToasts, toast } from './toast-store.ts'

beforeEach(() => {
  vi.useFakeTimers()
  renderWithI18n(<ToastProvider>app</ToastProvider>)
})

afterEach(() => {
  act(() => clearToasts())
  vi.useRealTimers()
})

describe('toasts', () => {
  it('auto-close after 3000 ms by default', () => {
    expect(DEFAULT_TOAST_DURATION_MS).toBe(3000)
    act(() => void toast.success('Message sent successfully'))
    expect(screen.getByRole('status')).toHaveProperty('textContent', expect.stringContaining('Message sent successfully'))
    act(() => vi.advanceTimersByTime(2999))
    expect(screen.queryByText('Message sent successfully')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Message sent successfully')).toBeNull()
  })

  it.each([5000, 7000])('honour a custom duration of %i ms', (durationMs) => {
    act(() => void toast.info('Saved Interest', { durationMs }))
    act(() => vi.advanceTimersByTime(durationMs - 1))
    expect(screen.queryByText('Saved Interest')).not.toBeNull()
    act(() => vi.advanceTimersByTime(1))
    expect(screen.queryByText('Saved Interest')).toBeNull()
  })

  it('stacks toasts, errors as alerts, inside a polite live region', () => {
    act(() => {
      toast.success('One')
      toast.error('Two')
    })
    expect(screen.getAllByRole('status')).toHaveLength(1)
    expect(screen.getByRole('alert').textContent).toContain('Two')
    expect(screen.getByRole('region', { name: 'Notifications' }).getAttribute('aria-live')).toBe('polite')
  })

  it('can be dismissed before its time', () => {
    act(() => void toast.info('Bye'))
    fireEvent.click(screen.getByRole('button', { name: 'Dismiss notification' }))
    expect(screen.queryByText('Bye')).toBeNull()
  })

  it('runs an action and closes', () => {
    const onClick = vi.fn()
    act(() => void toast.info('New version', { durationMs: Infinity, action: { label: 'Reload', onClick } }))
    act(() => vi.advanceTimersByTime(60_000))
    fireEvent.click(screen.getByRole('button', { name: 'Reload' }))
    expect(onClick).toHaveBeenCalledOnce()
    expect(screen.queryByText('New version')).toBeNull()
  })
})
