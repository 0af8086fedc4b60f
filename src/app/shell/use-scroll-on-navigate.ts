import { useRouter } from '@tanstack/react-router'
import { useEffect } from 'react'

/**
 * The offset of the sticky header when scrolling to #pageContent
 * (docs/product/routes-and-redirects.md#scrolling-on-navigation).
 */
const PAGE_CONTENT_OFFSET_PX = 80

/** How long the scroll follows #pageContent while the page above it still grows (a form's late parts). */
const SETTLE_MS = 1500

/** What the visitor does to scroll by themselves: the page stops following #pageContent. */
const VISITOR_SCROLLS = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

declare module '@tanstack/react-router' {
  interface HistoryState {
    /** navigate with this state to land smoothly on #pageContent instead of the top */
    scrollToPageContent?: boolean
  }
}

function scrollToPageContent(): boolean {
  const element = document.getElementById('pageContent')
  if (!element) return false
  const top = element.getBoundingClientRect().top + window.scrollY - PAGE_CONTENT_OFFSET_PX
  window.scrollTo({ top, behavior: 'smooth' })
  return true
}

/**
 * Scrolls smoothly to #pageContent and aims again whenever the page's size changes in the next
 * moments (parts above it that arrive late, such as the search form's sectors), until the visitor
 * scrolls by themselves. Returns the stop.
 */
function landOnPageContent(): () => void {
  if (!scrollToPageContent()) return () => {}
  const observer = new ResizeObserver(() => scrollToPageContent())
  observer.observe(document.body)
  const stop = () => {
    observer.disconnect()
    window.clearTimeout(timer)
    for (const type of VISITOR_SCROLLS) window.removeEventListener(type, stop)
  }
  const timer = window.setTimeout(stop, SETTLE_MS)
  for (const type of VISITOR_SCROLLS) window.addEventListener(type, stop, { passive: true })
  return stop
}

/**
 * On route change (docs/product/routes-and-redirects.md#scrolling-on-navigation): the router's own
 * scroll handling puts the page at the top (or at the hash target, or leaves it where it was for a
 * navigation with `resetScroll: false`, the dialog routes); a navigation whose state asks for it then
 * scrolls smoothly to #pageContent.
 *
 * It listens to the router's `onRendered`, the event the router's reset runs in: the router
 * subscribed first, so this scroll comes after its reset. Started from a React effect on the new
 * location (as it was), the smooth scroll began and the reset undid it some 40 ms later
 * (docs/decisions/085-scroll-after-the-router.md).
 */
export function useScrollOnNavigate(): void {
  const router = useRouter()
  useEffect(() => {
    let stop = () => {}
    const unsubscribe = router.subscribe('onRendered', ({ toLocation, fromLocation }) => {
      stop()
      stop = () => {}
      const state = toLocation.state
      if (state.keepScroll === true || state.scrollToPageContent !== true) return
      // the first render of a page (also a reload, which keeps the history state): the router
      // restores where the visitor was
      if (!fromLocation || fromLocation.state.__TSR_key === state.__TSR_key) return
      stop = landOnPageContent()
    })
    return () => {
      stop()
      unsubscribe()
    }
  }, [router])
}
