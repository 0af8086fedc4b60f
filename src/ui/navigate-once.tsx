import { type NavigateOptions, useNavigate } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'

/**
 * `<Navigate>` that navigates once per mount. The router's own one navigates again whenever its props are a new
 * object: a guard that re-renders while the router loads the target (every load re-renders it, with new props)
 * navigated to the same location over and over and hung the page (a user without an agency on a guarded page).
 */
export function NavigateOnce(props: NavigateOptions) {
  const navigate = useNavigate()
  const first = useRef(props)
  const done = useRef(false)
  useLayoutEffect(() => {
    if (done.current) return
    done.current = true
    void navigate(first.current)
  }, [navigate])
  return null
}
