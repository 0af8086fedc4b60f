import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { routeReadyWithin } from './route-ready.ts'

describe('routeReadyWithin', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('answers ready once the route has loaded within the cap', async () => {
    const answer = routeReadyWithin(() => new Promise((resolve) => setTimeout(resolve, 200)), 1000)
    await vi.advanceTimersByTimeAsync(200)
    await expect(answer).resolves.toBe('ready')
  })

  it('answers late when the route takes longer than the cap, without waiting for it', async () => {
    let loaded = false
    const answer = routeReadyWithin(
      () => new Promise((resolve) => setTimeout(() => resolve((loaded = true)), 5000)),
      1000,
    )
    await vi.advanceTimersByTimeAsync(1000)
    await expect(answer).resolves.toBe('late')
    expect(loaded).toBe(false)
  })

  it('answers ready on a failed load (the router shows the failure when it renders)', async () => {
    await expect(routeReadyWithin(() => Promise.reject(new Error('chunk')), 1000)).resolves.toBe('ready')
  })
})
