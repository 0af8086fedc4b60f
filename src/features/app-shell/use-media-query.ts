import { useCallback, useSyncExternalStore } from 'react'

/** Whether a media query matches, following changes (wide by default where matchMedia is missing). */
export function useMediaQuery(query: string): boolean {
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (typeof window.matchMedia !== 'function') return () => undefined
      const list = window.matchMedia(query)
      list.addEventListener('change', onChange)
      return () => list.removeEventListener('change', onChange)
    },
    [query],
  )
  const read = () => (typeof window.matchMedia === 'function' ? window.matchMedia(query).matches : true)
  return useSyncExternalStore(subscribe, read, () => true)
}
