import { createContext, useContext } from 'react'

/**
 * What a server render learns about the document head. Effects do not run on the server, so the
 * head hooks (useDocumentMeta, useHeadLinks) also write here during render when a collector is
 * provided; the last (innermost) page wins, as the effects' order does in the browser
 * (docs/decisions/045-server-rendering.md).
 */
export type ServerHead = {
  title?: string
  description?: string
  robots?: string
  canonical?: string
  alternates?: readonly { hreflang: string; href: string }[]
}

export const ServerHeadContext = createContext<ServerHead | null>(null)

/** The collector of the current server render (null in the browser). */
export function useServerHead(): ServerHead | null {
  return useContext(ServerHeadContext)
}
