import './unread-badge.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ChatChannel } from '#domain/chat/chat-types.ts'
import { deviceTimeZone, dayKeyIn, formatTimeIn } from '#domain/format/format-zoned.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { OfflineNote } from '#ui/offline-note.tsx'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { useChannels } from './hooks.ts'

type Props = {
  /** the reader is on the hotel's team: rows name the agency and agent instead of the hotel */
  forHotelTeam: boolean
  /** the open channel, marked in the list */
  activeCid?: string
  /** only this hotel's channels (the hotel page's link to all enquiries of a hotel) */
  hotelId?: string
}

/**
 * The inbox (docs/product/chat.md#screens): each channel with the hotel (or agency and agent), the
 * client, the last message on one line and its time, and the unread count.
 */
export function ChannelList({ forHotelTeam, activeCid, hotelId }: Props) {
  const { channels, isPending, error, fetchedAt } = useChannels(hotelId ? { hotelId } : undefined)
  const online = useOnlineStatus()
  return (
    <section className="chat-list" aria-labelledby="chat-list-title">
      <h1 id="chat-list-title" className="chat-list__title">
        <Trans>Enquiries</Trans>
      </h1>
      <OfflineNote cachedAt={online || fetchedAt === null ? null : new Date(fetchedAt)} />
      {isPending && !channels ? (
        <p className="chat-note" role="status">
          <Trans>Loading enquiries…</Trans>
        </p>
      ) : null}
      {error && !channels ? (
        <p className="chat-note chat-note--error" role="alert">
          <Trans>The enquiries could not be loaded.</Trans>
        </p>
      ) : null}
      {channels && channels.length === 0 ? (
        <p className="chat-note">
          {forHotelTeam ? (
            <Trans>No enquiries yet. New enquiries from travel agents appear here.</Trans>
          ) : (
            <Trans>No enquiries yet. Send one from a hotel's Enquiry tab and the conversation appears here.</Trans>
          )}
        </p>
      ) : null}
      {channels && channels.length > 0 ? (
        <ul className="chat-list__rows">
          {channels.map((channel) => (
            <li key={channel.cid}>
              <ChannelRow channel={channel} forHotelTeam={forHotelTeam} active={channel.cid === activeCid} />
            </li>
          ))}
        </ul>
      ) : null}
    </section>
  )
}

function ChannelRow({
  channel,
  forHotelTeam,
  active,
}: {
  channel: ChatChannel
  forHotelTeam: boolean
  active: boolean
}) {
  const { t } = useLingui()
  const client = `${channel.facts.clientFirstName} ${channel.facts.clientLastName}`.trim()
  const title = forHotelTeam ? `${channel.agency.name} · ${channel.agent.name}` : channel.hotel.name
  const at = channel.lastMessage?.createdAt ?? channel.createdAt
  const n = channel.unreadCount
  return (
    <Link
      to="/chat/$cid"
      params={{ cid: channel.cid }}
      className={active ? 'chat-row chat-row--active' : 'chat-row'}
      aria-current={active ? 'page' : undefined}
    >
      <span className="chat-row__head">
        <span className="chat-row__title">{title}</span>
        <RowTime at={at} />
      </span>
      <span className="chat-row__client">{client}</span>
      <span className="chat-row__foot">
        <span className="chat-row__last">{channel.lastMessage?.text ?? ''}</span>
        {n > 0 ? (
          <span className="chat-badge" aria-label={t`${n} unread`}>
            {n}
          </span>
        ) : null}
      </span>
    </Link>
  )
}

/** Today's messages by their time, older ones by their date. */
function RowTime({ at }: { at: string }) {
  const { date, language } = useFormatDate()
  const zone = deviceTimeZone()
  const today = dayKeyIn(new Date().toISOString(), zone) === dayKeyIn(at, zone)
  return (
    <time className="chat-row__time" dateTime={at}>
      {today ? formatTimeIn(at, language, zone) : date(at)}
    </time>
  )
}
