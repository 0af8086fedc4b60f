import './chat.css'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { MEDIA, useMediaQuery } from '#ui/use-media-query.ts'
import { useDocumentMeta } from '#ui/use-document-meta.ts'
import { ChannelList } from './channel-list.tsx'
import { ChannelView } from './channel-view.tsx'
import { useChannel, useChatLive } from './hooks.ts'

type Props = {
  /** the open channel (/chat/$cid), none on /chat */
  cid?: string
  /** only this hotel's channels (/chat?hotel=…) */
  hotelId?: string
  /** the reader is on the hotel's team */
  forHotelTeam: boolean
}

/**
 * /chat and /chat/$cid (docs/product/chat.md#screens): on wide screens the list and the open channel
 * side by side; on a phone one at a time, the channel with a back link to the list.
 */
export function ChatInbox({ cid, hotelId, forHotelTeam }: Props) {
  useChatLive()
  const wide = useMediaQuery(MEDIA.tablet)
  return (
    <div className={cid ? 'chat-inbox chat-inbox--open' : 'chat-inbox'}>
      {wide || !cid ? <ChannelList forHotelTeam={forHotelTeam} activeCid={cid} hotelId={hotelId} /> : null}
      {cid ? <OpenChannel cid={cid} forHotelTeam={forHotelTeam} withBack={!wide} /> : <InboxMeta hint={wide} />}
    </div>
  )
}

/** The inbox's title; on wide screens a hint where the channel will open. */
function InboxMeta({ hint }: { hint: boolean }) {
  const { t } = useLingui()
  useDocumentMeta({ title: t`Enquiries | LDS`, description: t`Your enquiries with the hotels.`, robots: 'noindex' })
  if (!hint) return null
  return (
    <p className="chat-inbox__hint">
      <Trans>Choose an enquiry to read and answer it.</Trans>
    </p>
  )
}

function OpenChannel({ cid, forHotelTeam, withBack }: { cid: string; forHotelTeam: boolean; withBack: boolean }) {
  const { t } = useLingui()
  const { channel } = useChannel(cid)
  const hotel = channel?.hotel.name ?? ''
  const client = channel ? `${channel.facts.clientFirstName} ${channel.facts.clientLastName}`.trim() : ''
  useDocumentMeta({
    title: channel ? t`${hotel} – ${client} | LDS` : t`Enquiries | LDS`,
    description: t`Your enquiries with the hotels.`,
    robots: 'noindex',
  })
  return (
    <section className="chat-inbox__channel" aria-label={channel ? `${hotel} – ${client}` : undefined}>
      {withBack ? (
        <Link to="/chat" className="chat-back">
          <span aria-hidden="true">← </span>
          <Trans>All enquiries</Trans>
        </Link>
      ) : null}
      <ChannelView cid={cid} forHotelTeam={forHotelTeam} />
    </section>
  )
}
