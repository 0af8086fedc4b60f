import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { isForbidden } from '#lib/api-errors.ts'
import { hotelInvitationLinkQueryOptions } from '#lib/hotels/queries.ts'
import { useIsSignedIn } from '#lib/brand/use-shows-commission.ts'
import { useFormatDate } from '#lib/format/use-format.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { SignInPrompt } from './sign-in-prompt.tsx'

function InvitationLink({ hotelId, hotelName }: { hotelId: string; hotelName: string }) {
  const { t } = useLingui()
  const { date } = useFormatDate()
  const link = useQuery(hotelInvitationLinkQueryOptions(hotelId))
  const [copied, setCopied] = useState(false)
  if (link.isPending) return <p role="status">{t`Preparing the invitation link...`}</p>
  // a customer, an operator or a user without an agency (docs/product/hotels.md#api)
  if (isForbidden(link.error))
    return (
      <p className="hotel-error" role="alert">
        <Trans>Invitation links are for partner agencies: your account cannot create one.</Trans>
      </p>
    )
  if (link.isError)
    return (
      <p className="hotel-error" role="alert">
        <Trans>Unfortunately, the invitation link could not be created. Please try again later.</Trans>
      </p>
    )
  const { link: url, expiresAt } = link.data
  const until = date(expiresAt.slice(0, 10))
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url)
      setCopied(true)
    } catch {
      setCopied(false)
    }
  }
  const subject = t`Join the Luxury Distribution System: ${hotelName}`
  const body = t`Dear hotel team,\n\nwe would like to book ${hotelName} for our clients directly. Please accept this invitation to the LDS partner network:\n\n${url}\n\nKind regards`
  return (
    <div className="invitation-link">
      <label className="field__label" htmlFor={`invitation-${hotelId}`}>
        <Trans>Invitation link (valid until {until})</Trans>
      </label>
      <input
        id={`invitation-${hotelId}`}
        className="field__control"
        readOnly
        value={url}
        onFocus={(e) => e.target.select()}
      />
      <div className="invitation-link__actions">
        <button type="button" className="button button--primary" onClick={() => void copy()}>
          {copied ? t`Copied` : t`Copy link`}
        </button>
        <a
          className="button button--ghost"
          href={`mailto:?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(body)}`}
        >
          <Trans>Send by e-mail</Trans>
        </a>
      </div>
      <p className="visually-hidden" role="status">
        {copied ? t`The link was copied.` : ''}
      </p>
    </div>
  )
}

/**
 * 'Invite Hotel and Earn' for a hotel without a direct contract (docs/product/hotels.md#hotel-page):
 * what the partner network offers, and the hotel's signed invitation link for a signed-in agent to
 * copy or send.
 */
export function InviteHotelSection({ hotelId, hotelName }: { hotelId: string; hotelName: string }) {
  const signedIn = useIsSignedIn()
  const online = useOnlineStatus()
  const [requested, setRequested] = useState(false)
  return (
    <div className="invite-hotel">
      <p className="invite-hotel__lead">
        <Trans>
          {hotelName} is not yet a partner of the Luxury Distribution System. Invite the hotel to a direct contract:
        </Trans>
      </p>
      <ul className="invite-hotel__benefits">
        <li>
          <Trans>individual commissions for your agency</Trans>
        </li>
        <li>
          <Trans>direct chat with the reservations team</Trans>
        </li>
        <li>
          <Trans>tailor-made offers and VIP suites for your clients</Trans>
        </li>
      </ul>
      {!signedIn ? (
        <SignInPrompt>
          <Trans>Sign in to invite this hotel.</Trans>
        </SignInPrompt>
      ) : requested ? (
        <InvitationLink hotelId={hotelId} hotelName={hotelName} />
      ) : (
        <>
          <button
            type="button"
            className="button button--primary"
            disabled={!online}
            onClick={() => setRequested(true)}
          >
            <Trans>Get invitation link</Trans>
          </button>
          {!online ? (
            <p className="hotel-note">
              <Trans>You are offline: the invitation link needs a connection.</Trans>
            </p>
          ) : null}
        </>
      )}
    </div>
  )
}
