import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useRef } from 'react'
import * as v from 'valibot'
import type { HelpArticleSlug } from '#domain/help/articles.ts'
import { HelpContactFormSchema, type HelpContactFormValues } from '#domain/help/schemas.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { FormStatus, type SendState } from '#ui/form/form-status.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import { focusFirstInvalid } from '#ui/form/focus-first-invalid.ts'
import { useSendFailedToast } from '#ui/toast/send-failed-toast.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { useHelpMessageTranslator } from '#lib/messages/help-messages.ts'
import { helpLanguageOf } from './content.ts'
import { useSendHelpMessage } from './mutations.ts'

const initial: HelpContactFormValues = { subject: '', message: '' }

/**
 * The Help Centre's contact form (docs/product/help-centre.md#contact-form): subject and message to the
 * support team, who answer by e-mail; sent with the page's language and the article it was sent from.
 */
export function HelpContactForm({ article = null }: { article?: HelpArticleSlug | null }) {
  const { t, i18n } = useLingui()
  const translate = useHelpMessageTranslator()
  const online = useOnlineStatus()
  const sendFailed = useSendFailedToast()
  const send = useSendHelpMessage()
  const ref = useRef<HTMLFormElement>(null)
  const form = useAppForm({
    defaultValues: initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schemaValidator(HelpContactFormSchema) },
    onSubmit: async ({ value }) => {
      const input = { ...v.parse(HelpContactFormSchema, value), language: helpLanguageOf(i18n.locale), article }
      await send
        .mutateAsync(input)
        .then(() => showToast(t`Message sent successfully`, { tone: 'positive' }), sendFailed)
    },
    onSubmitInvalid: () => focusFirstInvalid(ref),
  })
  const state: SendState = send.isPending ? 'sending' : 'idle'
  return (
    <section className="help-contact" aria-labelledby="help-contact-title" id="contact">
      <h2 id="help-contact-title">
        <Trans>Contact the support team</Trans>
      </h2>
      {send.isSuccess ? (
        <p role="status" className="help-contact__sent">
          <Trans>Thank you. The support team answers by e-mail, usually within one working day.</Trans>
        </p>
      ) : (
        <FieldMessagesProvider translate={translate}>
          <form
            ref={ref}
            className="help-contact__form"
            noValidate
            aria-busy={send.isPending || undefined}
            onSubmit={(event) => {
              event.preventDefault()
              void form.handleSubmit()
            }}
          >
            <form.AppField name="subject">
              {(field) => <field.TextField label={t`Subject`} maxLength={200} />}
            </form.AppField>
            <form.AppField name="message">
              {(field) => <field.TextareaField label={t`Your question`} rows={5} maxLength={10000} />}
            </form.AppField>
            {online ? null : (
              <p className="help-contact__offline">
                <Trans>You are offline: the message can be sent once you are back online.</Trans>
              </p>
            )}
            <FormStatus state={state} sending={<Trans>Sending...</Trans>} />
            <button type="submit" className="button button--primary" disabled={send.isPending || !online}>
              <Trans>Send to support</Trans>
            </button>
          </form>
        </FieldMessagesProvider>
      )}
    </section>
  )
}
