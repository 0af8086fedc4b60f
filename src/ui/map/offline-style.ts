import type { StyleSpecification } from 'maplibre-gl'
import { RESORTS } from '#domain/catalogue/resorts.ts'

/** Graticule lines every `step` degrees around a centre: a map-like texture without tiles. */
function graticule(center: { latitude: number; longitude: number }, span = 1, step = 0.02) {
  type Line = {
    type: 'Feature'
    properties: Record<string, never>
    geometry: { type: 'LineString'; coordinates: number[][] }
  }
  const features: Line[] = []
  const round = (n: number) => Math.round(n / step) * step
  const [lat0, lon0] = [round(center.latitude - span), round(center.longitude - span)]
  for (let i = 0; i <= (2 * span) / step; i++) {
    const lat = lat0 + i * step
    const lon = lon0 + i * step
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lon0, lat],
          [lon0 + 2 * span, lat],
        ],
      },
    })
    features.push({
      type: 'Feature',
      properties: {},
      geometry: {
        type: 'LineString',
        coordinates: [
          [lon, lat0],
          [lon, lat0 + 2 * span],
        ],
      },
    })
  }
  return { type: 'FeatureCollection' as const, features }
}

function resortPoints() {
  return {
    type: 'FeatureCollection' as const,
    features: RESORTS.map((resort) => ({
      type: 'Feature' as const,
      properties: { name: resort.name },
      geometry: { type: 'Point' as const, coordinates: [resort.longitude, resort.latitude] },
    })),
  }
}

/**
 * The bundled offline style (docs/decisions/025-map-loaded-on-demand.md): a paper background, a fine graticule and the
 * resorts as dots. No tiles, no glyph server: labels are HTML markers.
 */
export function offlineStyle(center: { latitude: number; longitude: number }): StyleSpecification {
  return {
    version: 8,
    sources: {
      graticule: { type: 'geojson', data: graticule(center) },
      resorts: { type: 'geojson', data: resortPoints() },
    },
    layers: [
      { id: 'background', type: 'background', paint: { 'background-color': '#efe9dc' } },
      { id: 'graticule', type: 'line', source: 'graticule', paint: { 'line-color': '#d8cdb5', 'line-width': 0.6 } },
      {
        id: 'resorts',
        type: 'circle',
        source: 'resorts',
        paint: {
          'circle-radius': 4,
          'circle-color': '#ab8157',
          'circle-stroke-color': '#faf8f3',
          'circle-stroke-width': 1.5,
        },
      },
    ],
  }
}
