import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'

type Props = { onBack?: () => void; submitLabel?: ReactNode; disabled?: boolean; busy?: boolean }

/** 'Go back' and 'Proceed' (or the final send button) of a form step (docs/product/enquiries.md#property-enquiry). */
export function StepActions({ onBack, submitLabel, disabled, busy }: Props) {
  return (
    <div className="enquiry-actions">
      {onBack ? (
        <button type="button" className="button button--ghost enquiry-actions__back" onClick={onBack} disabled={busy}>
          <Trans>Go back</Trans>
        </button>
      ) : null}
      <button
        type="submit"
        className="button button--primary enquiry-actions__next"
        disabled={disabled || busy}
        aria-busy={busy || undefined}
      >
        {submitLabel ?? <Trans>Proceed</Trans>}
      </button>
    </div>
  )
}
