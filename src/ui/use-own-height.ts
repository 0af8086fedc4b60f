import { useEffect, type RefObject } from 'react'

/**
 * Keeps the element's own height in a CSS custom property on it (`--own-height`, in px), for a
 * layout that depends on it: a sticky side column taller than the screen sticks at its bottom
 * instead of the top, so all of it can be reached (docs/product/property-pages.md).
 * `shown`: whether the element is rendered now (it is measured again when it comes).
 */
export function useOwnHeight(ref: RefObject<HTMLElement | null>, shown = true): void {
  useEffect(() => {
    const element = ref.current
    if (!element || typeof ResizeObserver === 'undefined') return undefined
    const write = () =>
      element.style.setProperty('--own-height', `${Math.ceil(element.getBoundingClientRect().height)}px`)
    write()
    const observer = new ResizeObserver(write)
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, shown])
}
