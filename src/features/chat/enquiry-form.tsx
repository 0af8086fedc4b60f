import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic } from '@tanstack/react-form'
import { useMemo, useRef, useState } from 'react'
import { CHAT_MESSAGES } from '#domain/chat/chat-rules.ts'
import { hotelEnquirySchema } from '#domain/chat/hotel-enquiry.ts'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import type { ClientFieldConfig } from '#ui/form/client-field-group.tsx'
import { ClientFieldGroup } from '#ui/form/client-field-group.tsx'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import { focusFirstInvalid } from '#ui/form/focus-first-invalid.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useChatMessageTranslator } from './chat-messages.ts'
import type { EnquiryContext, EnquiryFormValues } from './enquiry-form-model.ts'
import { EMPTY_ENQUIRY, ENQUIRY_CLIENT_FIELDS, enquiryInput, toEnquiry } from './enquiry-form-model.ts'
import { useCreateEnquiry } from './hooks.ts'

type Props = {
  context: EnquiryContext
  config: ClientFieldConfig
  /** the enquiry's channel exists: the tab opens it */
  onCreated: (cid: string) => void
}

/** Why a send failed, in words for the line above the button. */
function useFailureText(): (error: unknown) => string {
  const { t } = useLingui()
  const translate = useChatMessageTranslator()
  return (error) => {
    if (error instanceof NetworkError)
      return t`You are offline. Nothing you typed is lost: send the enquiry again once you are back online.`
    if (error instanceof ApiError && error.status === 404) return translate('Hotel is unknown')
    if (error instanceof ApiError && error.status < 500 && error.message) return translate(error.message)
    return t`The enquiry could not be sent. Nothing you typed is lost: please try again.`
  }
}

/**
 * The hotel enquiry (docs/product/chat.md#the-enquiry): client, references, message; 'Send enquiry'.
 * On success the 7 s toast and the channel opens; on a failure the reason shows above the button
 * and every value stays in the form.
 */
export function EnquiryForm({ context, config, onCreated }: Props) {
  const { t } = useLingui()
  const translate = useChatMessageTranslator()
  const failureText = useFailureText()
  const { send, state } = useCreateEnquiry(context.hotelId)
  const [failure, setFailure] = useState<string | null>(null)
  const ref = useRef<HTMLFormElement>(null)
  const schema = useMemo(() => hotelEnquirySchema(config), [config])
  const validate = useMemo(() => schemaValidator(schema), [schema])
  const form = useAppForm({
    defaultValues: EMPTY_ENQUIRY,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: ({ value }) => validate({ value: enquiryInput(value, context) }) },
    onSubmit: async ({ value }: { value: EnquiryFormValues }) => {
      setFailure(null)
      try {
        const { cid } = await send(toEnquiry(value, context, config))
        showToast(translate(CHAT_MESSAGES.success), { tone: 'positive', kind: 'hotelEnquiry' })
        onCreated(cid)
      } catch (error) {
        setFailure(failureText(error))
      }
    },
    onSubmitInvalid: () => focusFirstInvalid(ref),
  })
  const sending = state === 'sending'
  return (
    <FieldMessagesProvider translate={translate}>
      <form
        ref={ref}
        className="chat-enquiry"
        noValidate
        aria-busy={sending || undefined}
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <ClientFieldGroup
          form={form}
          fields={ENQUIRY_CLIENT_FIELDS}
          config={config}
          nameLabels={{ firstName: t`Client's first name`, lastName: t`Client's last name` }}
        />
        <form.AppField name="messageText">
          {(field) => <field.TextareaField label={t`Message`} rows={5} />}
        </form.AppField>
        <div className="chat-enquiry__status" role="status" aria-live="polite">
          {sending ? <Trans>Sending...</Trans> : null}
        </div>
        {failure ? (
          <p className="chat-enquiry__failure" role="alert">
            {failure}
          </p>
        ) : null}
        <div className="chat-enquiry__actions">
          <button type="submit" className="button button--primary" disabled={sending}>
            <Trans>Send enquiry</Trans>
          </button>
        </div>
      </form>
    </FieldMessagesProvider>
  )
}
