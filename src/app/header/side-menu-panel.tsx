import * as Dialog from '@radix-ui/react-dialog'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RefObject } from 'react'
import { AgencySelector } from './agency-selector.tsx'
import { ChatMenuBadge } from './chat-menu-badge.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import type { MenuEntryId } from './menu-entries.ts'
import { MENU_HREFS, isExactEntry } from './menu-entries.ts'
import { MENU_LABELS } from './menu-labels.ts'
import { NavLink } from './nav-link.tsx'
import { UserEntry } from './user-entry.tsx'
import './side-menu.css'

export type SideMenuPanelProps = {
  open: boolean
  onOpenChange: (open: boolean) => void
  /** the hamburger, focused again when the panel closes */
  returnFocus: RefObject<HTMLButtonElement | null>
  primary: MenuEntryId[]
  secondary: MenuEntryId[]
  /** the Help Centre entry (B2B, signed in) */
  helpCentre: boolean
}

/** The side panel of the narrow-screen menu (Radix Dialog), loaded on the first open. */
export function SideMenuPanel({ open, onOpenChange, returnFocus, primary, secondary, helpCentre }: SideMenuPanelProps) {
  const { t, i18n } = useLingui()
  const close = () => onOpenChange(false)
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="side-menu__overlay" />
        <Dialog.Content
          className="side-menu"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            event.preventDefault()
            returnFocus.current?.focus()
          }}
        >
          <div className="side-menu__head">
            <Dialog.Title className="side-menu__title">
              <Trans>Menu</Trans>
            </Dialog.Title>
            <Dialog.Close className="side-menu__close" aria-label={t`Close menu`}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          <nav aria-label={t`Main`}>
            <ul className="side-menu__list">
              {primary.map((id) => (
                <li key={id}>
                  <NavLink href={MENU_HREFS[id]} exact={isExactEntry(id)} className="side-menu__link" onClick={close}>
                    {i18n._(MENU_LABELS[id])}
                    {id === 'chat' ? <ChatMenuBadge /> : null}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="side-menu__account">
            <UserEntry onNavigate={close} />
            <AgencySelector />
          </div>
          <ul className="side-menu__secondary">
            {helpCentre ? (
              <li>
                <NavLink href="/partner/help-centre" onClick={close}>
                  <Trans>Help Centre</Trans>
                </NavLink>
              </li>
            ) : null}
            {secondary.map((id) => (
              <li key={id}>
                <NavLink href={MENU_HREFS[id]} onClick={close}>
                  {i18n._(MENU_LABELS[id])}
                </NavLink>
              </li>
            ))}
          </ul>
          <LanguageSwitch />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  )
}
