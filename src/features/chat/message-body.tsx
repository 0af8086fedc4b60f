import { messageParts } from './message-text.ts'

/** A message's text: links (http/https) open in a new tab, everything else is text (docs/product/chat.md#screens). */
export function MessageBody({ text }: { text: string }) {
  return (
    <p className="chat-message__text">
      {messageParts(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer">
            {part.text}
          </a>
        ) : (
          <span key={index}>{part.text}</span>
        ),
      )}
    </p>
  )
}
