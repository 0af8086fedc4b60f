import { useLingui } from '@lingui/react/macro'
import { Suspense, lazy, useRef, useState } from 'react'
import type { MenuEntryId } from './menu-entries.ts'

// the dialog (Radix, scroll lock, focus trap) loads on the first open: not in the landing's initial JS
const SideMenuPanel = lazy(() => import('./side-menu-panel.tsx').then((module) => ({ default: module.SideMenuPanel })))

/** The narrow-screen menu: a hamburger that opens a side panel. */
export function SideMenu({
  primary,
  secondary,
  helpCentre,
}: {
  primary: MenuEntryId[]
  secondary: MenuEntryId[]
  helpCentre: boolean
}) {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  const [used, setUsed] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <button
        ref={button}
        type="button"
        className="menu-toggle"
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-label={open ? t`Close menu` : t`Open menu`}
        onClick={() => {
          setUsed(true)
          setOpen(true)
        }}
        // warm the chunk when a finger or pointer comes near
        onPointerEnter={() => setUsed(true)}
      >
        <span className="menu-toggle__bars" aria-hidden="true" />
      </button>
      {used ? (
        <Suspense fallback={null}>
          <SideMenuPanel
            open={open}
            onOpenChange={setOpen}
            returnFocus={button}
            primary={primary}
            secondary={secondary}
            helpCentre={helpCentre}
          />
        </Suspense>
      ) : null}
    </>
  )
}
