import { Trans, useLingui } from '@lingui/react/macro'
import type { HotelDetail } from '#domain/hotels/types.ts'
import { formatNumber } from '#domain/format/format-number.ts'
import { LazyMap } from '#ui/map/lazy-map.tsx'
import { hasCoordinates, locationDetails } from './hotel-page-model.ts'
import { DIRECTION_HEADINGS } from './hotel-labels.ts'
import { EmptyText } from './hotel-sections.tsx'

type Props = { name: string; place: string; location: HotelDetail['location'] }

/** The map (loaded when scrolled near), the closest airport, directions and distances. */
export function LocationSection({ name, place, location }: Props) {
  const { t } = useLingui()
  const { airport, directions, distances, isEmpty } = locationDetails(location)
  const km = airport ? formatNumber(airport.distanceInKm) : ''
  return (
    <div className="hotel-location">
      <p className="hotel-location__place">{place}</p>
      {isEmpty ? (
        <EmptyText>
          <Trans>No location set.</Trans>
        </EmptyText>
      ) : null}
      {airport || distances.length > 0 ? (
        <ul className="hotel-location__distances">
          {airport ? (
            <li>
              <Trans>
                Closest airport: {airport.iataCode}, {km} km
              </Trans>
            </li>
          ) : null}
          {distances.map((text) => (
            <li key={text}>{text}</li>
          ))}
        </ul>
      ) : null}
      {directions.length > 0 ? (
        <dl className="hotel-directions">
          {directions.map(([key, text]) => (
            <div key={key}>
              <dt>{t(DIRECTION_HEADINGS[key])}</dt>
              <dd>{text}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      {hasCoordinates(location) ? (
        <LazyMap
          place={location.coordinates}
          label={name}
          loadingText={t`Loading map...`}
          failureText={t`The map cannot be shown on this device.`}
        />
      ) : null}
    </div>
  )
}
