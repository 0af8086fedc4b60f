import { useLingui } from '@lingui/react/macro'
import { NavLink } from './nav-link.tsx'

/** The header's magnifier: the search link's, the global search's field and its stand-in's. */
export function SearchGlyph({ size = 18 }: { size?: number }) {
  return (
    <svg viewBox="0 0 24 24" width={size} height={size} aria-hidden="true" focusable="false">
      <circle cx="10.5" cy="10.5" r="6.5" fill="none" stroke="currentColor" strokeWidth="1.5" />
      <path d="M15.5 15.5L21 21" stroke="currentColor" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  )
}

/** The search icon of the narrow header. */
export function SearchIconLink({ href }: { href: string }) {
  const { t } = useLingui()
  return (
    <NavLink href={href} className="header-icon" aria-label={t`Search`}>
      <SearchGlyph size={20} />
    </NavLink>
  )
}

/** The Help Centre icon (B2B only). */
export function HelpCentreLink() {
  const { t } = useLingui()
  return (
    <NavLink href="/partner/help-centre" className="header-icon" aria-label={t`Help Centre`} title={t`Help Centre`}>
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" stroke="currentColor" strokeWidth="1.5" />
        <path
          d="M9.5 9.5a2.5 2.5 0 1 1 3.5 2.3c-.7.3-1 .8-1 1.5v.7"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.5"
          strokeLinecap="round"
        />
        <circle cx="12" cy="17" r="0.9" fill="currentColor" />
      </svg>
    </NavLink>
  )
}
