import { useEffect } from 'react'
import { useServerHead } from './head/server-head.ts'

export type DocumentMeta = {
  title: string
  description?: string
  /** e.g. 'noindex' for the 404 and 410 pages */
  robots?: string
}

function upsertMeta(name: string, content: string): HTMLMetaElement {
  let element = document.head.querySelector<HTMLMetaElement>(`meta[name="${name}"]`)
  if (!element) {
    element = document.createElement('meta')
    element.name = name
    document.head.append(element)
  }
  element.content = content
  return element
}

/** Applies title, description and robots to the document; robots is removed again on unmount. */
function applyDocumentMeta({ title, description, robots }: DocumentMeta): () => void {
  document.title = title
  if (description) upsertMeta('description', description)
  else console.warn(`Missing meta description for "${title}"`)
  if (!robots) {
    document.head.querySelector('meta[name="robots"]')?.remove()
    return () => undefined
  }
  const element = upsertMeta('robots', robots)
  return () => element.remove()
}

/** Sets document title, meta description and robots for the page (docs/product/content-and-seo.md#document-head). */
export function useDocumentMeta({ title, description, robots }: DocumentMeta): void {
  const serverHead = useServerHead()
  if (serverHead) Object.assign(serverHead, { title, description, robots })
  useEffect(() => applyDocumentMeta({ title, description, robots }), [title, description, robots])
}

/**
 * For a dialog route over a page (…/enquire-now, …/book-online) that sets its own title and
 * description: gives the page below its own back when the dialog closes. Call it before
 * `useDocumentMeta`, so that it keeps the page's and not the dialog's.
 */
export function useRestoreDocumentMeta(): void {
  useEffect(() => {
    const title = document.title
    const description = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')?.content
    return () => {
      document.title = title
      const meta = document.head.querySelector<HTMLMetaElement>('meta[name="description"]')
      if (meta && description !== undefined) meta.content = description
    }
  }, [])
}
