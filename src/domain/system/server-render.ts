/**
 * The contract between the server and the server render of the storefront
 * (docs/decisions/045-server-rendering.md): what the server passes in, what comes back, and the
 * page state the HTML carries to the browser (a JSON data block, never an inline script).
 */
import type { Language } from '../catalogue/types.ts'
import type { RuntimeConfig } from './runtime-config.ts'

export type ServerRenderInput = {
  /** the absolute address as the visitor asked for it (public origin, path, query) */
  url: string
  cookies?: string | null
  acceptLanguage?: string | null
  config: RuntimeConfig
  /** answers the page's API calls (the server's own app, in-process) */
  fetchApi: typeof fetch
}

export type ServerPageHead = {
  title?: string
  description?: string
  robots?: string
  canonical?: string
  alternates?: readonly { hreflang: string; href: string }[]
}

/** Read by the browser before it hydrates: it hydrates only when its own choices match. */
export type ServerPageState = {
  href: string
  language: Language
  brandId: string
  config: RuntimeConfig
  /** the query cache as TanStack Query dehydrates it */
  queries: { queries: unknown[]; mutations: unknown[] }
}

export type ServerRenderResult =
  | { kind: 'redirect'; status: 301 | 302; location: string }
  | {
      kind: 'page'
      status: 200 | 404
      /** the app's markup for #root */
      html: string
      head: ServerPageHead
      /** the brand's colour variables for <html style> ('' for the default theme) */
      rootStyle: string
      state: ServerPageState
    }

/** The id of the data block that carries the page state. */
export const SERVER_STATE_ELEMENT_ID = 'lds-page-state'
