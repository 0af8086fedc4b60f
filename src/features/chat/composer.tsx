import { Trans, useLingui } from '@lingui/react/macro'
import { useId, useState, type KeyboardEvent } from 'react'
import { CHAT_MESSAGES, MAX_MESSAGE_LENGTH } from '#domain/chat/chat-rules.ts'
import { useChatMessageTranslator } from './chat-messages.ts'
import { useDraft, useSendMessage } from './hooks.ts'

/** What a composer's text makes: nothing to send, too long, or the text to send (as typed). */
export function composerCheck(text: string): 'empty' | 'too-long' | 'ok' {
  if (text.trim() === '') return 'empty'
  return text.length > MAX_MESSAGE_LENGTH ? 'too-long' : 'ok'
}

/**
 * The composer (docs/product/chat.md#screens): the draft is kept per channel (useDraft), Enter sends,
 * Shift+Enter starts a new line; blank text does not send, too long text says so and stays. Sending
 * puts the message into the outbox, online or not.
 */
export function Composer({ cid }: { cid: string }) {
  const { t } = useLingui()
  const translate = useChatMessageTranslator()
  const [draft, setDraft] = useDraft(cid)
  const send = useSendMessage(cid)
  const [tooLong, setTooLong] = useState(false)
  const errorId = useId()
  const submit = () => {
    const check = composerCheck(draft)
    setTooLong(check === 'too-long')
    if (check !== 'ok') return
    send(draft)
    setDraft('')
  }
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return
    event.preventDefault()
    submit()
  }
  return (
    <form
      className="chat-composer"
      onSubmit={(event) => {
        event.preventDefault()
        submit()
      }}
    >
      <label className="visually-hidden" htmlFor={`${errorId}-text`}>
        {t`Write a message`}
      </label>
      <textarea
        id={`${errorId}-text`}
        className="chat-composer__text"
        value={draft}
        rows={2}
        placeholder={t`Write a message`}
        aria-invalid={tooLong || undefined}
        aria-describedby={tooLong ? errorId : undefined}
        onChange={(event) => {
          setDraft(event.target.value)
          if (tooLong && event.target.value.length <= MAX_MESSAGE_LENGTH) setTooLong(false)
        }}
        onKeyDown={onKeyDown}
      />
      <button type="submit" className="button button--primary chat-composer__send">
        <Trans>Send</Trans>
      </button>
      {tooLong ? (
        <p id={errorId} className="chat-composer__error" role="alert">
          {translate(CHAT_MESSAGES.tooLong)}
        </p>
      ) : null}
    </form>
  )
}
