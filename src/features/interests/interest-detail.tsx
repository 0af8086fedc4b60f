import { Plural, Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatAmount, formatPrice } from '#domain/format/format-price.ts'
import type { HotelInterestDetail } from '#domain/hotels/types.ts'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useLabel } from '#lib/format/use-label.ts'
import { cardMemberLabel, referenceName } from '#lib/labels/client-labels.ts'
import { countryLabel } from '#lib/labels/domain-labels.ts'
import { hotelCategoryLabel } from '#lib/labels/hotel-labels.ts'
import { bedConfigurationText } from '#lib/labels/bed-labels.ts'

const nightsBetween = (from: string, to: string) => Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000)

/** One saved hotel interest as the dashboard shows it. */
export function InterestDetailView({ interest }: { interest: HotelInterestDetail }) {
  const { t, i18n } = useLingui()
  const label = useLabel()
  const brand = useBrand()
  const { date, period } = useFormatDate()
  const { hotel, price, partnerAgency: agency } = interest
  const nights = nightsBetween(interest.checkInDate, interest.checkOutDate)
  const client = interest.guests[0]
  const showsMarkup = brand.offerMarkup.isSupported && !brand.offerMarkup.hide && agency.markupAmount > 0
  return (
    <article className="interest" aria-labelledby="interest-hotel">
      <section className="interest__hotel">
        {hotel.thumbnail ? <img src={hotel.thumbnail} alt="" className="interest__image" /> : null}
        <div>
          <p className="interest__category">{label(hotelCategoryLabel(hotel.category))}</p>
          <h2 id="interest-hotel" className="interest__name">
            {hotel.name}
          </h2>
          <p className="interest__place">
            {hotel.city}, {label(countryLabel(hotel.country))}
          </p>
          <p className="interest__period">
            {period({ checkIn: interest.checkInDate, checkOut: interest.checkOutDate })} ·{' '}
            <Plural value={nights} one="# night" other="# nights" />
          </p>
          <Link
            to="/hotels/$hotelId"
            params={{ hotelId: hotel._id }}
            search={{
              checkInDate: interest.checkInDate,
              checkOutDate: interest.checkOutDate,
              paymentProfile: interest.paymentProfile,
            }}
            className="interest__link"
          >
            <Trans>Open the hotel</Trans>
          </Link>
        </div>
      </section>
      <section className="interest__block" aria-labelledby="interest-client">
        <h3 id="interest-client" className="interest__heading">
          <Trans>Client and references</Trans>
        </h3>
        <dl className="interest__facts">
          <div>
            <dt>
              <Trans>Client</Trans>
            </dt>
            <dd>{client ? `${client.firstName} ${client.lastName}` : '–'}</dd>
          </div>
          <div>
            <dt>{referenceName(i18n, brand.bookingReference.name)}</dt>
            <dd>{agency.tls ?? '–'}</dd>
          </div>
          <div>
            <dt>{referenceName(i18n, brand.clientReference.name)}</dt>
            <dd>{agency.cc ?? '–'}</dd>
          </div>
          {interest.amexCardMember ? (
            <div>
              <dt>
                <Trans>Card membership</Trans>
              </dt>
              <dd>{label(cardMemberLabel(interest.amexCardMember))}</dd>
            </div>
          ) : null}
          {interest.loyaltyNumber ? (
            <div>
              <dt>
                <Trans>Loyalty number</Trans>
              </dt>
              <dd>{interest.loyaltyNumber}</dd>
            </div>
          ) : null}
          <div>
            <dt>
              <Trans>Saved</Trans>
            </dt>
            <dd>
              {date(interest.createdAt)}
              {interest.createdBy.firstName
                ? ` · ${[interest.createdBy.firstName, interest.createdBy.lastName].filter(Boolean).join(' ')}`
                : ''}
            </dd>
          </div>
        </dl>
      </section>
      <section className="interest__block" aria-labelledby="interest-rooms">
        <h3 id="interest-rooms" className="interest__heading">
          <Trans>Rooms and rates</Trans>
        </h3>
        <ul className="interest__rooms">
          {interest.rooms.map((room, index) => (
            <li key={`${room.roomId}-${index}`} className="interest__room">
              <div>
                <p className="interest__room-name">{room.roomName}</p>
                <p className="interest__room-detail">
                  {room.offer.rateName} · <Plural value={room.numAdults} one="# adult" other="# adults" />
                  {room.numChildren > 0 ? (
                    <>
                      , <Plural value={room.numChildren} one="# child" other="# children" />
                      {room.childrenAges.length ? ` (${room.childrenAges.join(', ')})` : ''}
                    </>
                  ) : null}
                  {room.offer.requestedBedConfiguration
                    ? ` · ${bedConfigurationText(label, room.offer.requestedBedConfiguration)}`
                    : ''}
                </p>
                {!room.offer.isRefundable ? (
                  <p className="interest__warning">
                    <Trans>The rate is not refundable.</Trans>
                  </p>
                ) : null}
              </div>
              <div className="interest__room-price">
                <p>
                  {room.offer.priceTotal === undefined
                    ? t`On request`
                    : formatPrice(room.offer.priceTotal, room.offer.currency)}
                </p>
                {room.offer.averageNightlyPrice !== null ? (
                  <p className="interest__nightly">
                    <Trans>{formatPrice(room.offer.averageNightlyPrice, room.offer.currency)} / night</Trans>
                  </p>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
        <dl className="interest__totals">
          <div>
            <dt>
              <Trans>Total</Trans>
            </dt>
            <dd>{price.total === null ? t`On request` : formatPrice(price.total, price.currency)}</dd>
          </div>
          {agency.commissionForPartner !== null ? (
            <div>
              <dt>
                <Trans>Your commission</Trans>
              </dt>
              <dd>{formatAmount(agency.commissionForPartner, price.currency)}</dd>
            </div>
          ) : null}
          {showsMarkup ? (
            <div>
              <dt>
                <Trans>Markup</Trans>
              </dt>
              <dd>{formatAmount(agency.markupAmount, price.currency)}</dd>
            </div>
          ) : null}
          {showsMarkup && price.total !== null ? (
            <div>
              <dt>
                <Trans>Price for your client</Trans>
              </dt>
              <dd>{formatAmount(price.total + agency.markupAmount, price.currency)}</dd>
            </div>
          ) : null}
        </dl>
      </section>
    </article>
  )
}
