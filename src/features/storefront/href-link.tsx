import { useNavigate } from '@tanstack/react-router'
import type { AnchorHTMLAttributes, MouseEvent } from 'react'

type Props = AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }

/**
 * A link to any app path given as a string (destination lists, SEO pages): a real <a href> for
 * crawlers and new tabs, a client-side navigation for a plain click.
 */
export function HrefLink({ href, onClick, children, ...rest }: Props) {
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
    void navigate({ href })
  }
  return (
    <a href={href} onClick={handle} {...rest}>
      {children}
    </a>
  )
}
