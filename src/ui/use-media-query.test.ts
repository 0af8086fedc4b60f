// @vitest-environment jsdom
import { act, renderHook } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { useMediaQuery } from './use-media-query.ts'

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
  return { matchMedia, change }
}

afterEach(() => vi.unstubAllGlobals())

describe('useMediaQuery', () => {
  it('follows the media query as it changes', () => {
    const media = fakeMatchMedia(false)
    vi.stubGlobal('matchMedia', media.matchMedia)
    const { result } = renderHook(() => useMediaQuery('(min-width: 800px)'))
    expect(result.current).toBe(false)
    act(() => media.change(true))
    expect(result.current).toBe(true)
    expect(media.matchMedia).toHaveBeenCalledWith('(min-width: 800px)')
  })

  it('is false where matchMedia is missing', () => {
    vi.stubGlobal('matchMedia', undefined)
    const { result } = renderHook(() => useMediaQuery('(min-width: 800px)'))
    expect(result.current).toBe(false)
  })
})
