import { Trans, useLingui } from '@lingui/react/macro'
import { companyAddressLines, telHref } from '#domain/contact/company.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { HrefLink } from '#ui/catalogue/href-link.tsx'

/** The footer's contact block: address, phone, e-mail and a link to the contact page. */
export function ContactBlock() {
  const { i18n } = useLingui()
  const brand = useBrand()
  const phone = `${brand.phone.countryCode} ${brand.phone.number}`
  return (
    <section className="footer-contact" aria-labelledby="footer-contact-title">
      <h2 id="footer-contact-title" className="footer-heading">
        <Trans>Contact</Trans>
      </h2>
      <address className="footer-contact__address">
        {companyAddressLines(i18n.locale === 'de' ? 'de' : 'en').map((line) => (
          <span key={line}>{line}</span>
        ))}
      </address>
      <p className="footer-contact__lines">
        <a href={telHref(phone)}>{phone}</a>
        <a href={`mailto:${brand.email}`}>{brand.email}</a>
      </p>
      <HrefLink className="footer-contact__more" href="/contact">
        <Trans>Write to us</Trans>
      </HrefLink>
    </section>
  )
}
