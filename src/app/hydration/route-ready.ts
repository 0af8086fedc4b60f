/**
 * The browser-rendered path waits for the address's route before React's first render, so the page
 * renders inside that first render's transition (in slices) rather than in the synchronous render
 * the router's store update forces once its chunks arrive (docs/decisions/100-the-route-before-the-first-render.md).
 * A route that takes longer than `capMs` (a slow network) is not waited for: the shell paints, and the
 * page follows as before. A failed load is the router's to show when it renders.
 */
export async function routeReadyWithin(load: () => Promise<unknown>, capMs: number): Promise<'ready' | 'late'> {
  let timer: ReturnType<typeof setTimeout> | undefined
  const late = new Promise<'late'>((resolve) => {
    timer = setTimeout(() => resolve('late'), capMs)
  })
  const ready = load().then(
    () => 'ready' as const,
    () => 'ready' as const,
  )
  try {
    return await Promise.race([ready, late])
  } finally {
    clearTimeout(timer)
  }
}
