import { Trans } from '@lingui/react/macro'
import { useState } from 'react'
import { mediaUrl } from '../../lib/config.ts'

/**
 * Full-bleed hero. The backdrop is a CSS gradient (never a grey box) until the first featured
 * property's image has loaded, then the image fades in.
 */
export function LandingHero({ imageSrc }: { imageSrc: string | null }) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  return (
    <section className="hero" aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true">
        {imageSrc ? (
          <img
            key={imageSrc}
            src={mediaUrl(imageSrc)}
            alt=""
            className={loadedSrc === imageSrc ? 'hero__image hero__image--loaded' : 'hero__image'}
            fetchPriority="high"
            decoding="async"
            onLoad={() => setLoadedSrc(imageSrc)}
          />
        ) : null}
      </div>
      <div className="hero__content">
        <p className="hero__eyebrow">
          <Trans>Chalets · Apartments · Villas · Hotels</Trans>
        </p>
        <h1 id="hero-title" className="hero__title">
          <Trans>Luxury chalets and hotels in the Alps</Trans>
        </h1>
        <p className="hero__intro">
          <Trans>
            Hand-picked residences in the finest resorts of France, Switzerland, Austria and Italy, with personal
            advice at no extra cost.
          </Trans>
        </p>
        <div className="hero__actions">
          <a href="/search" className="button button--light">
            <Trans>Search properties</Trans>
          </a>
          <a href="/enquire-now" className="button button--outline-light">
            <Trans>Enquire now</Trans>
          </a>
        </div>
      </div>
      <a href="#pageContent" className="hero__scroll">
        <span className="visually-hidden">
          <Trans>Discover the portfolio</Trans>
        </span>
        <span className="hero__scroll-line" aria-hidden="true" />
      </a>
    </section>
  )
}
