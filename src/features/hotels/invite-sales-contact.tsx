import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useState } from 'react'
import * as v from 'valibot'
import { ManagerInvitationFormSchema, NETWORK_MESSAGES } from '#domain/my-network/schemas.ts'
import type { ManagerInvitationCreatedDto } from '#domain/my-network/types.ts'
import { api } from '#lib/api-client.ts'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { useIsSignedIn } from '#lib/brand/use-shows-commission.ts'
import { Dialog } from '#ui/dialog.tsx'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useStepForm } from '#ui/form/use-step-form.ts'
import { SignInPrompt } from './sign-in-prompt.tsx'

const MESSAGES: Record<string, MessageDescriptor> = {
  [NETWORK_MESSAGES.contactName]: msg`Please enter the contact's name`,
  [NETWORK_MESSAGES.email]: msg`Please enter a valid e-mail address`,
}

type Props = { hotelId: string; hotelName: string }
type Fields = { contactName: string; email: string; message: string }

const requestId = () =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto
    ? crypto.randomUUID()
    : `req-${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`

function ContactForm({ hotelId, onSent }: { hotelId: string; onSent: (email: string) => void }) {
  const { t } = useLingui()
  // one id per dialog: a second click or a retry is stored and mailed once
  const [clientRequestId] = useState(requestId)
  const [failure, setFailure] = useState<'offline' | 'failed' | null>(null)
  const { form, ref, onSubmit } = useStepForm<Fields>({
    initial: { contactName: '', email: '', message: '' },
    schema: ManagerInvitationFormSchema,
    onValid: async (values) => {
      setFailure(null)
      try {
        const body = { ...v.parse(ManagerInvitationFormSchema, values), hotelId, clientRequestId }
        const created = await api.post<ManagerInvitationCreatedDto>('/my-network/manager-invitations', body)
        onSent(created.invitation.email ?? body.email)
      } catch (error) {
        setFailure(
          error instanceof NetworkError || (error instanceof ApiError && error.status >= 500) ? 'offline' : 'failed',
        )
      }
    },
  })
  return (
    <form ref={ref} className="invite-contact__form" noValidate onSubmit={onSubmit}>
      <form.AppField name="contactName">
        {(field) => <field.TextField label={t`Name`} autoComplete="off" maxLength={120} />}
      </form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="off" maxLength={320} />}
      </form.AppField>
      <form.AppField name="message">
        {(field) => <field.TextareaField label={t`Personal message (optional)`} maxLength={2000} />}
      </form.AppField>
      <button type="submit" className="button button--primary">
        <Trans>Send invitation</Trans>
      </button>
      {failure ? (
        <p className="hotel-error" role="alert">
          {failure === 'offline' ? (
            <Trans>The invitation could not be sent. Please try again once you are online.</Trans>
          ) : (
            <Trans>Invitations are for partner agencies: your account cannot send one.</Trans>
          )}
        </p>
      ) : null}
    </form>
  )
}

/**
 * 'Invite a sales contact' (sign-in required): the agent names the contact, who gets the hotel's signed invitation
 * link through the outbox; it is the same stored invitation as in My network, where its state shows
 * (docs/product/my-network.md#invite-a-hotel-manager).
 */
export function InviteSalesContact({ hotelId, hotelName }: Props) {
  const { t, i18n } = useLingui()
  const signedIn = useIsSignedIn()
  const [open, setOpen] = useState(false)
  const [sentTo, setSentTo] = useState<string | null>(null)
  const translate = (message: string) => (MESSAGES[message] ? i18n._(MESSAGES[message]) : message)
  return (
    <section className="sales-block" aria-labelledby="invite-contact-title">
      <h3 id="invite-contact-title" className="hotel-subheading">
        <Trans>Invite a sales contact</Trans>
      </h3>
      <p className="hotel-note">
        <Trans>Do you work with someone else at {hotelName}? Invite them as your sales contact.</Trans>
      </p>
      {signedIn ? (
        <button
          type="button"
          className="button button--ghost"
          onClick={() => {
            setSentTo(null)
            setOpen(true)
          }}
        >
          <Trans>Invite a sales contact</Trans>
        </button>
      ) : (
        <SignInPrompt>
          <Trans>Sign in to invite a sales contact.</Trans>
        </SignInPrompt>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        eyebrow={hotelName}
        title={t`Invite a sales contact`}
        description={t`The contact receives the hotel's invitation link to a direct contract by e-mail.`}
      >
        <FieldMessagesProvider translate={translate}>
          {sentTo ? (
            <div className="invite-contact__ready" role="status">
              <p>
                <Trans>Invitation sent to {sentTo}. You follow its state in My network.</Trans>
              </p>
              <Link to="/partner/my-network" className="button button--primary">
                <Trans>Open My network</Trans>
              </Link>
            </div>
          ) : (
            <ContactForm hotelId={hotelId} onSent={setSentTo} />
          )}
        </FieldMessagesProvider>
      </Dialog>
    </section>
  )
}
