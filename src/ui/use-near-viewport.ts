import { useEffect, useState, type RefObject } from 'react'

/**
 * Becomes true (and stays true) once the element comes within `rootMargin` of the viewport: heavy
 * parts below the fold (the map, the consumer footer) load only for visitors who scroll to them.
 * Without IntersectionObserver it answers `fallback`.
 */
export function useNearViewport(ref: RefObject<Element | null>, rootMargin: string, fallback: boolean): boolean {
  const [near, setNear] = useState(() => typeof IntersectionObserver === 'undefined' && fallback)
  useEffect(() => {
    const element = ref.current
    if (!element || near || typeof IntersectionObserver === 'undefined') return
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) setNear(true)
      },
      { rootMargin },
    )
    observer.observe(element)
    return () => observer.disconnect()
  }, [ref, rootMargin, near])
  return near
}
