import type { ServerPageState } from '#domain/system/server-render.ts'
import { SERVER_STATE_ELEMENT_ID } from '#domain/system/server-render.ts'

/** The state a server-rendered page carries (a JSON data block), or null for the plain shell. */
export function readServerPageState(doc: Document = document): ServerPageState | null {
  const element = doc.getElementById(SERVER_STATE_ELEMENT_ID)
  if (!element?.textContent) return null
  try {
    return JSON.parse(element.textContent) as ServerPageState
  } catch {
    return null
  }
}

export type BrowserChoices = { language: string; brandId: string; signedIn: boolean; href: string }

/**
 * The browser hydrates the server's HTML only when it would render the same page: same address,
 * language and brand, and nobody signed in (the server renders for visitors). Otherwise it renders
 * the page itself (docs/decisions/045-server-rendering.md).
 */
export function canHydrate(state: ServerPageState | null, browser: BrowserChoices): state is ServerPageState {
  return (
    state !== null &&
    !browser.signedIn &&
    state.language === browser.language &&
    state.brandId === browser.brandId &&
    state.href === browser.href
  )
}
