import { createContext, useContext } from 'react'

/**
 * 'server' while the server renders a page and while the browser hydrates (and then keeps) that
 * page; 'client' for a page the browser renders itself. Parts that render differently on a first
 * client paint (AfterFirstPaint) read it, so server HTML and hydration agree
 * (docs/decisions/045-server-rendering.md).
 */
export type RenderMode = 'server' | 'client'

export const RenderModeContext = createContext<RenderMode>('client')

export function useRenderMode(): RenderMode {
  return useContext(RenderModeContext)
}
