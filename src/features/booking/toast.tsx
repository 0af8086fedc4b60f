import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'

/** A toast's text and its id (a new id shows the same text again). */
export type ToastMessage = { id: number; text: string; tone: 'info' | 'negative' | 'positive' }

/** 5 s: the pricing and property-interest toasts (docs/product/leads.md#booking-wizard). */
export const LEAD_TOAST_MS = 5000

/**
 * A toast at the bottom right of the dialog it is rendered in (inside it, so that the modal's
 * screen-reader scope hears it): a polite live region that closes itself after `duration`.
 */
export function Toast({ message, duration = LEAD_TOAST_MS }: { message: ToastMessage | null; duration?: number }) {
  const { t } = useLingui()
  const [closedId, setClosedId] = useState<number | null>(null)
  useEffect(() => {
    if (!message) return
    const timer = window.setTimeout(() => setClosedId(message.id), duration)
    return () => window.clearTimeout(timer)
  }, [message, duration])
  const shown = message && message.id !== closedId ? message : null
  return (
    <div className="lead-toast__region" role="status" aria-live="polite" aria-atomic="true">
      {shown ? (
        <div className={`lead-toast lead-toast--${shown.tone}`} key={shown.id}>
          <p>{shown.text}</p>
          <button
            type="button"
            className="lead-toast__close"
            aria-label={t`Close message`}
            onClick={() => setClosedId(shown.id)}
          >
            <span aria-hidden="true">×</span>
          </button>
        </div>
      ) : null}
    </div>
  )
}

/** Shows a toast: `show(text)` replaces the current one. */
export function useToast() {
  const [message, setMessage] = useState<ToastMessage | null>(null)
  const show = (text: string, tone: ToastMessage['tone'] = 'info') =>
    setMessage({ id: Date.now() + Math.random(), text, tone })
  return { message, show }
}
