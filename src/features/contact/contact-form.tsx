import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useRef } from 'react'
import * as v from 'valibot'
import { ContactFormSchema, type ContactFormValues } from '#domain/contact/mailer-payload.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { FormStatus, type SendState } from '#ui/form/form-status.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import { focusFirstInvalid } from '#ui/form/focus-first-invalid.ts'
import { useSendFailedToast } from '#ui/toast/send-failed-toast.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useContactMessageTranslator } from '#lib/messages/contact-messages.ts'
import { useSendContactMessage } from './mutations.ts'

const CONTACT_SUBJECT = 'Contact form'

const initial: ContactFormValues = { name: '', email: '', message: '' }

/**
 * The contact form (docs/product/contact-and-newsletter.md#contact-form): name, e-mail, message, each message next to
 * its field; 'Sending...' in place, then a toast: 'Message sent successfully' (send button disabled) or the failure.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui()
  const translate = useContactMessageTranslator()
  const sendFailed = useSendFailedToast()
  const send = useSendContactMessage()
  const ref = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schemaValidator(ContactFormSchema) },
    onSubmit: async ({ value }) => {
      const mail = {
        ...v.parse(ContactFormSchema, value),
        subject: CONTACT_SUBJECT,
        language: i18n.locale === 'de' ? 'de' : 'en',
      } as const
      // the outcome is a toast (docs/product/contact-and-newsletter.md#contact-form); the button keeps saying 'Sent'
      await send.mutateAsync(mail).then(() => {
        showToast(t`Message sent successfully`, { tone: 'positive' })
        onSent()
      }, sendFailed)
    },
    onSubmitInvalid: () => focusFirstInvalid(ref),
  })
  const state: SendState = send.isPending ? 'sending' : 'idle'
  return (
    <FieldMessagesProvider translate={translate}>
      <form
        ref={ref}
        className="contact-form"
        noValidate
        aria-busy={send.isPending || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <form.AppField name="name">{(field) => <field.TextField label={t`Name`} autoComplete="name" />}</form.AppField>
        <form.AppField name="email">
          {(field) => <field.TextField label={t`Email`} type="email" autoComplete="email" inputMode="email" />}
        </form.AppField>
        <form.AppField name="message">
          {(field) => <field.TextareaField label={t`Message`} rows={6} maxLength={10000} />}
        </form.AppField>
        <FormStatus state={state} sending={<Trans>Sending...</Trans>} />
        <button
          type="submit"
          className="button button--primary contact-form__submit"
          disabled={send.isPending || send.isSuccess}
        >
          {send.isSuccess ? <Trans>Sent</Trans> : <Trans>Send message</Trans>}
        </button>
      </form>
    </FieldMessagesProvider>
  )
}
