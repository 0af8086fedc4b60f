/**
 * A message's text as parts: http(s) links and plain text (docs/product/chat.md#screens). The
 * screens render the parts as text nodes and anchors only; nothing from a message is ever HTML.
 */
export type TextPart = { kind: 'text'; text: string } | { kind: 'link'; text: string; href: string }

const LINK = /\bhttps?:\/\/[^\s<>"]+/gi
/** punctuation that ends a sentence rather than the address */
const TRAILING = /[.,;:!?)\]}'»]+$/

function safeHref(candidate: string): string | null {
  try {
    const url = new URL(candidate)
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : null
  } catch {
    return null
  }
}

export function messageParts(text: string): TextPart[] {
  const parts: TextPart[] = []
  let last = 0
  const push = (value: string) => {
    if (!value) return
    const previous = parts.at(-1)
    if (previous?.kind === 'text') previous.text += value
    else parts.push({ kind: 'text', text: value })
  }
  for (const match of text.matchAll(LINK)) {
    const start = match.index
    const raw = match[0]
    const link = raw.replace(TRAILING, '')
    const href = safeHref(link)
    push(text.slice(last, start))
    if (href) parts.push({ kind: 'link', text: link, href })
    else push(link)
    last = start + link.length
  }
  push(text.slice(last))
  return parts
}
