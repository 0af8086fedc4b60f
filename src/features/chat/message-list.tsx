import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useRef } from 'react'
import { deviceTimeZone, formatDayIn, formatTimeIn } from '#domain/format/format-zoned.ts'
import { useLanguage } from '#lib/format/use-format.ts'
import type { ShownMessage } from './chat-contract.ts'
import { useMessages } from './hooks.ts'
import { useChatViewer } from './chat-viewer.ts'
import { ConciergeAnswerLine, ConciergeCard } from './concierge-card.tsx'
import { MessageBody } from './message-body.tsx'
import { messageRows, newestSeq } from './message-list-model.ts'
import { MessageStatus } from './message-status.tsx'
import { useMarkReadWhenSeen } from './use-mark-read.ts'

type Props = {
  cid: string
  /** the hotel's zone: the agent sees the hotel's local time beside their own; null for the hotel's team */
  hotelTimeZone: string | null
}

/**
 * The channel's messages (docs/product/chat.md#screens): a log with day separators in the reader's
 * zone, own messages on the right with where they are, 'Show earlier messages' paging back.
 */
export function MessageList({ cid, hotelTimeZone }: Props) {
  const { t } = useLingui()
  const { messages, isPending, error, hasOlder, loadOlder, isLoadingOlder } = useMessages(cid)
  const zone = useMemo(() => deviceTimeZone(), [])
  const rows = useMemo(() => messageRows(messages, zone), [messages, zone])
  const answers = useMemo(() => conciergeAnswers(messages), [messages])
  const end = useRef<HTMLDivElement>(null)
  const last = messages.at(-1)?.clientMessageId ?? ''
  useMarkReadWhenSeen(cid, newestSeq(messages), end)
  useEffect(() => {
    // a new message at the end scrolls it into view (paging back does not change the last one)
    end.current?.scrollIntoView?.({ block: 'end' })
  }, [last])
  return (
    <div className="chat-messages">
      {hasOlder ? (
        <button
          type="button"
          className="button button--ghost chat-messages__older"
          onClick={loadOlder}
          disabled={isLoadingOlder}
        >
          <Trans>Show earlier messages</Trans>
        </button>
      ) : null}
      {isPending ? (
        <p className="chat-note" role="status">
          <Trans>Loading messages…</Trans>
        </p>
      ) : null}
      {error && messages.length === 0 ? (
        <p className="chat-note chat-note--error" role="alert">
          <Trans>The messages could not be loaded.</Trans>
        </p>
      ) : null}
      {/* the live region around the list: a list keeps its own role, so its items stay list items */}
      <div role="log" aria-label={t`Messages`} aria-live="polite">
        <ol className="chat-log">
          {rows.map((row) =>
            row.kind === 'day' ? (
              <li key={row.key} className="chat-day">
                <DayLabel at={row.at} zone={zone} />
              </li>
            ) : (
              <MessageItem
                key={row.key}
                message={row.message}
                zone={zone}
                hotelTimeZone={hotelTimeZone}
                answers={answers}
              />
            ),
          )}
        </ol>
      </div>
      <div ref={end} className="chat-messages__end" />
    </div>
  )
}

function DayLabel({ at, zone }: { at: string; zone: string }) {
  const language = useLanguage()
  return <span>{formatDayIn(at, language, zone)}</span>
}

/** The hotel's answers to concierge jobs in the loaded messages, by job: the latest after each hand-off card. */
function conciergeAnswers(messages: readonly ShownMessage[]): Map<string, 'confirmed' | 'declined'> {
  const answers = new Map<string, 'confirmed' | 'declined'>()
  for (const m of messages) {
    if (m.attachment?.type === 'concierge-job') answers.delete(m.attachment.jobId)
    if (m.attachment?.type === 'concierge-answer') answers.set(m.attachment.jobId, m.attachment.answer)
  }
  return answers
}

function MessageItem({
  message,
  zone,
  hotelTimeZone,
  answers,
}: {
  message: ShownMessage
  zone: string
  hotelTimeZone: string | null
  answers: Map<string, 'confirmed' | 'declined'>
}) {
  const language = useLanguage()
  const viewer = useChatViewer()
  const attachment = message.attachment
  const time = formatTimeIn(message.createdAt, language, zone)
  const hotelTime =
    hotelTimeZone && hotelTimeZone !== zone ? formatTimeIn(message.createdAt, language, hotelTimeZone) : null
  const showsHotelTime = hotelTime !== null && hotelTime !== time
  return (
    <li className={message.own ? 'chat-message chat-message--own' : 'chat-message'}>
      {message.own ? null : <p className="chat-message__author">{message.author.name}</p>}
      {attachment?.type === 'concierge-job' ? (
        <ConciergeCard
          job={attachment}
          answer={answers.get(attachment.jobId) ?? null}
          canAnswer={viewer?.party === 'hotel'}
        />
      ) : attachment?.type === 'concierge-answer' ? (
        <ConciergeAnswerLine answer={attachment.answer} />
      ) : (
        <MessageBody text={message.text} />
      )}
      <p className="chat-message__meta">
        <time dateTime={message.createdAt}>{time}</time>
        {showsHotelTime ? (
          <span className="chat-message__hotel-time">
            <Trans>{hotelTime} at the hotel</Trans>
          </span>
        ) : null}
        {message.own ? <MessageStatus message={message} /> : null}
      </p>
    </li>
  )
}
