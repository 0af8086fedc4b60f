/**
 * Calls `run` at once, then at most once per `everyMs`: calls in between are folded into one call at the end of the
 * window (leading and trailing). A feed of many small writes (the extranet's ARI messages) tells the catalogue once
 * or twice a second instead of rebuilding it for each message.
 */
export function coalesce(run: () => void, everyMs: number): () => void {
  let timer: ReturnType<typeof setTimeout> | null = null
  let pending = false
  const open = () => {
    timer = setTimeout(() => {
      timer = null
      if (pending) {
        pending = false
        run()
        open()
      }
    }, everyMs)
    timer.unref?.()
  }
  return () => {
    if (timer) {
      pending = true
      return
    }
    run()
    open()
  }
}
