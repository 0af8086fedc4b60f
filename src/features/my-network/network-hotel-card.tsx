import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { NetworkHotelDto } from '#domain/my-network/types.ts'
import { DIRECT_CONTRACT_LABELS, SOURCE_LABELS, formatMoment } from './network-labels.ts'

type Props = {
  hotel: NetworkHotelDto
  onInvite: (hotel: NetworkHotelDto) => void
  /** Only for a hotel the agency added by hand: its interests and chats keep the others in the network. */
  onRemove: (hotel: NetworkHotelDto) => void
  removing: boolean
}

/** One hotel of the network: where it comes from, its contacts and hours, its statuses and the last exchange. */
export function NetworkHotelCard({ hotel, onInvite, onRemove, removing }: Props) {
  const { t, i18n } = useLingui()
  const place = [hotel.location.sector, hotel.location.city].filter(Boolean).join(', ')
  const phone = hotel.reservation.phone
  const titleId = `network-hotel-${hotel._id}`
  return (
    <article className="network-hotel" aria-labelledby={titleId}>
      <header className="network-hotel__header">
        <h3 id={titleId} className="network-hotel__name">
          <Link to="/hotels/$hotelId" params={{ hotelId: hotel._id }}>
            {hotel.name}
          </Link>
        </h3>
        <p className="network-hotel__place">{place}</p>
        <ul className="network-chips" aria-label={t`Status of ${hotel.name}`}>
          <li className={`network-chip network-chip--${hotel.directContract}`}>
            {i18n._(DIRECT_CONTRACT_LABELS[hotel.directContract])}
          </li>
          {hotel.programs.map((p) => (
            <li key={p._id} className="network-chip network-chip--program">
              {p.name}
            </li>
          ))}
          {hotel.sources.map((s) => (
            <li key={s} className="network-chip network-chip--source">
              {i18n._(SOURCE_LABELS[s])}
            </li>
          ))}
        </ul>
      </header>
      <dl className="network-hotel__facts">
        <div>
          <dt>
            <Trans>Reservations team</Trans>
          </dt>
          <dd>
            <span className="network-hotel__hours">
              <Trans>9am to 5pm Monday to Saturday</Trans>
            </span>
            {phone ? (
              <a className="network-hotel__phone" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
                {phone}
              </a>
            ) : (
              <span className="network-muted">
                <Trans>No reservation phone number yet</Trans>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Sales managers</Trans>
          </dt>
          <dd>
            {hotel.salesManagers.length === 0 ? (
              <span className="network-muted">
                <Trans>None assigned yet</Trans>
              </span>
            ) : (
              <ul className="network-hotel__managers">
                {hotel.salesManagers.map((m) => (
                  <li key={m.email}>
                    <span>{m.fullName}</span> <a href={`mailto:${m.email}`}>{m.email}</a>
                  </li>
                ))}
              </ul>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>Your last enquiry</Trans>
          </dt>
          <dd>
            {hotel.lastEnquiryAt ? (
              <time dateTime={hotel.lastEnquiryAt}>{formatMoment(hotel.lastEnquiryAt, i18n)}</time>
            ) : (
              <span className="network-muted">
                <Trans>None yet</Trans>
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>
            <Trans>The hotel's last reply</Trans>
          </dt>
          <dd>
            {hotel.lastReplyAt ? (
              <time dateTime={hotel.lastReplyAt}>{formatMoment(hotel.lastReplyAt, i18n)}</time>
            ) : (
              <span className="network-muted">
                <Trans>No reply yet</Trans>
              </span>
            )}
          </dd>
        </div>
      </dl>
      <div className="network-hotel__actions">
        <button
          type="button"
          className="button button--ghost"
          aria-label={t`Invite the manager of ${hotel.name}`}
          onClick={() => onInvite(hotel)}
        >
          <Trans>Invite the hotel manager</Trans>
        </button>
        {hotel.sources.includes('added') ? (
          <button
            type="button"
            className="button button--ghost button--small"
            aria-label={t`Remove ${hotel.name} from my network`}
            disabled={removing}
            onClick={() => onRemove(hotel)}
          >
            <Trans>Remove from my network</Trans>
          </button>
        ) : null}
      </div>
    </article>
  )
}
