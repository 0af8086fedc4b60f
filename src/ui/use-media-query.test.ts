// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { RESIZE_DEBOUNCE_MS, useMediaQuery, usePrefersReducedMotion } from './use-media-query.ts'

function fakeMatchMedia(initial: boolean) {
  let matches = initial
  const listeners = new Set<() => void>()
  const list = {
    get matches() {
      return matches
    },
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }
  const matchMedia = vi.fn(() => list)
  const change = (next: boolean) => {
    matches = next
    for (const listener of listeners) listener()
  }
  return { matchMedia, change, listeners }
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  vi.useRealTimers()
  vi.unstubAllGlobals()
})

describe('useMediaQuery', () => {
  it('follows the media query 100 ms after it changes (the resize debounce)', () => {
    expect(RESIZE_DEBOUNCE_MS).toBe(100)
    const media = fakeMatchMedia(false)
    vi.stubGlobal('matchMedia', media.matchMedia)
    const { result, unmount } = renderHook(() => useMediaQuery('(min-width: 800px)'))
    expect(result.current).toBe(false)
    act(() => media.change(true))
    expect(result.current).toBe(false)
    act(() => void vi.advanceTimersByTime(99))
    expect(result.current).toBe(false)
    act(() => void vi.advanceTimersByTime(1))
    expect(result.current).toBe(true)
    expect(media.matchMedia).toHaveBeenCalledWith('(min-width: 800px)')
    unmount()
    expect(media.listeners.size).toBe(0)
  })

  it('renders once for a window dragged to and fro across the breakpoint, with the last value', () => {
    const media = fakeMatchMedia(false)
    vi.stubGlobal('matchMedia', media.matchMedia)
    let renders = 0
    const { result } = renderHook(() => {
      renders++
      return useMediaQuery('(min-width: 1300px)')
    })
    const before = renders
    act(() => {
      media.change(true)
      vi.advanceTimersByTime(60)
      media.change(false)
      vi.advanceTimersByTime(60)
      media.change(true)
      vi.advanceTimersByTime(60)
    })
    expect(result.current).toBe(false)
    expect(renders).toBe(before)
    act(() => void vi.advanceTimersByTime(40))
    expect(result.current).toBe(true)
    expect(renders).toBe(before + 1)
    // back where it started within the delay: no render at all
    act(() => {
      media.change(false)
      vi.advanceTimersByTime(50)
      media.change(true)
      vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS)
    })
    expect(renders).toBe(before + 1)
  })

  it('shares one settled value between the components reading a query', () => {
    const media = fakeMatchMedia(true)
    vi.stubGlobal('matchMedia', media.matchMedia)
    const a = renderHook(() => useMediaQuery('(min-width: 480px)'))
    const b = renderHook(() => useMediaQuery('(min-width: 480px)'))
    expect(media.listeners.size).toBe(1)
    act(() => media.change(false))
    act(() => void vi.advanceTimersByTime(RESIZE_DEBOUNCE_MS))
    expect([a.result.current, b.result.current]).toEqual([false, false])
    a.unmount()
    b.unmount()
    expect(media.listeners.size).toBe(0)
  })

  it('follows reduced motion at once: a setting, not a resize', () => {
    const media = fakeMatchMedia(false)
    vi.stubGlobal('matchMedia', media.matchMedia)
    const { result } = renderHook(() => usePrefersReducedMotion())
    act(() => media.change(true))
    expect(result.current).toBe(true)
  })

  it('is false where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined)
    const { result } = renderHook(() => useMediaQuery('(min-width: 800px)'))
    expect(result.current).toBe(false)
  })
})
