/**
 * The HTML of a server-rendered page: the built shell (dist/index.html, which links the hashed
 * entry, styles and manifest) with the page's language, theme, head, markup and state put in
 * (docs/decisions/045-server-rendering.md). Pure, so every step is tested on its own.
 */
import type { ServerPageHead, ServerRenderResult } from '#domain/system/server-render.ts'
import { SERVER_STATE_ELEMENT_ID } from '#domain/system/server-render.ts'
import { escapeHtml } from '../lib/html.ts'
import { classesInHtml, criticalCss } from './critical-css.ts'
import { noteEarlyInput } from './early-input.ts'
import { loadEntryAfterFirstPaint } from './entry-loader.ts'

type RenderedPage = Extract<ServerRenderResult, { kind: 'page' }>

/** JSON safe inside a <script type="application/json"> element (no `</script>`, no `<!--`). */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029')
}

/** React writes resource hints (e.g. the LCP image's preload) at the start of the markup: they belong in <head>. */
export function splitLeadingLinks(html: string): { links: string; body: string } {
  const match = /^(?:<link [^>]*\/?>)+/.exec(html)
  return match ? { links: match[0], body: html.slice(match[0].length) } : { links: '', body: html }
}

function headTags(head: ServerPageHead): string {
  const tags: string[] = []
  if (head.robots) tags.push(`<meta name="robots" content="${escapeHtml(head.robots)}" />`)
  if (head.canonical) tags.push(`<link rel="canonical" href="${escapeHtml(head.canonical)}" data-page-link />`)
  for (const alternate of head.alternates ?? []) {
    tags.push(
      `<link rel="alternate" hreflang="${escapeHtml(alternate.hreflang)}" href="${escapeHtml(alternate.href)}" data-page-link />`,
    )
  }
  return tags.join('')
}

/** The stylesheet of the shell: its link, or the same styles inlined (`inlineStylesheet`). */
const STYLESHEET = /\s*(?:<link rel="stylesheet"[^>]*>|<style data-href="[^"]*">[\s\S]*?<\/style>)/

/**
 * The page is painted from its HTML and stylesheet; the scripts only make it interactive. So the
 * stylesheet goes first in the head, the entry is requested after the first paint, and its chunks
 * are left to the entry to fetch (no modulepreload links competing with the stylesheet and the LCP
 * image for the first bytes). What is pressed before the scripts have come is noted, to be replayed.
 */
export function firstPaintFirst(html: string): string {
  const stylesheet = STYLESHEET.exec(html)?.[0]
  let out = noteEarlyInput(loadEntryAfterFirstPaint(html)).replace(/\s*<link rel="modulepreload"[^>]*>/g, '')
  if (stylesheet)
    out = out.replace(stylesheet, () => '').replace(/(<meta name="viewport"[^>]*>)/, (meta) => `${meta}${stylesheet}`)
  return out
}

/**
 * The shell with its stylesheet's rules in a <style> element instead of the link (`readCss` gives a
 * built file's text by its address, or undefined to keep the link): a server-rendered page then
 * paints without waiting for a second request (docs/decisions/057-inline-stylesheet.md).
 */
export function inlineStylesheet(html: string, readCss: (href: string) => string | undefined): string {
  return html.replace(/<link rel="stylesheet"[^>]*href="([^"]+)"[^>]*>/, (link, href: string) => {
    const css = readCss(href)
    return css === undefined
      ? link
      : `<style data-href="${escapeHtml(href)}">${css.replace(/<\/style/gi, '<\\/style')}</style>`
  })
}

/**
 * The inlined stylesheet cut to the rules the page's HTML can use (`data-critical`: the browser
 * loads the whole file before it renders anything else, docs/decisions/064-first-paint-before-the-scripts.md).
 */
export function inlineCriticalCss(html: string): string {
  const inlined = /<style data-href="([^"]*)">([\s\S]*?)<\/style>/.exec(html)
  if (!inlined) return html
  const [element, href, css] = inlined
  return html.replace(
    element,
    () => `<style data-href="${href}" data-critical>${criticalCss(css, classesInHtml(html))}</style>`,
  )
}

export function assemblePage(template: string, page: RenderedPage): string {
  const { links, body } = splitLeadingLinks(page.html)
  const style = page.rootStyle ? ` style="${escapeHtml(page.rootStyle)}"` : ''
  let html = template.replace(/<html lang="[^"]*"/, () => `<html lang="${page.state.language}"${style}`)
  if (page.head.title)
    html = html.replace(/<title>[\s\S]*?<\/title>/, () => `<title>${escapeHtml(page.head.title ?? '')}</title>`)
  if (page.head.description) {
    html = html.replace(
      /<meta\s+name="description"\s+content="[^"]*"\s*\/?>/,
      () => `<meta name="description" content="${escapeHtml(page.head.description ?? '')}" />`,
    )
  }
  html = html.replace('</head>', () => `${headTags(page.head)}${links}</head>`)
  html = firstPaintFirst(html)
  // the page is readable without JavaScript: the "enable JavaScript" note goes with the splash
  // (every replacement is a function, so a `$` in a title or the markup stays a `$`)
  html = html.replace(/<noscript>[\s\S]*?<\/noscript>\s*/, '')
  html = html.replace(/<div id="root">[\s\S]*?<\/div>\s*<\/div>/, () => `<div id="root">${body}</div>`)
  const state = `<script type="application/json" id="${SERVER_STATE_ELEMENT_ID}">${jsonForHtml(page.state)}</script>`
  return inlineCriticalCss(html.replace('</body>', () => `${state}</body>`))
}
