import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useState } from 'react'
import { useIsSignedIn } from '#lib/brand/use-shows-commission.ts'
import { Dialog } from '#ui/dialog.tsx'
import { useAppForm } from '#ui/form/app-form.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import {
  SALES_CONTACT_MESSAGES,
  SalesContactSchema,
  distributionPageUrl,
  mailtoHref,
  type SalesContactForm,
} from './sales-contact-invitation.ts'
import { SignInPrompt } from './sign-in-prompt.tsx'

const MESSAGES: Record<string, MessageDescriptor> = {
  [SALES_CONTACT_MESSAGES.name]: msg`Please enter the contact's name`,
  [SALES_CONTACT_MESSAGES.email]: msg`Please enter a valid e-mail address`,
}

type Props = { hotelId: string; hotelName: string }

function ContactForm({ onReady }: { onReady: (contact: SalesContactForm) => void }) {
  const { t } = useLingui()
  const form = useAppForm({
    defaultValues: { name: '', email: '' },
    validators: { onSubmit: schemaValidator(SalesContactSchema) },
    onSubmit: ({ value }) => onReady({ name: value.name.trim(), email: value.email.trim() }),
  })
  return (
    <form
      className="invite-contact__form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault()
        void form.handleSubmit()
      }}
    >
      <form.AppField name="name">{(field) => <field.TextField label={t`Name`} autoComplete="off" />}</form.AppField>
      <form.AppField name="email">
        {(field) => <field.TextField label={t`E-mail`} type="email" autoComplete="off" />}
      </form.AppField>
      <button type="submit" className="button button--primary">
        <Trans>Prepare invitation</Trans>
      </button>
    </form>
  )
}

function PreparedInvitation({ hotelId, hotelName, contact }: Props & { contact: SalesContactForm }) {
  const { t } = useLingui()
  const link = distributionPageUrl(window.location.origin, hotelId)
  const name = contact.name
  const subject = t`Invitation to the Luxury Distribution System`
  const body = t`Dear ${name},\n\nwe book ${hotelName} for our clients through the Luxury Distribution System, where travel agencies see the hotel's rooms and rates and reach its team directly. We would be glad to have you as our sales contact there. This is how agencies see ${hotelName}:\n\n${link}\n\nKind regards`
  return (
    <div className="invite-contact__ready">
      <p>
        <Trans>
          Your invitation to {name} is ready. It opens in your own e-mail program, where you can read and change it
          before you send it.
        </Trans>
      </p>
      <a className="button button--primary" href={mailtoHref(contact.email, subject, body)}>
        <Trans>Open in my e-mail program</Trans>
      </a>
    </div>
  )
}

/**
 * 'Invite a sales contact' (sign-in required): a visitor is asked to sign in; an agent names the
 * contact and sends a prepared invitation from their own e-mail program (docs/product/hotels.md#hotel-page).
 */
export function InviteSalesContact({ hotelId, hotelName }: Props) {
  const { t, i18n } = useLingui()
  const signedIn = useIsSignedIn()
  const [open, setOpen] = useState(false)
  const [contact, setContact] = useState<SalesContactForm | null>(null)
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
            setContact(null)
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
        description={t`The contact receives an invitation from your own e-mail address.`}
      >
        <FieldMessagesProvider translate={translate}>
          {contact ? (
            <PreparedInvitation hotelId={hotelId} hotelName={hotelName} contact={contact} />
          ) : (
            <ContactForm onReady={setContact} />
          )}
        </FieldMessagesProvider>
      </Dialog>
    </section>
  )
}
