import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState } from 'react'
import { groupCardNumber } from '#domain/leads/card.ts'
import { OPERATOR_TRANSITIONS } from '#domain/leads/lead-status.ts'
import type { LeadStatus } from '#domain/leads/lead-status.ts'
import type { PropertyLeadDetail } from '#domain/leads/types.ts'
import { ApiError } from '#lib/api-errors.ts'
import { FormStatus } from '#ui/form/form-status.tsx'
import { LEAD_STATUS_LABELS } from '#ui/status-chip.tsx'
import { revealCardNumber, useLeadStatusMutation } from './mutations.ts'

/** The operator's decisions on a lead (admins): the next statuses OPERATOR_TRANSITIONS allows, with a note. */
export function OperatorDecision({ lead }: { lead: PropertyLeadDetail }) {
  const { t } = useLingui()
  const id = useId()
  const next = OPERATOR_TRANSITIONS[lead.status] ?? []
  const [to, setTo] = useState<LeadStatus | ''>('')
  const [note, setNote] = useState('')
  const mutation = useLeadStatusMutation(lead._id)
  if (next.length === 0)
    return (
      <p className="lead-page__muted">
        <Trans>No decision is open for this status.</Trans>
      </p>
    )
  const conflict = mutation.error instanceof ApiError && mutation.error.status === 409
  return (
    <form
      className="operator-decision"
      onSubmit={(event) => {
        event.preventDefault()
        if (!to || mutation.isPending) return
        mutation.mutate({ to, note: note.trim() || undefined }, { onSuccess: () => (setTo(''), setNote('')) })
      }}
    >
      <fieldset className="field">
        <legend className="field__label">
          <Trans>New status</Trans>
        </legend>
        <div className="operator-decision__choices">
          {next.map((status) => (
            <label key={status} className="check">
              <input
                type="radio"
                name={`${id}-to`}
                value={status}
                checked={to === status}
                onChange={() => setTo(status)}
              />
              <span className="check__label">{t(LEAD_STATUS_LABELS[status])}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <div className="field">
        <label className="field__label" htmlFor={`${id}-note`}>
          <Trans>Note (optional)</Trans>
        </label>
        <textarea
          id={`${id}-note`}
          className="field__control field__control--textarea"
          rows={3}
          maxLength={2000}
          value={note}
          onChange={(event) => setNote(event.target.value)}
        />
      </div>
      <button type="submit" className="button button--primary" disabled={!to || mutation.isPending}>
        {mutation.isPending ? <Trans>Saving...</Trans> : <Trans>Save decision</Trans>}
      </button>
      <FormStatus
        state={
          mutation.isPending ? 'sending' : mutation.isSuccess ? 'positive' : mutation.isError ? 'negative' : 'idle'
        }
        sending={t`Saving...`}
        positive={t`The status was changed.`}
        negative={
          conflict
            ? t`This change is not allowed from the lead's status any more.`
            : t`Unfortunately, an error occured.`
        }
      />
    </form>
  )
}

type Reveal = { kind: 'hidden' } | { kind: 'busy' } | { kind: 'shown'; number: string } | { kind: 'error' }

/**
 * 'Reveal card number' (admins): one call per click, recorded by the server; the number lives only in
 * this component's state and is gone with 'Hide' or when the page is left.
 */
export function CardReveal({ leadId }: { leadId: string }) {
  const [state, setState] = useState<Reveal>({ kind: 'hidden' })
  const reveal = async () => {
    setState({ kind: 'busy' })
    try {
      const answer = await revealCardNumber(leadId)
      setState({ kind: 'shown', number: groupCardNumber(answer.number) })
    } catch {
      setState({ kind: 'error' })
    }
  }
  return (
    <div className="card-reveal">
      {state.kind === 'shown' ? (
        <>
          <p className="card-reveal__number" aria-live="polite">
            {state.number}
          </p>
          <button type="button" className="button button--ghost" onClick={() => setState({ kind: 'hidden' })}>
            <Trans>Hide card number</Trans>
          </button>
        </>
      ) : (
        <button
          type="button"
          className="button button--ghost"
          disabled={state.kind === 'busy'}
          onClick={() => void reveal()}
        >
          <Trans>Reveal card number</Trans>
        </button>
      )}
      {state.kind === 'error' ? (
        <p className="lead-page__error" role="alert">
          <Trans>The card number could not be revealed.</Trans>
        </p>
      ) : null}
    </div>
  )
}
