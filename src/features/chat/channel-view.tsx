import { Trans } from '@lingui/react/macro'
import type { ChatChannel } from '#domain/chat/chat-types.ts'
import { OfflineNote } from '#ui/offline-note.tsx'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { ChannelFacts } from './channel-facts.tsx'
import { Composer } from './composer.tsx'
import { ConnectionLine } from './connection-line.tsx'
import { useChannel, useMessages } from './hooks.ts'
import { MessageList } from './message-list.tsx'

type Props = {
  cid: string
  /** the reader is on the hotel's team: no hotel time beside their own */
  forHotelTeam: boolean
}

/**
 * One channel (docs/product/chat.md#screens): the pinned facts, the connection state when it is not
 * online, the messages and the composer.
 */
export function ChannelView({ cid, forHotelTeam }: Props) {
  const { channel, isPending, error } = useChannel(cid)
  const { fetchedAt } = useMessages(cid)
  if (!channel) {
    return isPending ? (
      <p className="chat-note" role="status">
        <Trans>Loading enquiry…</Trans>
      </p>
    ) : (
      <p className="chat-note chat-note--error" role="alert">
        {error ? <Trans>This enquiry could not be loaded.</Trans> : <Trans>This enquiry does not exist.</Trans>}
      </p>
    )
  }
  return <LoadedChannel channel={channel} forHotelTeam={forHotelTeam} fetchedAt={fetchedAt} />
}

function LoadedChannel({
  channel,
  forHotelTeam,
  fetchedAt,
}: {
  channel: ChatChannel
  forHotelTeam: boolean
  fetchedAt: number | null
}) {
  const online = useOnlineStatus()
  return (
    <div className="chat-channel">
      <ChannelFacts channel={channel} />
      <ConnectionLine />
      <OfflineNote cachedAt={online || fetchedAt === null ? null : new Date(fetchedAt)} />
      <MessageList cid={channel.cid} hotelTimeZone={forHotelTeam ? null : channel.hotel.timeZone} />
      <Composer cid={channel.cid} />
    </div>
  )
}
