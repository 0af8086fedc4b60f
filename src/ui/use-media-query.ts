import { useCallback, useSyncExternalStore } from 'react'

/** The breakpoints (docs/product/chrome-and-navigation.md#breakpoints) as min-width media queries. */
export const MEDIA = {
  small: '(min-width: 480px)',
  tablet: '(min-width: 768px)',
  desktop: '(min-width: 800px)',
  wide: '(min-width: 1000px)',
  menu: '(min-width: 1300px)',
} as const

/** Whether a media query matches, live (false where matchMedia is unavailable, e.g. some tests). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window === 'undefined' || !window.matchMedia) return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const read = () => (typeof window !== 'undefined' && window.matchMedia ? window.matchMedia(query).matches : false)
  return useSyncExternalStore(subscribe, read, () => false)
}

/** True when the visitor asked for reduced motion. */
export function usePrefersReducedMotion(): boolean {
  return useMediaQuery('(prefers-reduced-motion: reduce)')
}
