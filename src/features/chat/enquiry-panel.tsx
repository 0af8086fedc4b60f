import './chat.css'
import { Trans } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useMemo, useState } from 'react'
import { useBrand } from '#lib/brand/brand-context.tsx'
import { ChannelView } from './channel-view.tsx'
import { useChannels, useChatLive } from './hooks.ts'
import type { EnquiryContext } from './enquiry-form-model.ts'
import { enquiryFormConfig } from './enquiry-form-model.ts'
import { EnquiryForm } from './enquiry-form.tsx'

export type EnquiryPanelProps = {
  hotel: { id: string; name: string; isChatEnabled: boolean; phone: string | null }
  /** null: a visitor (not signed in) */
  viewer: { role: string | null | undefined; hotelTeam: boolean } | null
  /** starts the sign-up, coming back to this page */
  onSignUp: () => void
  /** the hotel page's period and rooms, for the channel's pinned card */
  checkIn: string | null
  checkOut: string | null
  rooms: EnquiryContext['rooms']
}

/**
 * The hotel page's Enquiry tab (docs/product/chat.md#the-enquiry): a 'Sign Up' prompt for a visitor,
 * the not-ready warning for a hotel without chat, the enquiry form, or the enquiry's channel.
 * Loaded lazily by the hotel route when the tab opens (docs/decisions/110-chat-panel-passed-by-the-route.md).
 */
export function EnquiryPanel({ hotel, viewer, onSignUp, checkIn, checkOut, rooms }: EnquiryPanelProps) {
  if (!viewer) return <SignUpPrompt hotelName={hotel.name} onSignUp={onSignUp} />
  if (!hotel.isChatEnabled) return <NotReady hotelName={hotel.name} phone={hotel.phone} />
  return (
    <HotelChannels
      hotelId={hotel.id}
      role={viewer.role}
      forHotelTeam={viewer.hotelTeam}
      context={{ hotelId: hotel.id, checkIn, checkOut, rooms }}
    />
  )
}

function SignUpPrompt({ hotelName, onSignUp }: { hotelName: string; onSignUp: () => void }) {
  return (
    <div className="chat-notice">
      <p className="eyebrow">
        <Trans>Enquiry</Trans>
      </p>
      <h2 className="chat-notice__title">
        <Trans>Write to {hotelName}</Trans>
      </h2>
      <p>
        <Trans>
          Sign up as a travel agent to send enquiries to the hotel's reservation team and keep every conversation in one
          place.
        </Trans>
      </p>
      <button type="button" className="button button--primary" onClick={onSignUp}>
        <Trans>Sign Up</Trans>
      </button>
    </div>
  )
}

function NotReady({ hotelName, phone }: { hotelName: string; phone: string | null }) {
  return (
    <div className="chat-notice" role="status">
      <p className="eyebrow">
        <Trans>Enquiry</Trans>
      </p>
      <h2 className="chat-notice__title">
        <Trans>{hotelName} is not ready yet</Trans>
      </h2>
      <p>
        <Trans>
          The hotel's reservation managers are still in training for the chat. Until then, the reservations team is
          there for you from 9am to 5pm Monday to Saturday.
        </Trans>
      </p>
      {phone ? (
        <a className="button button--ghost" href={`tel:${phone.replace(/[^+\d]/g, '')}`}>
          {phone}
        </a>
      ) : null}
    </div>
  )
}

type ChannelsProps = {
  hotelId: string
  role: string | null | undefined
  forHotelTeam: boolean
  context: EnquiryContext
}

/** The form when there is no enquiry for this hotel yet (or 'New enquiry' was chosen), else the newest channel. */
function HotelChannels({ hotelId, role, forHotelTeam, context }: ChannelsProps) {
  useChatLive()
  const brand = useBrand()
  const config = useMemo(() => enquiryFormConfig(brand, role), [brand, role])
  const { channels, isPending, error } = useChannels({ hotelId })
  const [opened, setOpened] = useState<string | null>(null)
  const [writing, setWriting] = useState(false)
  if (!channels && isPending)
    return (
      <p className="chat-note" role="status">
        <Trans>Loading enquiries…</Trans>
      </p>
    )
  if (!channels && error)
    return (
      <p className="chat-note chat-note--error" role="alert">
        <Trans>The enquiries could not be loaded.</Trans>
      </p>
    )
  const cid = opened ?? channels?.[0]?.cid ?? null
  if (writing || !cid)
    return (
      <div className="chat-panel">
        {cid ? (
          <button type="button" className="chat-link-button" onClick={() => setWriting(false)}>
            <Trans>Back to the enquiry</Trans>
          </button>
        ) : null}
        <h2 className="chat-panel__title">
          <Trans>Send an enquiry to the hotel</Trans>
        </h2>
        <EnquiryForm
          context={context}
          config={config}
          onCreated={(created) => {
            setOpened(created)
            setWriting(false)
          }}
        />
      </div>
    )
  const count = channels?.length ?? 0
  return (
    <div className="chat-panel">
      <div className="chat-panel__bar">
        {count > 1 ? (
          <Link to="/chat" search={{ hotel: hotelId }} className="chat-link-button">
            <Trans>All {count} enquiries for this hotel</Trans>
          </Link>
        ) : null}
        <button type="button" className="button button--ghost" onClick={() => setWriting(true)}>
          <Trans>New enquiry</Trans>
        </button>
      </div>
      <ChannelView cid={cid} forHotelTeam={forHotelTeam} />
    </div>
  )
}
