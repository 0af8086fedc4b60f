import './form-status.css'
import type { ReactNode } from 'react'

/**
 * The states of a sending form (docs/product/chrome-and-navigation.md#forms):
 * nothing yet, sending, positive or negative.
 */
export type SendState = 'idle' | 'sending' | 'positive' | 'negative'

type Props = { state: SendState; sending?: ReactNode; positive?: ReactNode; negative?: ReactNode; className?: string }

/**
 * One polite live region that announces the send state; the region is always in the document so
 * screen readers hear every change. Colour is never the only signal: each state has its own text.
 */
export function FormStatus({ state, sending, positive, negative, className }: Props) {
  const content = state === 'sending' ? sending : state === 'positive' ? positive : state === 'negative' ? negative : null
  return (
    <div
      className={['form-status', content ? `form-status--${state}` : null, className].filter(Boolean).join(' ')}
      role="status"
      aria-live="polite"
      aria-atomic="true"
    >
      {content}
    </div>
  )
}
