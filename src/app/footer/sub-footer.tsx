import { Trans, useLingui } from '@lingui/react/macro'
import { HrefLink } from '#ui/catalogue/href-link.tsx'

/**
 * The sub-footer of every brand: about, terms, privacy, contact, and
 * the legal line (docs/product/chrome-and-navigation.md#footers).
 */
export function SubFooter() {
  const { t } = useLingui()
  const year = new Date().getFullYear()
  return (
    <div className="sub-footer">
      <nav className="sub-footer__links" aria-label={t`Legal and company`}>
        <HrefLink href="/about">
          <Trans>About</Trans>
        </HrefLink>
        <HrefLink href="/terms-and-conditions">
          <Trans>Terms and conditions</Trans>
        </HrefLink>
        <HrefLink href="/privacy-policy">
          <Trans>Privacy policy</Trans>
        </HrefLink>
        <HrefLink href="/contact">
          <Trans>Contact</Trans>
        </HrefLink>
      </nav>
      <p className="sub-footer__legal">
        <Trans>© {year} LDS · Luxury Distribution System</Trans>
      </p>
    </div>
  )
}
