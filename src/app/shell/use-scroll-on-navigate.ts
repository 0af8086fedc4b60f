import { useLocation } from '@tanstack/react-router'
import { useEffect, useRef } from 'react'

/**
 * The offset of the sticky header when scrolling to #pageContent
 * (docs/product/routes-and-redirects.md#scrolling-on-navigation).
 */
const PAGE_CONTENT_OFFSET_PX = 80

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
 * On route change: scroll to top, or to a hash target, or smoothly to #pageContent when asked; nothing
 * when the navigation carries `keepScroll` (a dialog route over the same page).
 */
export function useScrollOnNavigate(): void {
  const location = useLocation()
  const wantsPageContent = location.state.scrollToPageContent === true
  const trigger = wantsPageContent ? location.state.__TSR_key : null
  const keepScroll = location.state.keepScroll === true
  const { pathname, hash } = location
  const isFirstPage = useRef(true)
  useEffect(() => {
    // a dialog route opening or closing over its page (…/enquire-now): the page stays where it was
    if (keepScroll) return
    const scroll = () => {
      if (wantsPageContent && scrollToPageContent()) return
      const target = hash ? document.getElementById(hash) : null
      if (target) target.scrollIntoView({ behavior: 'smooth', block: 'start' })
      else window.scrollTo({ top: 0, left: 0 })
    }
    // scrolling forces a layout: on the first page it waits for the frame that lays it out anyway
    // (still before it is painted), so that layout is not part of the first render's task
    if (!isFirstPage.current) return scroll()
    const frame = requestAnimationFrame(() => {
      isFirstPage.current = false
      scroll()
    })
    return () => cancelAnimationFrame(frame)
  }, [pathname, hash, wantsPageContent, trigger, keepScroll])
}
