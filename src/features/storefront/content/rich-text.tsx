import type { ReactNode } from 'react'
import { HrefLink } from '#ui/catalogue/href-link.tsx'

const TOKEN = /\[([^\]]+)\]\(([^)\s]+)\)|\*\*([^*]+)\*\*/g

/** Renders `[label](/path)` as links (app paths navigate in the app) and `**text**` as strong. */
export function RichText({ text }: { text: string }) {
  const parts: ReactNode[] = []
  let last = 0
  for (const match of text.matchAll(TOKEN)) {
    const index = match.index ?? 0
    if (index > last) parts.push(text.slice(last, index))
    const [, label, href, strong] = match
    if (label && href) {
      parts.push(
        href.startsWith('/') ? (
          <HrefLink key={index} href={href}>
            {label}
          </HrefLink>
        ) : (
          <a key={index} href={href} rel="noopener">
            {label}
          </a>
        ),
      )
    } else if (strong) parts.push(<strong key={index}>{strong}</strong>)
    last = index + match[0].length
  }
  if (last < text.length) parts.push(text.slice(last))
  return <>{parts}</>
}
