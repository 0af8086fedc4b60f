import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef, useState } from 'react'
import type { LeadIntent } from '#domain/leads/lead-status.ts'
import type { SavedLeadAnswer } from '#domain/leads/types.ts'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { limitAnswerText, useServerTextTranslator } from '#lib/messages/limit-messages.ts'
import { HrefLink } from '#ui/catalogue/href-link.tsx'
import { FormStatus } from '#ui/form/form-status.tsx'
import { FieldMessagesProvider } from '#ui/form/field-messages.tsx'
import { useOnlineStatus } from '#ui/use-online-status.ts'
import type { BookingValues } from './booking-form.ts'
import { toBookingPayload } from './booking-payload.ts'
import { useLeadMessageTranslator } from './booking-messages.ts'
import { bookingSummary, type SummaryContext } from './booking-summary.ts'
import { showsPriceDiscount } from './booking-form.ts'
import { DetailsStep } from './details-step.tsx'
import { clearLeadDraft, writeLeadDraft } from './lead-draft.ts'
import { useSaveLead } from './mutations.ts'
import { PaymentStep } from './payment-step.tsx'
import { Stepper } from '#ui/stepper.tsx'
import { SummaryStep } from './summary-step.tsx'
import type { WizardContext } from './wizard-context.ts'
import { showToast } from '#ui/toast/toast-store.ts'

/** idle, sending, sent (the lead's id) or failed, with why (docs/product/leads.md#booking-wizard). */
export type SendState =
  | { kind: 'idle' }
  | { kind: 'sending' }
  | { kind: 'sent'; answer: SavedLeadAnswer }
  | { kind: 'failed'; reason: 'offline' | 'error'; serverText?: string }

/** Why a submit failed, from the error of the call: the server's own text for a refused lead (400, 409). */
export function failureOf(error: unknown): Extract<SendState, { kind: 'failed' }> {
  if (error instanceof NetworkError) return { kind: 'failed', reason: 'offline' }
  const text =
    (error instanceof ApiError && (error.status === 400 || error.status === 409) ? error.message : undefined) ??
    limitAnswerText(error)
  return { kind: 'failed', reason: 'error', serverText: text }
}

/** The lead's page on the partner dashboard. */
export const dashboardHref = (leadId: string) => `/partner/dashboard/property-leads/${leadId}`

type Props = {
  ctx: WizardContext
  summaryCtx: SummaryContext
  /** the stored draft or the lead's values */
  initial: BookingValues
  /** where the draft is kept */
  draftScope: string
  /** the lead being changed (PATCH), or null for a new one (POST) */
  leadId: string | null
  stepLabels: readonly [string, string, string]
}

/** The 3-step booking wizard: details, payment, summary; the final submit is locked while sending. */
export function BookingWizard({ ctx, summaryCtx, initial, draftScope, leadId, stepLabels }: Props) {
  const { t } = useLingui()
  const translate = useLeadMessageTranslator()
  const online = useOnlineStatus()
  const save = useSaveLead(leadId)
  const [step, setStep] = useState(0)
  const [values, setValues] = useState(initial)
  const [state, setState] = useState<SendState>({ kind: 'idle' })
  const heading = useRef<HTMLHeadingElement>(null)
  const moved = useRef(false)
  useEffect(() => {
    if (moved.current) heading.current?.focus()
    moved.current = true
  }, [step])

  const remember = (next: BookingValues) => writeLeadDraft(draftScope, next)
  const go = (next: BookingValues, to: number) => {
    setValues(next)
    setStep(to)
  }
  const summary = bookingSummary(values, summaryCtx)
  const inFlight = useRef(false)
  const submit = async (next: BookingValues) => {
    setValues(next)
    // the lock is a ref too: clicks in one task all see the state of the render before them
    if (state.kind === 'sending' || state.kind === 'sent' || inFlight.current) return
    if (!navigator.onLine) return setState({ kind: 'failed', reason: 'offline' })
    let payload
    try {
      payload = toBookingPayload(next, {
        propertyId: ctx.property._id,
        intent: ctx.intent,
        config: ctx.config,
        summary: bookingSummary(next, summaryCtx),
        showsDiscount: showsPriceDiscount(ctx.discountStatus, ctx.stays, next),
      })
    } catch {
      return setState({ kind: 'failed', reason: 'error' })
    }
    setState({ kind: 'sending' })
    inFlight.current = true
    try {
      const answer = await save.mutateAsync(payload)
      clearLeadDraft(draftScope)
      setState({ kind: 'sent', answer })
    } catch (error) {
      setState(failureOf(error))
    } finally {
      inFlight.current = false
    }
  }
  const sending = state.kind === 'sending'
  const sent = state.kind === 'sent'
  const failed = state.kind === 'failed'
  const titles = [t`Details`, t`Payment`, t`Summary`]
  return (
    <FieldMessagesProvider translate={translate}>
      <Stepper steps={stepLabels} current={step} label={t`Booking steps`} />
      <h3 className="lead-wizard__step-title" ref={heading} tabIndex={-1}>
        {stepLabels[step] ?? titles[step]}
      </h3>
      {step === 0 ? (
        <DetailsStep
          ctx={ctx}
          initial={values}
          onChange={remember}
          onNext={(next) => go(next, 1)}
          onNoPrice={(text) => showToast(text, { tone: 'negative', kind: 'pricing' })}
          disabled={sent}
        />
      ) : null}
      {step === 1 ? (
        <PaymentStep
          ctx={ctx}
          summaryCtx={summaryCtx}
          initial={values}
          onChange={remember}
          onNext={(next) => go(next, 2)}
          onBack={(next) => go(next, 0)}
          disabled={sent}
        />
      ) : null}
      {step === 2 ? (
        <SummaryStep
          ctx={ctx}
          summary={summary}
          initial={values}
          onChange={remember}
          onSubmit={submit}
          onBack={(next) => go(next, 1)}
          locked={sending || failed || !online}
          finished={sent}
          status={
            <SendStatus state={state} intent={ctx.intent} online={online} onRetry={() => setState({ kind: 'idle' })} />
          }
        />
      ) : null}
    </FieldMessagesProvider>
  )
}

/** The one live region of the final step: sending, sent (with 'See on Dashboard'), failed, or offline. */
function SendStatus({
  state,
  intent,
  online,
  onRetry,
}: {
  state: SendState
  intent: LeadIntent
  online: boolean
  onRetry: () => void
}) {
  const { t } = useLingui()
  const translateLimitText = useServerTextTranslator()
  const translateLeadText = useLeadMessageTranslator()
  // the server's refusal in the page's language: a form rule's text (the sold period, decision 143) or a limit's
  const translateServerText = (text: string) => translateLimitText(translateLeadText(text))
  const offlineText = t`Sending needs a connection. You are offline: nothing you typed is lost; send again once you are back online.`
  if (state.kind === 'sending') return <FormStatus state="sending" sending={<Trans>Sending...</Trans>} />
  if (state.kind === 'sent') {
    const { _id, status } = state.answer
    const text =
      intent === 'changeRequest'
        ? t`Your change request was sent.`
        : status === 'requestedOption'
          ? t`Your option request was sent. Our reservations team confirms it shortly.`
          : status === 'requestedBooking'
            ? t`Your booking request was sent. Our reservations team confirms it shortly.`
            : status === 'confirmedBooking'
              ? t`Your booking is confirmed.`
              : t`Your request was sent.`
    return (
      <div className="lead-wizard__result">
        <FormStatus state="positive" positive={text} />
        <HrefLink href={dashboardHref(_id)} className="button button--primary">
          <Trans>See on Dashboard</Trans>
        </HrefLink>
      </div>
    )
  }
  if (state.kind === 'failed')
    return (
      <div className="lead-wizard__result">
        <FormStatus
          state="negative"
          offline={offlineText}
          negative={
            <>
              {state.reason === 'offline' ? offlineText : t`Unfortunately, an error occured.`}
              {state.serverText ? (
                <span className="lead-wizard__server"> {translateServerText(state.serverText)}</span>
              ) : null}
            </>
          }
        />
        <button type="button" className="button button--ghost" onClick={onRetry}>
          <Trans>Try again</Trans>
        </button>
      </div>
    )
  return <FormStatus state={online ? 'idle' : 'negative'} negative={offlineText} offline={offlineText} />
}
