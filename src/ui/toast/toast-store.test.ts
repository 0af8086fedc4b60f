import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ToastKind } from './toast-store.ts'
import { TOAST_DURATION_MS, createToastStore } from './toast-store.ts'

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

const texts = (store: ReturnType<typeof createToastStore>) => store.getSnapshot().map((toast) => toast.text)

describe('the toast store (docs/product/chrome-and-navigation.md#toasts)', () => {
  // the specification's durations: 3000 ms general, 5 s pricing and property interest, 7000 ms hotel enquiry
  it.each([
    [undefined, 3000],
    ['general', 3000],
    ['pricing', 5000],
    ['propertyInterest', 5000],
    ['hotelEnquiry', 7000],
  ] as const)('a %s toast closes itself after %i ms, not before', (kind: ToastKind | undefined, ms: number) => {
    const store = createToastStore()
    store.show('Hello', kind ? { kind } : undefined)
    vi.advanceTimersByTime(ms - 1)
    expect(texts(store)).toEqual(['Hello'])
    vi.advanceTimersByTime(1)
    expect(texts(store)).toEqual([])
  })

  it('names every duration the specification gives', () => {
    expect(TOAST_DURATION_MS).toEqual({ general: 3000, pricing: 5000, propertyInterest: 5000, hotelEnquiry: 7000 })
  })

  it('pauses every timer while hovered or focused and resumes with the time that was left', () => {
    const store = createToastStore()
    store.show('First')
    vi.advanceTimersByTime(2000)
    store.pause()
    vi.advanceTimersByTime(60_000)
    expect(texts(store)).toEqual(['First'])
    // shown while paused: its timer starts on resume
    store.show('Second', { kind: 'pricing' })
    vi.advanceTimersByTime(60_000)
    expect(texts(store)).toEqual(['First', 'Second'])
    store.resume()
    vi.advanceTimersByTime(999)
    expect(texts(store)).toEqual(['First', 'Second'])
    vi.advanceTimersByTime(1)
    expect(texts(store)).toEqual(['Second'])
    vi.advanceTimersByTime(4000)
    expect(texts(store)).toEqual([])
  })

  it('closes a toast on dismiss, keeps the tone, and shows at most three (the oldest goes)', () => {
    const store = createToastStore()
    const listener = vi.fn()
    store.subscribe(listener)
    const first = store.show('One', { tone: 'negative' })
    expect(store.getSnapshot()[0]).toMatchObject({ id: first, text: 'One', tone: 'negative' })
    store.show('Two', { tone: 'positive' })
    store.show('Three')
    store.show('Four')
    expect(texts(store)).toEqual(['Two', 'Three', 'Four'])
    store.dismiss(store.getSnapshot()[1]!.id)
    expect(texts(store)).toEqual(['Two', 'Four'])
    expect(listener).toHaveBeenCalled()
    // a dismissed toast's timer is gone: nothing else closes early
    vi.advanceTimersByTime(2999)
    expect(texts(store)).toEqual(['Two', 'Four'])
  })
})
