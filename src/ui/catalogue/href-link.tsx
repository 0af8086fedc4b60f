import { useNavigate } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & {
  href: string
  /** a dialog route over the current page: the page keeps its scroll position */
  keepScroll?: boolean
}

/**
 * A link to any app path given as a string (a child route another feature owns, destination lists,
 * SEO and content pages): a real <a href> for crawlers and new tabs, a client-side navigation for a
 * plain click on an in-app path.
 */
export function HrefLink({ href, keepScroll = false, onClick, children, ...rest }: Props) {
  const navigate = useNavigate()
  const handle = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event)
    if (
      event.defaultPrevented ||
      event.button !== 0 ||
      event.metaKey ||
      event.ctrlKey ||
      event.shiftKey ||
      event.altKey
    )
      return
    if (!href.startsWith('/') || rest.target) return
    event.preventDefault()
    void navigate(
      keepScroll ? { href, resetScroll: false, state: (previous) => ({ ...previous, keepScroll: true }) } : { href },
    )
  }
  return (
    <a href={href} onClick={handle} {...rest}>
      {children}
    </a>
  )
}
