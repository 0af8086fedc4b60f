import { useEffect, useState } from 'react'

/** Gallery slide interval 5 s, slide duration 1.2 s (docs/product/property-pages.md#landing-gallery). */
const GALLERY_INTERVAL_MS = 5000

/** The next index, wrapping around. */
export function nextIndex(index: number, count: number, step = 1): number {
  if (count <= 0) return 0
  return (((index + step) % count) + count) % count
}

/** Advances an index every `intervalMs` while not paused; `go` jumps (and restarts the timer). */
export function useAutoplay(count: number, paused: boolean, intervalMs = GALLERY_INTERVAL_MS) {
  const [state, setState] = useState({ index: 0, previous: -1, tick: 0 })
  useEffect(() => {
    if (paused || count < 2) return
    const timer = window.setTimeout(
      () => setState((s) => ({ index: nextIndex(s.index, count), previous: s.index, tick: s.tick + 1 })),
      intervalMs,
    )
    return () => window.clearTimeout(timer)
  }, [paused, count, intervalMs, state.tick])
  const go = (index: number) =>
    setState((s) =>
      index === s.index ? s : { index: nextIndex(index, count, 0), previous: s.index, tick: s.tick + 1 },
    )
  const index = count ? Math.min(state.index, count - 1) : 0
  return { index, previous: state.previous, go }
}
