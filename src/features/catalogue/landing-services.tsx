import { Trans } from '@lingui/react/macro'

/** What the storefront promises (docs/product/storefront-search.md#landing-page). */
export function LandingServices() {
  return (
    <section className="services" aria-labelledby="services-title">
      <div className="section-heading">
        <p className="eyebrow">
          <Trans>Our promise</Trans>
        </p>
        <h2 id="services-title" className="section-title">
          <Trans>Discreet service, from the first call to the last run</Trans>
        </h2>
      </div>
      <ul className="services__list">
        <li className="services__item">
          <span className="services__number" aria-hidden="true">
            01
          </span>
          <h3>
            <Trans>Consultancy</Trans>
          </h3>
          <p>
            <Trans>Personal advice from people who know every chalet, without any extra consulting cost.</Trans>
          </p>
        </li>
        <li className="services__item">
          <span className="services__number" aria-hidden="true">
            02
          </span>
          <h3>
            <Trans>Concierge and butler</Trans>
          </h3>
          <p>
            <Trans>Private chefs, ski instructors, transfers and a butler who anticipates every wish.</Trans>
          </p>
        </li>
        <li className="services__item">
          <span className="services__number" aria-hidden="true">
            03
          </span>
          <h3>
            <Trans>VIP services</Trans>
          </h3>
          <p>
            <Trans>Discretion and security for guests who value privacy above all.</Trans>
          </p>
        </li>
      </ul>
    </section>
  )
}
