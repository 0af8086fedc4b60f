import { Plural, Trans } from '@lingui/react/macro'
import type { ChatChannel } from '#domain/chat/chat-types.ts'
import { useFormatDate } from '#lib/format/use-format.ts'

/**
 * The enquiry's facts pinned at the top of its channel (docs/product/chat.md#screens): hotel, period,
 * rooms, client and references, so that nobody scrolls on a phone to find them.
 */
export function ChannelFacts({ channel }: { channel: ChatChannel }) {
  const { period } = useFormatDate()
  const { facts } = channel
  const client = `${facts.clientFirstName} ${facts.clientLastName}`.trim()
  const adults = facts.rooms.reduce((sum, room) => sum + room.numAdults, 0)
  const children = facts.rooms.reduce((sum, room) => sum + room.numChildren, 0)
  const rooms = facts.rooms.length
  return (
    <section className="chat-facts" aria-label={channel.hotel.name}>
      <p className="chat-facts__hotel">
        {channel.hotel.name}
        <span className="chat-facts__city">{channel.hotel.city}</span>
      </p>
      <dl className="chat-facts__list">
        <div>
          <dt>
            <Trans>Client</Trans>
          </dt>
          <dd>{client}</dd>
        </div>
        {facts.checkIn && facts.checkOut ? (
          <div>
            <dt>
              <Trans>Period</Trans>
            </dt>
            <dd>{period({ checkIn: facts.checkIn, checkOut: facts.checkOut })}</dd>
          </div>
        ) : null}
        {rooms > 0 ? (
          <div>
            <dt>
              <Trans>Rooms</Trans>
            </dt>
            <dd>
              <Plural value={rooms} one="# room" other="# rooms" />,{' '}
              <Plural value={adults} one="# adult" other="# adults" />
              {children > 0 ? (
                <>
                  , <Plural value={children} one="# child" other="# children" />
                </>
              ) : null}
            </dd>
          </div>
        ) : null}
        {facts.tls ? (
          <div>
            <dt>
              <Trans>Booking reference</Trans>
            </dt>
            <dd>{facts.tls}</dd>
          </div>
        ) : null}
        {facts.cc ? (
          <div>
            <dt>
              <Trans>Client reference</Trans>
            </dt>
            <dd>{facts.cc}</dd>
          </div>
        ) : null}
        {facts.amexCardMember ? (
          <div>
            <dt>
              <Trans>Card membership</Trans>
            </dt>
            <dd>{facts.amexCardMember}</dd>
          </div>
        ) : null}
      </dl>
    </section>
  )
}
