/**
 * The rules of the built stylesheet a server-rendered page can use at its first paint: every rule
 * except those whose selectors all name a class the page's HTML does not have
 * (docs/decisions/064-first-paint-before-the-scripts.md). A first visit gets these inline; the
 * browser loads the whole stylesheet before React renders anything the server did not.
 * Conservative: a rule it cannot judge from class names (no class, `:is()`, `:where()`, `:has()`,
 * a nested block, any at-rule but a grouping one) is kept.
 */

type Rule =
  | { kind: 'keep'; text: string }
  | { kind: 'style'; text: string; selectors: string[][] }
  | { kind: 'group'; prelude: string; rules: Rule[] }

/** The class names in the HTML's `class` attributes. */
export function classesInHtml(html: string): Set<string> {
  const classes = new Set<string>()
  for (const match of html.matchAll(/\sclass="([^"]*)"/g)) {
    for (const name of match[1].split(/\s+/)) if (name) classes.add(name)
  }
  return classes
}

/**
 * The classes an element must have for one selector (no top-level comma) to match anything, or
 * null when the selector cannot be judged by class names (`:is()`, `:where()`, `:has()`). What
 * `:not()` names need not be there.
 */
export function requiredClasses(selector: string): string[] | null {
  if (/:(?:is|where|has|matches|-webkit-any)\(/i.test(selector)) return null
  const positive = withoutNot(selector)
  return [...positive.matchAll(/\.((?:\\.|[\w-])+)/g)].map((match) => match[1].replace(/\\(.)/g, '$1'))
}

function withoutNot(selector: string): string {
  let out = ''
  let i = 0
  while (i < selector.length) {
    if (selector.startsWith(':not(', i)) {
      i = closingParen(selector, i + 4) + 1
      continue
    }
    out += selector[i]
    i += 1
  }
  return out
}

function closingParen(text: string, open: number): number {
  let depth = 0
  for (let i = open; i < text.length; i++) {
    if (text[i] === '(') depth += 1
    else if (text[i] === ')' && --depth === 0) return i
  }
  return text.length
}

/** A selector list split at its top-level commas (not those inside parentheses or brackets). */
export function splitSelectorList(prelude: string): string[] {
  const parts: string[] = []
  let depth = 0
  let start = 0
  for (let i = 0; i < prelude.length; i++) {
    const c = prelude[i]
    if (c === '(' || c === '[') depth += 1
    else if (c === ')' || c === ']') depth -= 1
    else if (c === ',' && depth === 0) {
      parts.push(prelude.slice(start, i))
      start = i + 1
    }
  }
  parts.push(prelude.slice(start))
  return parts.map((part) => part.trim()).filter(Boolean)
}

/** Index of the next `{`, `}` or `;` at or after `from`, skipping strings and comments; -1 if none. */
function nextSignificant(css: string, from: number, chars: string): number {
  for (let i = from; i < css.length; i++) {
    const c = css[i]
    if (c === '"' || c === "'") i = stringEnd(css, i)
    else if (c === '/' && css[i + 1] === '*') {
      const close = css.indexOf('*/', i + 2)
      i = close < 0 ? css.length : close + 1
    } else if (chars.includes(c)) return i
  }
  return -1
}

function stringEnd(css: string, quote: number): number {
  for (let i = quote + 1; i < css.length; i++) {
    if (css[i] === '\\') i += 1
    else if (css[i] === css[quote]) return i
  }
  return css.length
}

/** Index just past the block whose `{` is at `open`. */
function blockEnd(css: string, open: number): number {
  let depth = 0
  let i = open
  while (i >= 0 && i < css.length) {
    if (css[i] === '{') depth += 1
    else if (css[i] === '}' && --depth === 0) return i + 1
    i = nextSignificant(css, i + 1, '{}')
  }
  return css.length
}

/** Grouping at-rules, whose rules are judged one by one; any other at-rule is kept whole. */
const GROUPING = /^@(?:media|supports|layer|container|scope)\b/i

function parseRules(css: string): Rule[] {
  const rules: Rule[] = []
  let i = 0
  while (i < css.length) {
    const stop = nextSignificant(css, i, '{;')
    if (stop < 0) break
    if (css[stop] === ';') {
      // a statement (@import, @charset, @layer a, b;): kept
      rules.push({ kind: 'keep', text: css.slice(i, stop + 1) })
      i = stop + 1
      continue
    }
    const end = blockEnd(css, stop)
    const prelude = css.slice(i, stop).trim()
    const body = css.slice(stop + 1, end - 1)
    if (GROUPING.test(prelude)) rules.push({ kind: 'group', prelude, rules: parseRules(body) })
    else if (prelude.startsWith('@') || nextSignificant(body, 0, '{') >= 0)
      rules.push({ kind: 'keep', text: `${prelude}{${body}}` })
    else {
      const selectors = splitSelectorList(prelude).map(requiredClasses)
      rules.push(
        selectors.some((s) => s === null)
          ? { kind: 'keep', text: `${prelude}{${body}}` }
          : { kind: 'style', text: `${prelude}{${body}}`, selectors: selectors as string[][] },
      )
    }
    i = end
  }
  return rules
}

function write(rules: Rule[], classes: ReadonlySet<string>): string {
  let out = ''
  for (const rule of rules) {
    if (rule.kind === 'keep') out += rule.text
    else if (rule.kind === 'style') {
      if (rule.selectors.some((required) => required.every((name) => classes.has(name)))) out += rule.text
    } else {
      const inner = write(rule.rules, classes)
      if (inner) out += `${rule.prelude}{${inner}}`
    }
  }
  return out
}

/** The stylesheet parsed last (a server has one built stylesheet: it is parsed once). */
let parsed: { css: string; rules: Rule[] } | undefined

/** The stylesheet without the rules no element of a page with these classes can match. */
export function criticalCss(css: string, classes: ReadonlySet<string>): string {
  if (parsed?.css !== css) parsed = { css, rules: parseRules(css) }
  return write(parsed.rules, classes)
}
