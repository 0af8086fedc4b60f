import { Suspense, lazy, useRef } from 'react'
import { useNearViewport } from '#ui/use-near-viewport.ts'
import type { MapPlace } from './property-map.tsx'

const PropertyMap = lazy(() => import('./property-map.tsx').then((module) => ({ default: module.PropertyMap })))

type Props = { place: MapPlace; label: string; loadingText: string; failureText: string }

/** Loads maplibre only when the map area scrolls into view ('Loading map...', docs/product/property-pages.md#map). */
export function LazyMap({ place, label, loadingText, failureText }: Props) {
  const ref = useRef<HTMLDivElement>(null)
  const visible = useNearViewport(ref, '200px', false)
  const loading = (
    <p className="lazy-map__loading" role="status">
      {loadingText}
    </p>
  )
  return (
    <div ref={ref} className="lazy-map">
      {visible ? (
        <Suspense fallback={loading}>
          <PropertyMap place={place} label={label} failureText={failureText} />
        </Suspense>
      ) : (
        loading
      )}
    </div>
  )
}
