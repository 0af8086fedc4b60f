import './footer.css'
import { Trans } from '@lingui/react/macro'
import { NewsletterForm } from '#features/newsletter/newsletter-form.tsx'
import { ContactBlock } from './contact-block.tsx'
import { PaymentIcons } from './payment-icons.tsx'
import { SubFooter } from './sub-footer.tsx'
import { TagList } from './tag-list.tsx'
import { Testimonials } from './testimonials.tsx'

/**
 * The consumer storefront's footer (B2C mode only, docs/product/chrome-and-navigation.md#footers): two testimonials,
 * the tag list, the contact block, the newsletter sign-up, accepted payment methods and the sub-footer.
 */
export function B2cFooter() {
  return (
    <footer className="site-footer site-footer--b2c">
      <Testimonials />
      <div className="b2c-footer">
        <div className="b2c-footer__brand">
          <span className="brand__mark">LDS</span>
          <p>
            <Trans>
              Chalets, apartments, villas and hotels in the finest resorts of the Alps – chosen, visited and cared for
              by our concierge team.
            </Trans>
          </p>
          <ContactBlock />
        </div>
        <TagList />
        <section className="b2c-footer__newsletter" aria-labelledby="newsletter-title">
          <h2 id="newsletter-title" className="footer-heading">
            <Trans>Newsletter</Trans>
          </h2>
          <p className="b2c-footer__newsletter-text">
            <Trans>
              New chalets, the best weeks of the season and news from the Alps – a few times each winter, never more.
            </Trans>
          </p>
          <NewsletterForm />
        </section>
      </div>
      <div className="b2c-footer__payments">
        <PaymentIcons />
      </div>
      <SubFooter />
    </footer>
  )
}
