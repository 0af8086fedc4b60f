import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import * as v from 'valibot'
import { ManagerInvitationFormSchema } from '#domain/my-network/schemas.ts'
import type { ManagerInvitationCreatedDto, NetworkHotelDto } from '#domain/my-network/types.ts'
import { api } from '#lib/api-client.ts'
import { Dialog } from '#ui/dialog.tsx'
import { failureText } from '#ui/failure-text.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { useNetworkMessageTranslator } from './network-messages.ts'
import { newRequestId } from './sync.ts'

type Fields = { contactName: string; email: string; message: string }
const EMPTY: Fields = { contactName: '', email: '', message: '' }

type Props = {
  hotel: NetworkHotelDto
  onClose: () => void
  /** queues the mailed invitation (sent at once, or when the connection is back) */
  onQueue: (body: Fields & { hotelId: string; clientRequestId: string }) => void
  onLinkCreated: () => void
}

function CopyLink({ link }: { link: string }) {
  const { t } = useLingui()
  const [copied, setCopied] = useState(false)
  return (
    <div className="network-link">
      <label className="field__label" htmlFor="network-invitation-link">
        <Trans>Invitation link</Trans>
      </label>
      <input
        id="network-invitation-link"
        className="field__control"
        readOnly
        value={link}
        onFocus={(e) => e.target.select()}
      />
      <button
        type="button"
        className="button button--primary"
        onClick={() =>
          void navigator.clipboard
            .writeText(link)
            .then(() => setCopied(true))
            .catch(() => setCopied(false))
        }
      >
        {copied ? t`Copied` : t`Copy link`}
      </button>
    </div>
  )
}

/**
 * 'Invite the hotel manager' (docs/product/my-network.md#invite-a-hotel-manager): the signed link mailed through the
 * outbox to the manager (queued when offline), or created here for the agent to copy (online only).
 */
export function ManagerInviteDialog({ hotel, onClose, onQueue, onLinkCreated }: Props) {
  const { t, i18n } = useLingui()
  const translate = useNetworkMessageTranslator()
  const online = useOnlineStatus()
  const [link, setLink] = useState<string | null>(null)
  const [failure, setFailure] = useState<string | null>(null)
  const [busy, setBusy] = useState(false)
  const { form, ref, onSubmit } = useStepForm<Fields>({
    initial: EMPTY,
    schema: ManagerInvitationFormSchema,
    onValid: (values) => {
      const parsed = v.parse(ManagerInvitationFormSchema, values)
      onQueue({ ...parsed, hotelId: hotel._id, clientRequestId: newRequestId() })
      onClose()
    },
  })
  const createLink = async () => {
    setBusy(true)
    setFailure(null)
    try {
      const created = await api.post<ManagerInvitationCreatedDto>('/my-network/manager-invitations', {
        hotelId: hotel._id,
        clientRequestId: newRequestId(),
      })
      setLink(created.link)
      onLinkCreated()
    } catch (error) {
      setFailure(failureText(error, i18n, translate))
    } finally {
      setBusy(false)
    }
  }
  return (
    <Dialog
      open
      onOpenChange={(open) => (open ? undefined : onClose())}
      eyebrow={hotel.name}
      title={t`Invite the hotel manager`}
      description={t`A direct contract: individual commissions for your agency, direct chat, tailor-made offers and VIP suites.`}
    >
      <FieldMessagesProvider translate={translate}>
        <form ref={ref} className="network-form" noValidate onSubmit={onSubmit}>
          <form.AppField name="contactName">
            {(field) => <field.TextField label={t`Manager's name`} autoComplete="off" maxLength={120} />}
          </form.AppField>
          <form.AppField name="email">
            {(field) => (
              <field.TextField label={t`Manager's e-mail address`} type="email" autoComplete="off" maxLength={320} />
            )}
          </form.AppField>
          <form.AppField name="message">
            {(field) => <field.TextareaField label={t`Personal message (optional)`} maxLength={2000} />}
          </form.AppField>
          <div className="network-form__actions">
            <button type="submit" className="button button--primary">
              <Trans>Send the invitation</Trans>
            </button>
          </div>
        </form>
      </FieldMessagesProvider>
      <div className="network-form__alternative">
        <p className="network-muted">
          <Trans>Or create the signed link and send it yourself. It is valid for 14 days.</Trans>
        </p>
        {link ? (
          <CopyLink link={link} />
        ) : (
          <button
            type="button"
            className="button button--ghost"
            disabled={!online || busy}
            onClick={() => void createLink()}
          >
            <Trans>Create a link to copy</Trans>
          </button>
        )}
        {!online && !link ? (
          <p className="network-muted">
            <Trans>
              You are offline: the link needs a connection. A mailed invitation is sent when you are back online.
            </Trans>
          </p>
        ) : null}
        {failure ? (
          <p className="network-failure" role="alert">
            {failure}
          </p>
        ) : null}
      </div>
    </Dialog>
  )
}
