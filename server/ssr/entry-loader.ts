import { inlineScriptHashSource } from '../lib/security-headers.ts'
import { ENTRY_STAGES } from '#domain/system/entry-stages.ts'

/**
 * A server-rendered page paints from its HTML and inline rules; its scripts only make it
 * interactive. So the entry is requested once the whole page has been painted, not while the
 * browser is still parsing and laying it out: the first paint shares neither the network nor the
 * main thread with the app's JavaScript (docs/decisions/064-first-paint-before-the-scripts.md).
 * The loader is a module script, so it runs when the parser is done. It then waits for the first
 * contentful paint to be shown (the paint timing entry, which comes when the frame is presented; a
 * browser without paint entries skips this) and for two more animation frames: a first paint can
 * come from part of the HTML (the header) with the rest, the largest text among it, painted a frame
 * or two later, and an entry requested before that counted in Lighthouse's LCP (064's amendment).
 * The libraries the entry needs first (ENTRY_STAGES) are imported one after the other before it,
 * each evaluated in a task of its own. A hidden tab, which paints nothing, starts after a second at
 * the latest.
 */
export const ENTRY_META_NAME = 'lds-entry'

/** The inline loader: the same text on every page, so the policy allows it by its hash. */
export const ENTRY_LOADER_SCRIPT =
  `let started=false;const start=async()=>{if(started)return;started=true;` +
  `for(const src of document.querySelector('meta[name="${ENTRY_META_NAME}"]').content.split(' ')){` +
  `await import(src);await new Promise((next)=>setTimeout(next,0))}};` +
  `const afterFrames=()=>requestAnimationFrame(()=>requestAnimationFrame(()=>setTimeout(start,0)));` +
  `if(PerformanceObserver.supportedEntryTypes?.includes('paint'))new PerformanceObserver((list,observer)=>{` +
  `if(list.getEntriesByName('first-contentful-paint').length){observer.disconnect();afterFrames()}}).observe({type:'paint',buffered:true});` +
  `else afterFrames();setTimeout(start,1000)`

/** The loader's source expression for the Content-Security-Policy's script-src. */
export const ENTRY_LOADER_CSP_SOURCE = inlineScriptHashSource(ENTRY_LOADER_SCRIPT)

/** The built entry's module script, as Vite writes it into the shell. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="([^"]+)"><\/script>/

/** The staged libraries' chunks among the entry's modulepreload links, in ENTRY_STAGES' order. */
function stageChunks(html: string): string[] {
  const preloads = [...html.matchAll(/<link rel="modulepreload"[^>]*href="([^"]+)"/g)].map((match) => match[1])
  return ENTRY_STAGES.flatMap(({ name }) => preloads.filter((href) => new RegExp(`/${name}-[\\w-]+\\.js$`).test(href)))
}

/** The shell with its entry started by the loader after the first paint instead of by the parser. */
export function loadEntryAfterFirstPaint(html: string): string {
  const stages = stageChunks(html)
  return html.replace(
    ENTRY_SCRIPT,
    (_, src: string) =>
      `<meta name="${ENTRY_META_NAME}" content="${[...stages, src].join(' ')}" /><script type="module">${ENTRY_LOADER_SCRIPT}</script>`,
  )
}
