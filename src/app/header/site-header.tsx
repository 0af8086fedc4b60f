import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { GlobalSearchOnIntent } from './global-search-on-intent.tsx'
import { isAdmin, isAllowed, isHotelTeam } from '#domain/auth/roles.ts'
import { useAuth } from '#features/auth/auth-context.tsx'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { ChatMenuBadge } from './chat-menu-badge.tsx'
import { DestinationsMenu } from './destinations-menu.tsx'
import { HelpCentreLink, SearchIconLink } from './header-icons.tsx'
import { LanguageSwitch } from './language-switch.tsx'
import type { MenuEntryId } from './menu-entries.ts'
import {
  MENU_HREFS,
  desktopMinWidth,
  isExactEntry,
  primaryMenu,
  searchHref,
  secondaryMenu,
  showsHelpCentre,
} from './menu-entries.ts'
import { MENU_LABELS } from './menu-labels.ts'
import { NavLink } from './nav-link.tsx'
import { SideMenu } from './side-menu.tsx'
import { useMediaQuery } from '#ui/use-media-query.ts'
import { UserEntry } from './user-entry.tsx'

// admins only: loaded when an admin is signed in
const AgencySelector = lazy(() => import('./agency-selector.tsx').then((m) => ({ default: m.AgencySelector })))
// signed-in agents only: loaded when one is signed in, never part of the storefront's first load

function BrandMark() {
  const { t } = useLingui()
  const brand = useBrand()
  const { travelAgency } = useAuth()
  const name = travelAgency?.name ?? brand.name
  return (
    // a logo is named by the link; a text mark is its own name (what is seen is what is heard)
    <Link to="/" className="brand" aria-label={brand.logoSrc ? t`${name} – home` : undefined}>
      {brand.logoSrc ? (
        <img className="brand__logo" src={brand.logoSrc} alt="" height={40} />
      ) : (
        <>
          <span className={brand.name.length > 6 ? 'brand__mark brand__mark--long' : 'brand__mark'}>{brand.name}</span>
          <span className="brand__tagline">
            <Trans>Luxury in the Alps</Trans>
          </span>
        </>
      )}
    </Link>
  )
}

function DesktopNav({ entries }: { entries: MenuEntryId[] }) {
  const { t, i18n } = useLingui()
  return (
    <nav className="site-nav" aria-label={t`Main`}>
      <ul className="site-nav__list">
        {entries.map((id) => (
          <li key={id}>
            {id === 'destinations' ? (
              <DestinationsMenu />
            ) : (
              <NavLink
                href={MENU_HREFS[id]}
                exact={isExactEntry(id)}
                className={id === 'enquire-now' ? 'site-nav__link site-nav__link--cta' : 'site-nav__link'}
              >
                {i18n._(MENU_LABELS[id])}
                {id === 'chat' ? <ChatMenuBadge /> : null}
              </NavLink>
            )}
          </li>
        ))}
      </ul>
    </nav>
  )
}

/**
 * The header (docs/product/chrome-and-navigation.md#header): the desktop menu from 1300 px (B2C: 1000 px), else
 * a hamburger with a search icon and a side menu; entries by role; Help Centre icon off on B2C.
 */
export function SiteHeader() {
  const brand = useBrand()
  const auth = useAuth()
  const role = auth.user?.role ?? null
  const hotelTeam = isHotelTeam(auth.user)
  const isDesktop = useMediaQuery(`(min-width: ${desktopMinWidth(brand.isB2C)}px)`)
  // an admin's desktop header also holds the agency selector: the search box folds into its icon below this width
  const isWide = useMediaQuery('(min-width: 1600px)')
  const signedIn = auth.snapshot.session !== null
  const inverted = brand.menuBar.areColorsInverted ? ' site-header--inverted' : ''
  const globalSearch = signedIn && !brand.isB2C && isAllowed(role, 'agentDashboard')
  return (
    <header
      className={`site-header site-header--${isDesktop ? 'desktop' : 'mobile'}${inverted}`}
      data-role={role ?? 'visitor'}
    >
      <div className="site-header__inner">
        {isDesktop ? null : (
          <SideMenu
            primary={primaryMenu(role, 'mobile', brand.isB2C, { hotelTeam })}
            secondary={secondaryMenu(role, brand.isB2C)}
            helpCentre={showsHelpCentre(brand.isB2C, role)}
          />
        )}
        <BrandMark />
        {isDesktop ? <DesktopNav entries={primaryMenu(role, 'desktop', brand.isB2C, { hotelTeam })} /> : null}
        <div className="site-header__tools">
          {isDesktop || globalSearch ? null : <SearchIconLink href={searchHref(role)} />}
          {globalSearch ? <GlobalSearchOnIntent compact={!isDesktop || (isAdmin(role) && !isWide)} /> : null}
          {isDesktop && showsHelpCentre(brand.isB2C, role) ? <HelpCentreLink /> : null}
          {isDesktop && isAdmin(role) ? (
            <Suspense fallback={null}>
              <AgencySelector />
            </Suspense>
          ) : null}
          {isDesktop ? <LanguageSwitch /> : null}
          <UserEntry compact={!isDesktop} />
        </div>
      </div>
    </header>
  )
}
