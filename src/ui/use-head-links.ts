import { useEffect } from 'react'
import { useServerHead } from './head/server-head.ts'

export type HeadLinks = {
  canonical?: string
  alternates?: readonly { hreflang: string; href: string }[]
}

const MARK = 'data-page-link'

/** Replaces the page's canonical and alternate-language links in <head>; returns the cleanup. */
function applyHeadLinks({ canonical, alternates = [] }: HeadLinks): () => void {
  document.head.querySelectorAll(`link[${MARK}]`).forEach((link) => link.remove())
  const added: HTMLLinkElement[] = []
  const add = (attributes: Record<string, string>) => {
    const link = document.createElement('link')
    for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value)
    link.setAttribute(MARK, '')
    document.head.append(link)
    added.push(link)
  }
  if (canonical) add({ rel: 'canonical', href: canonical })
  for (const alternate of alternates) add({ rel: 'alternate', hreflang: alternate.hreflang, href: alternate.href })
  return () => added.forEach((link) => link.remove())
}

/**
 * Canonical link (www host, no trailing slash) and hreflang alternates of
 * the page (docs/product/content-and-seo.md#canonical-and-alternate-links).
 */
export function useHeadLinks(links: HeadLinks): void {
  const key = JSON.stringify(links)
  const serverHead = useServerHead()
  if (serverHead) Object.assign(serverHead, { canonical: links.canonical, alternates: links.alternates ?? [] })
  useEffect(() => applyHeadLinks(JSON.parse(key) as HeadLinks), [key])
}
