import { Trans } from '@lingui/react/macro'
import { useConnectionState } from './hooks.ts'

/** The live stream's state, shown only when it is not online (docs/product/chat.md#screens). */
export function ConnectionLine() {
  const state = useConnectionState()
  if (state === 'online') return null
  return (
    <p className={`chat-connection chat-connection--${state}`} role="status">
      <span className="chat-connection__dot" aria-hidden="true" />
      {state === 'reconnecting' ? (
        <Trans>Reconnecting…</Trans>
      ) : (
        <Trans>Offline – messages are sent when you are back online</Trans>
      )}
    </p>
  )
}
