import { Trans, useLingui } from '@lingui/react/macro'
import type { MiceFacility } from '#domain/hotels/types.ts'
import { formatNumber } from '#domain/format/format-number.ts'
import { mediaUrl } from '#lib/config.ts'
import { MarkdownText } from '#ui/markdown-text.tsx'

function Dimensions({ dimensions }: { dimensions: MiceFacility['dimensions'] }) {
  const metric = dimensions.unit === 'metric'
  const length = metric ? 'm' : 'ft'
  const area = `${formatNumber(dimensions.area)} ${metric ? 'm²' : 'sq ft'}`
  const size = `${formatNumber(dimensions.length)} × ${formatNumber(dimensions.width)} ${length}`
  const ceiling = `${formatNumber(dimensions.ceilingHeight)} ${length}`
  return (
    <dl className="hotel-facts">
      <div>
        <dt>
          <Trans>Area</Trans>
        </dt>
        <dd>{area}</dd>
      </div>
      <div>
        <dt>
          <Trans>Length × width</Trans>
        </dt>
        <dd>{size}</dd>
      </div>
      <div>
        <dt>
          <Trans>Ceiling height</Trans>
        </dt>
        <dd>{ceiling}</dd>
      </div>
    </dl>
  )
}

function Facility({ facility }: { facility: MiceFacility }) {
  const { t } = useLingui()
  const setting = [facility.isIndoor ? t`Indoor` : null, facility.isOutdoor ? t`Outdoor` : null]
    .filter(Boolean)
    .join(' · ')
  return (
    <article className="mice-facility">
      {facility.images[0] ? (
        <img
          className="mice-facility__image"
          src={mediaUrl(facility.images[0].url)}
          alt={facility.name}
          loading="lazy"
          decoding="async"
        />
      ) : null}
      <div className="mice-facility__body">
        {setting ? <p className="hotel-card__eyebrow">{setting}</p> : null}
        <h3 className="hotel-card__title">{facility.name}</h3>
        <MarkdownText className="hotel-prose" text={facility.markdownDescription} />
        <Dimensions dimensions={facility.dimensions} />
        {facility.configurations.length > 0 ? (
          <table className="mice-table">
            <caption className="visually-hidden">{t`Seating of ${facility.name}`}</caption>
            <thead>
              <tr>
                <th scope="col">{t`Set-up`}</th>
                <th scope="col">{t`Guests`}</th>
              </tr>
            </thead>
            <tbody>
              {facility.configurations.map((c) => (
                <tr key={c.name}>
                  <th scope="row">{c.name}</th>
                  <td>{formatNumber(c.maxOccupancy)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : null}
        {facility.equipment.length > 0 ? (
          <>
            <h4 className="mice-facility__subheading">{t`Equipment`}</h4>
            <ul className="mice-equipment">
              {facility.equipment.map((item) => (
                <li key={item.name}>{item.quantity > 1 ? `${item.quantity} × ${item.name}` : item.name}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </article>
  )
}

/** Meetings, incentives, conferences and events: the hotel's MICE facilities (docs/product/hotels.md#hotel-page). */
export function MicePanel({ facilities }: { facilities: readonly MiceFacility[] }) {
  return (
    <div className="mice-panel">
      <p className="hotel-note">
        <Trans>Meeting rooms and event spaces of the hotel, with their set-ups and equipment.</Trans>
      </p>
      {facilities.map((facility) => (
        <Facility key={facility.name} facility={facility} />
      ))}
    </div>
  )
}
