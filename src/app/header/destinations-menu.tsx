import { Trans } from '@lingui/react/macro'
import { Suspense, lazy, useEffect, useId, useRef, useState } from 'react'

const DestinationsPanel = lazy(() =>
  import('./destinations-panel.tsx').then((module) => ({ default: module.DestinationsPanel })),
)

/** Destinations on wide screens: a country, then its cities (docs/product/chrome-and-navigation.md#menus). */
export function DestinationsMenu() {
  const [open, setOpen] = useState(false)
  const panelId = useId()
  const root = useRef<HTMLDivElement>(null)
  const toggle = useRef<HTMLButtonElement>(null)

  useEffect(() => {
    if (!open) return
    const close = (event: Event) => {
      const escape = event instanceof KeyboardEvent && event.key === 'Escape'
      if (!escape && (event instanceof KeyboardEvent || root.current?.contains(event.target as Node))) return
      // Escape from inside the panel: the focus goes back to the button, not to the page's start
      if (escape && root.current?.contains(document.activeElement)) toggle.current?.focus()
      setOpen(false)
    }
    document.addEventListener('mousedown', close)
    document.addEventListener('keydown', close)
    return () => {
      document.removeEventListener('mousedown', close)
      document.removeEventListener('keydown', close)
    }
  }, [open])

  return (
    <div className="nav-dropdown" ref={root}>
      <button
        ref={toggle}
        type="button"
        className="site-nav__link nav-dropdown__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => setOpen((v) => !v)}
      >
        <Trans>Destinations</Trans>
      </button>
      {open ? (
        <div
          id={panelId}
          className="nav-dropdown__panel"
          onClick={(event) => (event.target as HTMLElement).closest('a') && setOpen(false)}
        >
          <Suspense fallback={null}>
            <DestinationsPanel />
          </Suspense>
        </div>
      ) : null}
    </div>
  )
}
