import createDOMPurify, { type DOMPurify } from 'dompurify'

/**
 * The SVG logo sanitiser (docs/decisions/122-logo-uploads.md): the text is parsed as XML, its root must
 * be an `<svg>` in the SVG namespace, and DOMPurify (svg profile, on a jsdom window created on first use)
 * keeps only drawing: no `<script>`, no `on*` attributes, no `<foreignObject>`, no animation that could set
 * a link, no reference that leaves the file (href and xlink:href only `#fragment`; `url()` in attributes and
 * CSS only `url(#fragment)`), no `@import` in `<style>`. An SVG with nothing drawable left is refused.
 */

const SVG_NAMESPACE = 'http://www.w3.org/2000/svg'

/** Elements that draw something: an SVG without any of them is not a logo. */
const DRAWING = new Set(['path', 'rect', 'circle', 'ellipse', 'line', 'polyline', 'polygon', 'text', 'use', 'image'])

/** Kept out on top of DOMPurify's own list (which already forbids script, foreignObject, animate, set). */
const FORBID_TAGS = [
  'script',
  'foreignObject',
  'foreignobject',
  'animate',
  'animateMotion',
  'animatemotion',
  'animateTransform',
  'animatetransform',
  'animateColor',
  'animatecolor',
  'set',
  'handler',
  'listener',
  'iframe',
  'embed',
  'object',
  'a',
]

/** An href-like value that stays inside the document. */
const FRAGMENT = /^#[A-Za-z_][\w.:-]*$/
const URL_CALL = /url\s*\(\s*(['"]?)(.*?)\1\s*\)/gi

/** Whether CSS text (a style attribute or a `<style>` element) refers to nothing outside the file. */
export function isSafeCss(css: string): boolean {
  // escapes and comments could hide any of the words below (u\72l(, @im/**/port)
  if (/[\\]|\/\*/.test(css)) return false
  if (
    /@import|@font-face|expression\s*\(|javascript:|vbscript:|data:|-moz-binding|behavior\s*:|https?:|\/\//i.test(css)
  )
    return false
  for (const match of css.matchAll(URL_CALL)) if (!FRAGMENT.test(match[2]!.trim())) return false
  // an url( the pattern above did not read as a whole (unbalanced quotes or parentheses)
  const calls = css.match(/url\s*\(/gi)?.length ?? 0
  return calls === [...css.matchAll(URL_CALL)].length
}

/** Whether an attribute's value is safe to keep: references only inside the document. */
function isSafeAttribute(name: string, value: string): boolean {
  const local = name.toLowerCase().replace(/^xlink:/, '')
  if (local.startsWith('on')) return false
  if (local === 'href' || local === 'src') return FRAGMENT.test(value.trim())
  if (local === 'style') return isSafeCss(value)
  if (/url\s*\(/i.test(value)) return isSafeCss(value)
  return !/javascript:|vbscript:|data:/i.test(value.replace(/\s+/g, ''))
}

type Sanitiser = { purify: DOMPurify; window: Window & typeof globalThis }
let sanitiser: Promise<Sanitiser> | undefined

/** DOMPurify on a jsdom window, with its hooks; created once, on the first SVG. */
function loadSanitiser(): Promise<Sanitiser> {
  sanitiser ??= import('jsdom').then(({ JSDOM }) => {
    const { window } = new JSDOM('<!doctype html><html><body></body></html>')
    const purify = createDOMPurify(window)
    purify.addHook('uponSanitizeElement', (node, data) => {
      if (data.tagName === 'style' && !isSafeCss(node.textContent ?? '')) node.parentNode?.removeChild(node)
    })
    purify.addHook('uponSanitizeAttribute', (_node, data) => {
      if (!isSafeAttribute(data.attrName, data.attrValue)) data.keepAttr = false
    })
    return { purify, window }
  })
  return sanitiser
}

/** Whether bytes read as UTF-8 text that mentions an `<svg` element (an SVG upload, usable or not). */
export function looksLikeSvg(bytes: Uint8Array): string | undefined {
  let text: string
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return undefined
  }
  return /<svg[\s>/]/i.test(text) ? text.replace(/^\uFEFF/, '') : undefined
}

/**
 * The sanitised SVG as XML text, or null when the text is not an `<svg>` document in the SVG namespace
 * (after parsing as XML) or nothing drawable is left.
 */
export async function sanitiseSvg(text: string): Promise<string | null> {
  // entity declarations (billion laughs) and external DTDs are never needed by a logo
  if (/<!ENTITY|<!DOCTYPE[^>]*\[/i.test(text)) return null
  const { purify, window } = await loadSanitiser()
  const parsed = new window.DOMParser().parseFromString(text, 'image/svg+xml')
  const root = parsed.documentElement
  if (
    !root ||
    root.localName !== 'svg' ||
    root.namespaceURI !== SVG_NAMESPACE ||
    parsed.getElementsByTagName('parsererror').length > 0
  )
    return null
  const body = purify.sanitize(root, {
    USE_PROFILES: { svg: true, svgFilters: true },
    ADD_TAGS: ['use'],
    FORBID_TAGS,
    FORBID_ATTR: ['src'],
    RETURN_DOM: true,
  })
  const svg = body.firstElementChild
  if (!svg || svg.localName !== 'svg' || svg.namespaceURI !== SVG_NAMESPACE) return null
  if (![...svg.getElementsByTagName('*')].some((el) => DRAWING.has(el.localName))) return null
  return new window.XMLSerializer().serializeToString(svg)
}
