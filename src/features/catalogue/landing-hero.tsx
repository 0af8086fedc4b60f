import './landing-search.css'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { useState } from 'react'
import { mediaUrl } from '#lib/config.ts'
import { MEDIA, useMediaQuery } from '#ui/use-media-query.ts'
import { HeroGallery } from './hero-gallery.tsx'

/** One backdrop image fading in over the CSS landscape (phones, and desktop before data arrives). */
function HeroImage({ src }: { src: string }) {
  const [loadedSrc, setLoadedSrc] = useState<string | null>(null)
  return (
    <img
      key={src}
      src={mediaUrl(src)}
      alt=""
      className={loadedSrc === src ? 'hero__image hero__image--loaded' : 'hero__image'}
      fetchPriority="high"
      decoding="async"
      onLoad={() => setLoadedSrc(src)}
    />
  )
}

/** Below 800 px: a card with the search button (docs/product/storefront-search.md#landing-page). */
function HeroCard() {
  return (
    <div className="hero__card">
      <p className="hero__card-text">
        <Trans>Find your chalet by resort, dates and number of guests.</Trans>
      </p>
      <div className="hero__actions">
        <Link to="/search" className="button button--light">
          <Trans>Search properties</Trans>
        </Link>
        <a href="/enquire-now" className="button button--outline-light">
          <Trans>Enquire now</Trans>
        </a>
      </div>
    </div>
  )
}

type Props = { images: readonly string[]; searchForm?: ReactNode }

/**
 * Full-bleed hero. The backdrop is a CSS landscape (never a grey box) until images arrive. From
 * 800 px a gallery of catalogue images with the row search form; below, one image and a card.
 */
export function LandingHero({ images, searchForm }: Props) {
  const desktop = useMediaQuery(MEDIA.desktop)
  const gallery = desktop && images.length > 0
  return (
    <section className={desktop ? 'hero hero--desktop' : 'hero'} aria-labelledby="hero-title">
      <div className="hero__backdrop" aria-hidden="true">
        {!gallery && images[0] ? <HeroImage src={images[0]} /> : null}
      </div>
      {gallery ? <HeroGallery images={images} /> : null}
      <div className="hero__content">
        <p className="hero__eyebrow">
          <Trans>Chalets · Apartments · Villas · Hotels</Trans>
        </p>
        <h1 id="hero-title" className="hero__title">
          <Trans>Luxury chalets and hotels in the Alps</Trans>
        </h1>
        <p className="hero__intro">
          <Trans>
            Hand-picked residences in the finest resorts of France, Switzerland, Austria and Italy, with personal advice
            at no extra cost.
          </Trans>
        </p>
        {desktop ? <div className="hero__search">{searchForm}</div> : <HeroCard />}
      </div>
    </section>
  )
}
