import './property-gallery.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { RefObject } from 'react'
import { useRef, useState } from 'react'
import { mediaUrl } from '#lib/config.ts'
import { nextIndex } from '#ui/catalogue/use-autoplay.ts'

const MOSAIC = 5

type Props = { name: string; images: readonly string[] }

/** The photo viewer: a native modal <dialog> (focus trap and Escape built in), arrows to browse. */
function Viewer({
  name,
  images,
  index,
  onIndex,
  dialogRef,
}: Props & { index: number; onIndex: (i: number) => void; dialogRef: RefObject<HTMLDialogElement | null> }) {
  const { t } = useLingui()
  const total = images.length
  const step = (delta: number) => onIndex(nextIndex(index, total, delta))
  const number = index + 1
  return (
    <dialog
      ref={dialogRef}
      className="gallery-viewer"
      aria-label={t`Photos of ${name}`}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') step(1)
        if (event.key === 'ArrowLeft') step(-1)
      }}
    >
      <div className="gallery-viewer__frame">
        <img src={mediaUrl(images[index]!)} alt={t`${name}, photo ${number} of ${total}`} />
      </div>
      <p className="gallery-viewer__count" aria-live="polite">
        {number} / {total}
      </p>
      <button
        type="button"
        className="gallery-viewer__nav gallery-viewer__nav--prev"
        onClick={() => step(-1)}
        aria-label={t`Previous photo`}
      >
        ‹
      </button>
      <button
        type="button"
        className="gallery-viewer__nav gallery-viewer__nav--next"
        onClick={() => step(1)}
        aria-label={t`Next photo`}
      >
        ›
      </button>
      <button type="button" className="gallery-viewer__close" onClick={() => dialogRef.current?.close()}>
        <Trans>Close</Trans>
      </button>
    </dialog>
  )
}

/** Images: a mosaic from 800 px, a swipeable strip below; any photo opens the viewer. */
export function PropertyGallery({ name, images }: Props) {
  const { t } = useLingui()
  const dialogRef = useRef<HTMLDialogElement>(null)
  const [index, setIndex] = useState(0)
  if (images.length === 0) return null
  const open = (i: number) => {
    setIndex(i)
    dialogRef.current?.showModal()
  }
  const total = images.length
  return (
    <section className="property-gallery" aria-label={t`Photos`}>
      <ul className="property-gallery__list">
        {images.map((src, i) => {
          const number = i + 1
          return (
            <li
              key={src}
              className={
                i >= MOSAIC ? 'property-gallery__item property-gallery__item--extra' : 'property-gallery__item'
              }
            >
              <button type="button" className="property-gallery__open" onClick={() => open(i)}>
                <img
                  src={mediaUrl(src)}
                  alt={t`${name}, photo ${number} of ${total}`}
                  loading={i === 0 ? 'eager' : 'lazy'}
                  fetchPriority={i === 0 ? 'high' : undefined}
                  decoding="async"
                />
              </button>
            </li>
          )
        })}
      </ul>
      <button type="button" className="property-gallery__all" onClick={() => open(0)}>
        <Trans>Show all {total} photos</Trans>
      </button>
      <Viewer name={name} images={images} index={index} onIndex={setIndex} dialogRef={dialogRef} />
    </section>
  )
}
