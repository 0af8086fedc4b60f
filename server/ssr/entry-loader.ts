import { createHash } from 'node:crypto'

/**
 * A server-rendered page paints from its HTML and inline rules; its scripts only make it
 * interactive. So the entry is requested once the browser has painted (the next task after the
 * first animation frame), not while it is still parsing and laying out the page: the first paint
 * shares neither the network nor the main thread with the app's JavaScript
 * (docs/decisions/064-first-paint-before-the-scripts.md). A hidden tab, which gets no animation
 * frames, starts after a second at the latest.
 */
export const ENTRY_META_NAME = 'lds-entry'

/** The inline loader: the same text on every page, so the policy allows it by its hash. */
export const ENTRY_LOADER_SCRIPT =
  `let started=false;const start=()=>{if(started)return;started=true;` +
  `import(document.querySelector('meta[name="${ENTRY_META_NAME}"]').content)};` +
  `requestAnimationFrame(()=>setTimeout(start,0));setTimeout(start,1000)`

/** The loader's source expression for the Content-Security-Policy's script-src. */
export const ENTRY_LOADER_CSP_SOURCE = `'sha256-${createHash('sha256').update(ENTRY_LOADER_SCRIPT).digest('base64')}'`

/** The built entry's module script, as Vite writes it into the shell. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/** The shell with its entry started by the loader after the first paint instead of by the parser. */
export function loadEntryAfterFirstPaint(html: string): string {
  return html.replace(
    ENTRY_SCRIPT,
    (_, src: string) => `<meta name="${ENTRY_META_NAME}" content="${src}" /><script type="module">${ENTRY_LOADER_SCRIPT}</script>`,
  )
}
