import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { coalesce } from './coalesce.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('coalesce', () => {
  it('runs at once, folds the calls of the window into one at its end, and then runs at once again', () => {
    const run = vi.fn()
    const call = coalesce(run, 1000)
    call()
    expect(run).toHaveBeenCalledTimes(1)
    for (let i = 0; i < 50; i++) call()
    expect(run).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(1000)
    expect(run).toHaveBeenCalledTimes(2)
    // the trailing call opened a window of its own: nothing more without new calls
    vi.advanceTimersByTime(5000)
    expect(run).toHaveBeenCalledTimes(2)
    call()
    expect(run).toHaveBeenCalledTimes(3)
  })
})
