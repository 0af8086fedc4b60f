import { type NavigateOptions, useNavigate, useRouter } from '@tanstack/react-router'
import { useLayoutEffect, useRef } from 'react'

/** How many times a navigation that did not take is made again (see {@link NavigateOnce}). */
export const NAVIGATE_ATTEMPTS = 3

/**
 * `<Navigate>` that navigates once per mount. The router's own one navigates again whenever its props are a new
 * object: a guard that re-renders while the router loads the target (every load re-renders it, with new props)
 * navigated to the same location over and over and hung the page (a user without an agency on a guarded page).
 *
 * A navigation made while the router is still settling the page's first load (right after hydration, or right
 * after the sign-in callback's own navigation) can be overtaken by that load: the page then stayed where it was
 * (seen in CI: a signed-in person left on the sign-up landing, a user without an agency on /hotels). So when the
 * navigation has finished and this is still mounted on the same location, it navigates again, up to
 * {@link NAVIGATE_ATTEMPTS} times in all.
 */
export function NavigateOnce(props: NavigateOptions) {
  const navigate = useNavigate()
  const router = useRouter()
  const first = useRef(props)
  const done = useRef(false)
  const mounted = useRef(true)
  useLayoutEffect(() => {
    mounted.current = true
    if (!done.current) {
      done.current = true
      const from = router.state.location.href
      const go = (attempt: number): void => {
        void navigate(first.current).then(() => {
          if (mounted.current && attempt < NAVIGATE_ATTEMPTS && router.state.location.href === from) go(attempt + 1)
        })
      }
      go(1)
    }
    return () => {
      mounted.current = false
    }
  }, [navigate, router])
  return null
}
