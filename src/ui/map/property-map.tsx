import maplibreCssUrl from 'maplibre-gl/dist/maplibre-gl.css?url'
import workerUrl from 'maplibre-gl/dist/maplibre-gl-worker.mjs?url'
import { Map as MapLibreMap, Marker, NavigationControl, setWorkerUrl } from 'maplibre-gl'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef, useState } from 'react'
import { RESORTS } from '#domain/catalogue/resorts.ts'
import { getRuntimeConfig } from '#lib/config.ts'
import { offlineStyle } from './offline-style.ts'

setWorkerUrl(workerUrl)

// MapLibre's styles (70 KB) come with the map, as a file of their own: the app's one stylesheet
// (docs/decisions/045-server-rendering.md) stays small
if (!document.querySelector(`link[href="${maplibreCssUrl}"]`)) {
  const link = document.createElement('link')
  link.rel = 'stylesheet'
  link.href = maplibreCssUrl
  document.head.append(link)
}

export type MapPlace = { latitude: number; longitude: number }

type Props = { place: MapPlace; label: string; zoom?: number; failureText: string }

function labelMarker(text: string, className: string): HTMLElement {
  const element = document.createElement('div')
  element.className = className
  element.textContent = text
  return element
}

/** Resorts near the place (not right under its own label) get an HTML label (no glyph server needed). */
function addResortLabels(map: MapLibreMap, place: MapPlace): void {
  for (const resort of RESORTS) {
    const dLat = Math.abs(resort.latitude - place.latitude)
    const dLon = Math.abs(resort.longitude - place.longitude)
    if (dLat > 0.2 || dLon > 0.3 || (dLat < 0.012 && dLon < 0.03)) continue
    new Marker({ element: labelMarker(resort.name, 'map-label'), anchor: 'left', offset: [8, 0] })
      .setLngLat([resort.longitude, resort.latitude])
      .addTo(map)
  }
}

/** MapLibre's own texts that our map shows (its controls, markers and gesture hints), in the page's language. */
function useMapTexts(): Record<string, string> {
  const { t } = useLingui()
  return useMemo(
    () => ({
      'Map.Title': t`Map`,
      'Marker.Title': t`Map marker`,
      'NavigationControl.ZoomIn': t`Zoom in`,
      'NavigationControl.ZoomOut': t`Zoom out`,
      'CooperativeGesturesHandler.WindowsHelpText': t`Use Ctrl + scroll to zoom the map`,
      'CooperativeGesturesHandler.MacHelpText': t`Use ⌘ + scroll to zoom the map`,
      'CooperativeGesturesHandler.MobileHelpText': t`Use two fingers to move the map`,
    }),
    [t],
  )
}

/** The MapLibre map (loaded lazily): the property's marker with its name over the offline style. */
export function PropertyMap({ place, label, zoom = 12.5, failureText }: Props) {
  const containerRef = useRef<HTMLDivElement>(null)
  const texts = useMapTexts()
  const [failed, setFailed] = useState(false)
  const { latitude, longitude } = place
  useEffect(() => {
    const container = containerRef.current
    if (!container) return
    const place = { latitude, longitude }
    let map: MapLibreMap | undefined
    try {
      map = new MapLibreMap({
        container,
        style: getRuntimeConfig().mapStyleUrl ?? offlineStyle(place),
        center: [place.longitude, place.latitude],
        zoom,
        attributionControl: false,
        cooperativeGestures: true,
        locale: texts,
      })
      map.addControl(new NavigationControl({ showCompass: false }), 'top-right')
      map.on('error', (event) => console.warn('Map error', event.error))
      addResortLabels(map, place)
      new Marker({ color: '#122020' }).setLngLat([place.longitude, place.latitude]).addTo(map)
      new Marker({ element: labelMarker(label, 'map-label map-label--property'), anchor: 'top', offset: [0, 8] })
        .setLngLat([place.longitude, place.latitude])
        .addTo(map)
    } catch (error) {
      console.warn('The map could not be created', error)
      queueMicrotask(() => setFailed(true))
    }
    return () => map?.remove()
  }, [latitude, longitude, label, zoom, texts])
  return (
    <div className="property-map">
      <div ref={containerRef} className="property-map__canvas" role="img" aria-label={label} />
      {failed ? <p className="property-map__failed">{failureText}</p> : null}
    </div>
  )
}
