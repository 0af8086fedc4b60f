import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useRef } from 'react'
import * as v from 'valibot'
import { ContactFormSchema, type ContactFormValues } from '#domain/contact/mailer-payload.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { FormStatus, type SendState } from '#ui/form/form-status.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import { useContactMessageTranslator } from '#lib/messages/contact-messages.ts'
import { useSendContactMessage } from './mutations.ts'

const CONTACT_SUBJECT = 'Contact form'

const initial: ContactFormValues = { name: '', email: '', message: '' }

/**
 * The contact form (docs/product/contact-and-newsletter.md#contact-form): name, e-mail, message, each message next to
 * its field; states sending, positive ('Message sent successfully', send button disabled) and negative.
 */
export function ContactForm({ onSent }: { onSent: () => void }) {
  const { t, i18n } = useLingui()
  const translate = useContactMessageTranslator()
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
      await send.mutateAsync(mail).then(onSent, () => undefined)
    },
    onSubmitInvalid: () =>
      requestAnimationFrame(() => ref.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()),
  })
  const state: SendState = send.isPending ? 'sending' : send.isSuccess ? 'positive' : send.isError ? 'negative' : 'idle'
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
        <FormStatus
          state={state}
          sending={<Trans>Sending...</Trans>}
          positive={<Trans>Message sent successfully</Trans>}
          negative={<Trans>A problem occured. Please reach us via email or phone</Trans>}
        />
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
