import './contact.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { COMPANY, companyAddressLines, telHref } from '#domain/contact/company.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { ContactForm } from './contact-form.tsx'
import { RedirectNotice } from './redirect-notice.tsx'

/**
 * /contact and /kontakt: the company's address and the contact
 * form (docs/product/contact-and-newsletter.md#contact-page).
 */
export function ContactPage() {
  const { t, i18n } = useLingui()
  const brand = useBrand()
  const [sent, setSent] = useState(false)
  const language = i18n.locale === 'de' ? 'de' : 'en'
  const phone = `${brand.phone.countryCode} ${brand.phone.number}`
  const registry = COMPANY.registry
  useDocumentMeta({
    title: t`Contact – LDS Luxury Distribution, Geneva`,
    description: t`Write or call our concierge team in Geneva: personal advice on luxury chalets, apartments and hotels in the Alps, Monday to Saturday.`,
  })
  return (
    <div className="contact-page">
      <header className="contact-page__intro">
        <p className="eyebrow">
          <Trans>Contact</Trans>
        </p>
        <h1 className="contact-page__title">
          <Trans>We look forward to hearing from you</Trans>
        </h1>
        <p className="contact-page__lead">
          <Trans>
            Whether you are planning a winter in Courchevel or have a question about a booking, our team in Geneva
            answers personally.
          </Trans>
        </p>
      </header>
      <div className="contact-page__layout">
        <section className="contact-details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="contact-details__title">
            <Trans>Our office</Trans>
          </h2>
          <address className="contact-details__address">
            {companyAddressLines(language).map((line) => (
              <span key={line}>{line}</span>
            ))}
          </address>
          <dl className="contact-details__list">
            <div>
              <dt>
                <Trans>Phone</Trans>
              </dt>
              <dd>
                <a href={telHref(phone)}>{phone}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Email</Trans>
              </dt>
              <dd>
                <a href={`mailto:${brand.email}`}>{brand.email}</a>
              </dd>
            </div>
            <div>
              <dt>
                <Trans>Opening hours</Trans>
              </dt>
              <dd>
                <Trans>Monday to Saturday, 9am to 6pm (CET)</Trans>
              </dd>
            </div>
          </dl>
          <p className="contact-details__note">
            <Trans>
              Commercial register of the Canton of Geneva, <span className="contact-details__registry">{registry}</span>
            </Trans>
          </p>
        </section>
        <section className="contact-card" aria-labelledby="contact-form-title">
          <h2 id="contact-form-title" className="contact-card__title">
            <Trans>Write to us</Trans>
          </h2>
          <ContactForm onSent={() => setSent(true)} />
          {sent ? <RedirectNotice /> : null}
        </section>
      </div>
    </div>
  )
}
