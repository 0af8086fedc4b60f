import type { ReactNode } from 'react'
import { startTransition, useEffect, useState } from 'react'
import { HydrateApart } from './hydrate-apart.tsx'
import { useRenderMode } from './render-mode.ts'

/** Calls `callback` in a task after the browser painted the next frame; answers a cancel function. */
function afterNextPaint(callback: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(callback, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}

/**
 * Renders `children` (a part below the fold) only after the first paint of the page, as a
 * transition that React renders in short slices, so it does not lengthen the first render's long
 * task (docs/decisions/037-boot-off-the-main-thread.md). Until then a screen-high placeholder keeps
 * what follows below the fold. Nothing here touches the DOM during render.
 */
export function AfterFirstPaint({ children }: { children: ReactNode }) {
  // a server-rendered page has the part in its HTML already: it hydrates apart, in a later task than
  // the part above the fold
  if (useRenderMode() === 'server') return <HydrateApart fallback={<Placeholder />}>{children}</HydrateApart>
  return <PaintedLater>{children}</PaintedLater>
}

function Placeholder() {
  return <div className="after-first-paint" aria-hidden="true" />
}

function PaintedLater({ children }: { children: ReactNode }) {
  const [painted, setPainted] = useState(false)
  useEffect(() => {
    if (painted) return
    return afterNextPaint(() => startTransition(() => setPainted(true)))
  }, [painted])
  return painted ? children : <Placeholder />
}
