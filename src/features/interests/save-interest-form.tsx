import { Trans, useLingui } from '@lingui/react/macro'
import { revalidateLogic, useStore } from '@tanstack/react-form'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMemo, useRef, useState } from 'react'
import type { Selection } from '#domain/hotels/selection.ts'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { limitAnswerText, useServerTextTranslator } from '#lib/messages/limit-messages.ts'
import { useAppForm } from '#ui/form/app-form.ts'
import { CLIENT_FIELDS, ClientFieldGroup } from '#ui/form/client-field-group.tsx'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { FormStatus } from '#ui/form/form-status.tsx'
import { schemaValidator } from '#ui/form/schema-validator.ts'
import { focusFirstInvalid } from '#ui/form/focus-first-invalid.ts'
import { showToast } from '#ui/toast/toast-store.ts'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import { ClientSuggestions, type PickedClient } from './client-suggestions.tsx'
import { clearInterestDraft, readInterestDraft, writeInterestDraft } from './interest-draft.ts'
import type { InterestFormConfig, InterestFormValues } from './interest-form.ts'
import { interestFormSchema, parseMarkup, toInterestPayload } from './interest-form.ts'
import { keepDecimalInput } from '#domain/format/format-number.ts'
import { useInterestMessageTranslator } from './interest-messages.ts'
import { InterestSummary } from './interest-summary.tsx'
import { useSaveInterest } from './mutations.ts'

/**
 * idle, saving, saved (with the id) or failed, with why (docs/product/hotels.md#save-interest). The
 * form says these failures itself; 'Saved Interest' and any other failure are toasts.
 */
export type SaveState =
  | { kind: 'idle' }
  | { kind: 'saving' }
  | { kind: 'saved'; id: string }
  | { kind: 'failed'; reason: 'offline' | 'hotel-unknown' | 'no-rate' }

/** Why a save failed: offline or an unknown hotel (said in the form), or an error (a toast, with the server's text). */
export type SaveFailure = { reason: 'offline' | 'hotel-unknown' | 'error'; serverText?: string }

type Props = {
  /** the user and hotel the draft and the Idempotency-Key belong to */
  draftScope: string
  selection: Selection
  config: InterestFormConfig
  showsCommission: boolean
  onSaved: (id: string) => void
}

/** Why a save failed, from the error of the call. */
export function failureOf(error: unknown): SaveFailure {
  if (error instanceof NetworkError) return { reason: 'offline' }
  if (error instanceof ApiError && error.status === 404) return { reason: 'hotel-unknown' }
  const text = (error instanceof ApiError && error.status === 409 ? error.message : undefined) ?? limitAnswerText(error)
  return { reason: 'error', serverText: text }
}

/**
 * The save-interest form: the client (with autocomplete and last leads), references, card
 * membership, loyalty number and markup as the theme configures them. What is typed is kept in the
 * tab's session storage until the interest is saved; offline, saving says it needs a connection.
 */
export function SaveInterestForm({ draftScope, selection, config, showsCommission, onSaved }: Props) {
  const { t } = useLingui()
  const translate = useInterestMessageTranslator()
  const translateServerText = useServerTextTranslator()
  const online = useOnlineStatus()
  const navigate = useNavigate()
  const save = useSaveInterest(draftScope)
  const [state, setState] = useState<SaveState>({ kind: 'idle' })
  const ref = useRef<HTMLFormElement>(null)
  const schema = useMemo(() => interestFormSchema(config), [config])
  const [initial] = useState(() => readInterestDraft(draftScope))

  const submit = async (values: InterestFormValues) => {
    if (!navigator.onLine) return setState({ kind: 'failed', reason: 'offline' })
    let payload
    try {
      payload = toInterestPayload(values, selection, config)
    } catch {
      return setState({ kind: 'failed', reason: 'no-rate' })
    }
    setState({ kind: 'saving' })
    try {
      const { _id } = await save.mutateAsync(payload)
      clearInterestDraft(draftScope)
      setState({ kind: 'saved', id: _id })
      showToast(t`Saved Interest`, { tone: 'positive' })
      onSaved(_id)
      void navigate({ to: '/partner/dashboard', search: { 'hotel-lead-id': _id } })
    } catch (error) {
      const failure = failureOf(error)
      if (failure.reason !== 'error') return setState({ kind: 'failed', reason: failure.reason })
      setState({ kind: 'idle' })
      const serverText = failure.serverText ? ` ${translateServerText(failure.serverText)}` : ''
      showToast(`${t`An error occured :(`}${serverText}`, { tone: 'negative' })
    }
  }
  const form = useAppForm({
    defaultValues: initial,
    validationLogic: revalidateLogic({ mode: 'submit', modeAfterSubmission: 'change' }),
    validators: { onDynamic: schemaValidator(schema) },
    listeners: { onChange: ({ formApi }) => writeInterestDraft(draftScope, formApi.state.values) },
    onSubmit: ({ value }) => submit(value),
    onSubmitInvalid: () => focusFirstInvalid(ref),
  })
  const names = useStore(form.store, (s) => ({ firstName: s.values.firstName, lastName: s.values.lastName }))
  const markupText = useStore(form.store, (s) => s.values.markupAmount)
  const pick = (client: PickedClient) => {
    form.setFieldValue('firstName', client.firstName)
    form.setFieldValue('lastName', client.lastName)
    if (client.clientReference && !form.state.values.cc.trim()) form.setFieldValue('cc', client.clientReference)
    if (config.cardMember && client.amexCardMember) form.setFieldValue('amexCardMember', client.amexCardMember)
  }
  const currency = selection.rooms[0]?.entries[0]?.offer.currency ?? 'EUR'
  const saving = state.kind === 'saving'
  return (
    <FieldMessagesProvider translate={translate}>
      <InterestSummary
        selection={selection}
        showsCommission={showsCommission}
        markup={config.markup ? parseMarkup(markupText) : null}
      />
      <form
        ref={ref}
        className="save-interest"
        noValidate
        onSubmit={(event) => {
          event.preventDefault()
          void form.handleSubmit()
        }}
      >
        <fieldset className="save-interest__group" disabled={state.kind === 'saved'}>
          <legend className="save-interest__legend">
            <Trans>Client</Trans>
          </legend>
          <ClientFieldGroup
            form={form}
            fields={CLIENT_FIELDS}
            config={config}
            afterNames={<ClientSuggestions firstName={names.firstName} lastName={names.lastName} onPick={pick} />}
          >
            <form.AppField name="loyaltyNumber">
              {(field) => <field.TextField label={t`Loyalty number`} autoComplete="off" />}
            </form.AppField>
            {config.markup ? (
              <form.AppField name="markupAmount">
                {(field) => (
                  <field.TextField
                    label={t`Markup (${currency})`}
                    inputMode="decimal"
                    keep={keepDecimalInput}
                    hint={t`Added to the total for your client`}
                  />
                )}
              </form.AppField>
            ) : null}
          </ClientFieldGroup>
        </fieldset>
        <SaveStatus state={state} online={online} />
        <div className="save-interest__actions">
          {state.kind === 'saved' ? (
            <Link to="/partner/dashboard" search={{ 'hotel-lead-id': state.id }} className="button button--primary">
              <Trans>See on Dashboard</Trans>
            </Link>
          ) : (
            <button type="submit" className="button button--primary" disabled={saving}>
              {saving ? <Trans>Saving...</Trans> : <Trans>Save interest</Trans>}
            </button>
          )}
        </div>
      </form>
    </FieldMessagesProvider>
  )
}

/** The one live region of the form: saving, or why it failed here; offline says so before a try. */
function SaveStatus({ state, online }: { state: SaveState; online: boolean }) {
  const { t } = useLingui()
  const offlineText = t`Saving an interest needs a connection. You are offline: nothing you typed is lost; save again once you are back online.`
  if (state.kind === 'saving') return <FormStatus state="sending" sending={<Trans>Saving...</Trans>} />
  if (state.kind === 'failed') {
    const text =
      state.reason === 'offline'
        ? offlineText
        : state.reason === 'hotel-unknown'
          ? t`Hotel is unknown`
          : t`You have not selected a rate for at least one room`
    return <FormStatus state="negative" offline={offlineText} negative={text} />
  }
  return <FormStatus state={online ? 'idle' : 'negative'} negative={offlineText} offline={offlineText} />
}
