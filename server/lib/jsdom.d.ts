/**
 * The one part of jsdom the SVG sanitiser uses (jsdom ships no types and @types/jsdom is not a dependency):
 * a window whose DOMParser, XMLSerializer and document DOMPurify runs on.
 */
declare module 'jsdom' {
  export class JSDOM {
    constructor(html?: string, options?: Record<string, unknown>)
    readonly window: Window & typeof globalThis
  }
}
