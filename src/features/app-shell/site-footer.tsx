import { Trans } from '@lingui/react/macro'

/** A simple footer; testimonials, tags and newsletter (B2C) come in a later issue. */
export function SiteFooter() {
  const year = new Date().getFullYear()
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__brand">
          <span className="brand__mark">LDS</span>
          <p>
            <Trans>Chalets, apartments, villas and hotels in the finest resorts of the Alps.</Trans>
          </p>
        </div>
        <nav className="site-footer__links" aria-label="Footer">
          <a href="/about">
            <Trans>About</Trans>
          </a>
          <a href="/terms-and-conditions">
            <Trans>Terms and conditions</Trans>
          </a>
          <a href="/privacy-policy">
            <Trans>Privacy policy</Trans>
          </a>
          <a href="/contact">
            <Trans>Contact</Trans>
          </a>
        </nav>
      </div>
      <p className="site-footer__legal">
        <Trans>© {year} LDS · Luxury Distribution System</Trans>
      </p>
    </footer>
  )
}
