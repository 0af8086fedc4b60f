import './hero-gallery.css'
import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { mediaUrl } from '#lib/config.ts'
import { usePrefersReducedMotion } from '#ui/use-media-query.ts'
import { useAutoplay } from '#ui/catalogue/use-autoplay.ts'

function slideClass(i: number, index: number, previous: number): string {
  if (i === index) return 'hero-gallery__slide hero-gallery__slide--active'
  if (i === previous) return 'hero-gallery__slide hero-gallery__slide--leaving'
  return 'hero-gallery__slide'
}

/**
 * The desktop landing gallery: catalogue images sliding every 5 s over 1.2 s
 * (docs/product/property-pages.md#landing-gallery), paused on request (and for reduced motion); the first image has
 * high priority, the others low.
 */
export function HeroGallery({ images }: { images: readonly string[] }) {
  const { t } = useLingui()
  const reduced = usePrefersReducedMotion()
  const [stopped, setStopped] = useState(false)
  const { index, previous, go } = useAutoplay(images.length, stopped || reduced)
  return (
    <>
      <div className="hero-gallery" aria-hidden="true">
        {images.map((src, i) => (
          <img
            key={src}
            src={mediaUrl(src)}
            alt=""
            className={slideClass(i, index, previous)}
            fetchPriority={i === 0 ? 'high' : 'low'}
            decoding="async"
          />
        ))}
      </div>
      {images.length > 1 ? (
        <div className="hero-gallery__controls">
          <button
            type="button"
            className="hero-gallery__pause"
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? t`Play slideshow` : t`Pause slideshow`}
          </button>
          <ol className="hero-gallery__dots">
            {images.map((src, i) => {
              const number = i + 1
              const total = images.length
              return (
                <li key={src}>
                  <button
                    type="button"
                    className="hero-gallery__dot"
                    aria-current={i === index ? 'true' : undefined}
                    aria-label={t`Show image ${number} of ${total}`}
                    onClick={() => go(i)}
                  />
                </li>
              )
            })}
          </ol>
        </div>
      ) : null}
    </>
  )
}
