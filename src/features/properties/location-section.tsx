import './property-location.css'
import { Trans, useLingui } from '@lingui/react/macro'
import type { Distances, Property } from '#domain/catalogue/types.ts'
import { formatNumber } from '#domain/format/format-number.ts'
import { LazyMap } from '#ui/map/lazy-map.tsx'
import { useLabel } from '#lib/format/use-label.ts'
import { airportLabel } from './amenity-labels.ts'

/** Metres as '180 m' or '1,2 km' (comma decimals, docs/product/property-pages.md#map). */
export function formatMetres(metres: number): string {
  return metres < 1000 ? `${formatNumber(Math.round(metres))} m` : `${formatNumber(Math.round(metres / 100) / 10)} km`
}

export function DistancesList({ distances }: { distances: Distances }) {
  const skiLift = formatMetres(distances.skiLift)
  const centre = formatMetres(distances.resortCentre)
  const airport = `${formatNumber(distances.airport)} km`
  const label = useLabel()
  const airportName = label(airportLabel(distances.airportName))
  return (
    <dl className="distances">
      <div>
        <dt>
          <Trans>Ski lift</Trans>
        </dt>
        <dd>{skiLift}</dd>
      </div>
      <div>
        <dt>
          <Trans>Resort centre</Trans>
        </dt>
        <dd>{centre}</dd>
      </div>
      <div>
        <dt>
          <Trans>Airport {airportName}</Trans>
        </dt>
        <dd>{airport}</dd>
      </div>
    </dl>
  )
}

/** The map, loaded when scrolled into view. */
export function PropertyLocation({ property }: { property: Pick<Property, 'name' | 'city' | 'coordinates'> }) {
  const { t } = useLingui()
  return (
    <LazyMap
      place={property.coordinates}
      label={`${property.name}, ${property.city}`}
      loadingText={t`Loading map...`}
      failureText={t`The map cannot be shown on this device.`}
    />
  )
}
