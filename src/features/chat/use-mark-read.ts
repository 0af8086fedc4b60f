import { useEffect, type RefObject } from 'react'
import { useMarkRead } from './hooks.ts'

/**
 * Marks the channel read up to `seq` once the newest message (`end`) is on screen while the page is
 * visible (docs/product/chat.md#screens). Without IntersectionObserver the list counts as seen.
 */
export function useMarkReadWhenSeen(cid: string, seq: number, end: RefObject<HTMLElement | null>): void {
  const markRead = useMarkRead(cid)
  useEffect(() => {
    if (seq <= 0) return
    let inView = typeof IntersectionObserver === 'undefined'
    const mark = () => {
      if (inView && document.visibilityState === 'visible') markRead(seq)
    }
    const observer =
      typeof IntersectionObserver === 'undefined'
        ? null
        : new IntersectionObserver((entries) => {
            inView = entries.some((entry) => entry.isIntersecting)
            mark()
          })
    if (observer && end.current) observer.observe(end.current)
    mark()
    document.addEventListener('visibilitychange', mark)
    return () => {
      observer?.disconnect()
      document.removeEventListener('visibilitychange', mark)
    }
  }, [cid, seq, end, markRead])
}
