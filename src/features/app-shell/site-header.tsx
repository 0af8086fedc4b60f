import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { MouseEvent } from 'react'
import { useState } from 'react'
import { LanguageSwitch } from './language-switch.tsx'

/**
 * Consumer navigation (SPEC.md §2 "Menus and chrome"): Home, Destinations, Search, Enquire now.
 * Below 1000 px the entries fold into a menu behind a toggle. Search and enquiry pages come in
 * later issues; until then their entries are plain links.
 */
export function SiteHeader() {
  const { t } = useLingui()
  const [open, setOpen] = useState(false)
  // any link in the menu closes it (the menu is a panel on narrow screens)
  const closeOnLink = (event: MouseEvent<HTMLElement>) => {
    if ((event.target as HTMLElement).closest('a')) setOpen(false)
  }

  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Link to="/" className="brand" aria-label={t`LDS – Luxury chalets and hotels in the Alps, home`}>
          <span className="brand__mark">LDS</span>
          <span className="brand__tagline">
            <Trans>Luxury in the Alps</Trans>
          </span>
        </Link>
        <button
          type="button"
          className="menu-toggle"
          aria-expanded={open}
          aria-controls="site-nav"
          onClick={() => setOpen((value) => !value)}
        >
          <span className="menu-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{open ? t`Close menu` : t`Open menu`}</span>
        </button>
        <nav
          id="site-nav"
          className={open ? 'site-nav site-nav--open' : 'site-nav'}
          aria-label={t`Main`}
          onClick={closeOnLink}
        >
          <ul className="site-nav__list">
            <li>
              <Link to="/" className="site-nav__link" activeOptions={{ exact: true, includeHash: false }}>
                <Trans>Home</Trans>
              </Link>
            </li>
            <li>
              <Link to="/" hash="destinations" className="site-nav__link" activeOptions={{ exact: true, includeHash: true }}>
                <Trans>Destinations</Trans>
              </Link>
            </li>
            <li>
              <a href="/search" className="site-nav__link">
                <Trans>Search</Trans>
              </a>
            </li>
            <li>
              <a href="/enquire-now" className="site-nav__link site-nav__link--cta">
                <Trans>Enquire now</Trans>
              </a>
            </li>
          </ul>
          <LanguageSwitch />
        </nav>
      </div>
    </header>
  )
}
