import { Trans } from '@lingui/react/macro'
import type { ShownMessage } from './chat-contract.ts'
import { useChatMessageTranslator } from './chat-messages.ts'
import { useOutboxActions } from './hooks.ts'

/**
 * Where an own message is (docs/product/chat.md#screens): 'Queued', 'Sending…', 'Sent', 'Read'; a
 * refused one says why and offers 'Retry' and 'Discard'.
 */
export function MessageStatus({ message }: { message: ShownMessage }) {
  const { retry, discard } = useOutboxActions(message.cid)
  const translate = useChatMessageTranslator()
  switch (message.status) {
    case 'queued':
      return (
        <span className="chat-message__status">
          <Trans>Queued</Trans>
        </span>
      )
    case 'sending':
      return (
        <span className="chat-message__status">
          <Trans>Sending…</Trans>
        </span>
      )
    case 'sent':
      return (
        <span className="chat-message__status">
          <Trans>Sent</Trans>
        </span>
      )
    case 'read':
      return (
        <span className="chat-message__status chat-message__status--read">
          <Trans>Read</Trans>
        </span>
      )
    case 'failed':
      return (
        <span className="chat-message__failure">
          <span role="alert">{message.error ? translate(message.error) : <Trans>Not sent</Trans>}</span>
          <button type="button" className="chat-link-button" onClick={() => retry(message.clientMessageId)}>
            <Trans>Retry</Trans>
          </button>
          <button type="button" className="chat-link-button" onClick={() => discard(message.clientMessageId)}>
            <Trans>Discard</Trans>
          </button>
        </span>
      )
    default:
      return null
  }
}
