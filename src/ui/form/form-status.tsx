import './form-status.css'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { useOnlineStatus } from '#ui/use-online-status.ts'

/**
 * The states of a sending form (docs/product/chrome-and-navigation.md#forms):
 * nothing yet, sending, positive or negative.
 */
export type SendState = 'idle' | 'sending' | 'positive' | 'negative'

type Props = {
  state: SendState
  sending?: ReactNode
  positive?: ReactNode
  negative?: ReactNode
  /** what a failed send says while offline, where the form has its own words (default: the general offline text) */
  offline?: ReactNode
  className?: string
}

/**
 * One polite live region that announces the send state; the region is always in the document so
 * screen readers hear every change. Colour is never the only signal: each state has its own text.
 */
export function FormStatus({ state, sending, positive, negative, offline, className }: Props) {
  const online = useOnlineStatus()
  // offline a send fails at once (mutations are tried, never held back): say why, and that the form keeps its values
  const failed = online
    ? negative
    : (offline ?? <Trans>You are offline. Nothing you typed is lost: send it again once you are back online.</Trans>)
  const content = state === 'sending' ? sending : state === 'positive' ? positive : state === 'negative' ? failed : null
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
