import { useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import type { Url } from '#domain/hotels/types.ts'
import { mediaUrl } from '#lib/config.ts'
import { nextIndex, useAutoplay } from '#ui/catalogue/use-autoplay.ts'
import { usePrefersReducedMotion } from '#ui/use-media-query.ts'

function slideClass(i: number, index: number, previous: number): string {
  if (i === index) return 'hotel-gallery__slide hotel-gallery__slide--active'
  if (i === previous) return 'hotel-gallery__slide hotel-gallery__slide--leaving'
  return 'hotel-gallery__slide'
}

/**
 * The wide-screen gallery: a photo every 5 s, each sliding in over 1.2 s (docs/product/hotels.md#hotel-page);
 * paused on request, on hover and for reduced motion. Only the shown, the leaving and the next photo
 * are loaded.
 */
export function HotelGallery({ name, images }: { name: string; images: readonly (Url & { alt?: string })[] }) {
  const { t } = useLingui()
  const reduced = usePrefersReducedMotion()
  const [stopped, setStopped] = useState(false)
  const [hovered, setHovered] = useState(false)
  const total = images.length
  const { index, previous, go } = useAutoplay(total, stopped || hovered || reduced)
  if (total === 0) return null
  const number = index + 1
  const near = new Set([index, previous, nextIndex(index, total)])
  return (
    <section
      className="hotel-gallery"
      aria-roledescription={t`carousel`}
      aria-label={t`Photos of ${name}`}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
    >
      <div className="hotel-gallery__frame" aria-live={stopped ? 'polite' : 'off'}>
        {images.map((image, i) => {
          const n = i + 1
          return near.has(i) ? (
            <img
              key={image.url}
              src={mediaUrl(image.url)}
              alt={image.alt ? `${image.alt} (${t`photo ${n} of ${total}`})` : t`${name}, photo ${n} of ${total}`}
              aria-hidden={i !== index}
              className={slideClass(i, index, previous)}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
            />
          ) : null
        })}
      </div>
      {total > 1 ? (
        <div className="hotel-gallery__controls">
          <button
            type="button"
            className="hotel-gallery__arrow"
            aria-label={t`Previous photo`}
            onClick={() => go(nextIndex(index, total, -1))}
          >
            ‹
          </button>
          <p className="hotel-gallery__count">
            {number} / {total}
          </p>
          <button
            type="button"
            className="hotel-gallery__arrow"
            aria-label={t`Next photo`}
            onClick={() => go(nextIndex(index, total))}
          >
            ›
          </button>
          <button
            type="button"
            className="hotel-gallery__pause"
            aria-pressed={stopped}
            onClick={() => setStopped((value) => !value)}
          >
            {stopped ? t`Play slideshow` : t`Pause slideshow`}
          </button>
        </div>
      ) : null}
    </section>
  )
}

/** The narrow-screen photos: a strip to swipe through. */
export function HotelPhotoStrip({ name, images }: { name: string; images: readonly (Url & { alt?: string })[] }) {
  const { t } = useLingui()
  const total = images.length
  if (total === 0) return null
  return (
    // focusable, so the strip scrolls with the keyboard too
    <ul className="hotel-strip" aria-label={t`Photos of ${name}`} tabIndex={0}>
      {images.map((image, i) => {
        const n = i + 1
        return (
          <li key={image.url} className="hotel-strip__item">
            <img
              src={mediaUrl(image.url)}
              alt={image.alt ? `${image.alt} (${t`photo ${n} of ${total}`})` : t`${name}, photo ${n} of ${total}`}
              loading={i === 0 ? 'eager' : 'lazy'}
              decoding="async"
            />
          </li>
        )
      })}
    </ul>
  )
}
