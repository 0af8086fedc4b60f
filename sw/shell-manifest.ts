import { existsSync, readFileSync } from 'node:fs'
import path from 'node:path'
import type { ManifestTransform } from 'workbox-build'

/**
 * Build-time (Node) filter that keeps the precache to the app shell.
 *
 * Method: the glob patterns find every candidate file in the build output; this transform then
 * keeps only what the built `index.html` references (entry script, modulepreload links, styles,
 * icons) plus, recursively, the *static* `import`/`export ... from` specifiers of those JS chunks
 * and the `url()`s of those CSS files, and the files listed in ALWAYS_IN_SHELL. Dynamic `import()`
 * targets (lazy routes, maplibre, react-pdf, chat, ...) and Vite's preload dependency lists are
 * not static imports, so they stay out and are cached on first use at runtime ('lds-assets'),
 * except the few lazy chunks the app needs to boot at all (`bootChunks`: the message catalogs).
 * Reading the emitted files, rather than a list of chunk names, keeps this right whatever the
 * bundler's chunking decides; only specifiers that name a globbed file are ever kept.
 */

const ALWAYS_IN_SHELL = [/^index\.html$/, /^offline\.html$/, /^favicon\.svg$/, /^icons\/[^/]+\.png$/]

const HTML_REF = /\b(?:src|href)\s*=\s*["']([^"']+)["']/gi
const JS_IMPORT = /(?:^|[^.\w$])import\s*(?:[\w$*{}\s,]+?\s*from\s*)?["']([^"']+)["']/g
const JS_REEXPORT = /(?:^|[^.\w$])export\s*[\w$*{}\s,]*?\s*from\s*["']([^"']+)["']/g
const CSS_URL = /url\(\s*(["']?)([^"')]+)\1\s*\)|@import\s+["']([^"']+)["']/g

function matchesOf(re: RegExp, text: string, groups: number[]): string[] {
  const found: string[] = []
  for (const m of text.matchAll(re)) {
    const value = groups.map((g) => m[g]).find(Boolean)
    if (value) found.push(value)
  }
  return found
}

export function referencesIn(url: string, text: string): string[] {
  if (url.endsWith('.html')) return matchesOf(HTML_REF, text, [1])
  if (/\.m?js$/.test(url)) return [...matchesOf(JS_IMPORT, text, [1]), ...matchesOf(JS_REEXPORT, text, [1])]
  if (url.endsWith('.css')) return matchesOf(CSS_URL, text, [2, 3])
  return []
}

/** A reference as a path relative to the output folder, or null when it leaves the site. */
export function resolveReference(fromUrl: string, ref: string): string | null {
  if (/^([a-z][a-z\d+.-]*:|\/\/|#)/i.test(ref)) return null
  const clean = ref.split(/[?#]/)[0]
  if (!clean) return null
  const joined = clean.startsWith('/') ? clean.slice(1) : path.posix.join(path.posix.dirname(fromUrl), clean)
  const normal = path.posix.normalize(joined)
  return normal.startsWith('..') ? null : normal
}

/**
 * The shell: files reachable from index.html through static references, plus ALWAYS_IN_SHELL,
 * plus `bootChunks` (lazy chunks the app cannot start without, e.g. the message catalogs) and
 * their static imports. `read` returns a file's text (relative to the output folder) or undefined.
 */
export function selectShellEntries<T extends { url: string }>(
  entries: T[],
  read: (url: string) => string | undefined,
  bootChunks: RegExp[] = [],
): { kept: T[]; warnings: string[] } {
  const available = new Set(entries.map((e) => e.url))
  const html = read('index.html')
  if (html === undefined) throw new Error('shell-manifest: index.html is missing from the build output')
  const reached = new Set<string>(['index.html'])
  const missing: string[] = []
  const queue: Array<[string, string]> = [['index.html', html]]
  for (const url of available) {
    if (!bootChunks.some((re) => re.test(url))) continue
    reached.add(url)
    const body = read(url)
    if (body !== undefined) queue.push([url, body])
  }
  for (let next = queue.shift(); next; next = queue.shift()) {
    const [from, text] = next
    for (const ref of referencesIn(from, text)) {
      const url = resolveReference(from, ref)
      if (!url || reached.has(url)) continue
      reached.add(url)
      if (!available.has(url)) {
        if (/\.(m?js|css)$/.test(url)) missing.push(url)
        continue
      }
      const body = /\.(m?js|css)$/.test(url) ? read(url) : undefined
      if (body !== undefined) queue.push([url, body])
    }
  }
  const kept = entries.filter((e) => reached.has(e.url) || ALWAYS_IN_SHELL.some((re) => re.test(e.url)))
  const warnings = missing.map(
    (url) => `shell-manifest: ${url} is part of the shell but not in the precache (too large or not globbed?)`,
  )
  return { kept, warnings }
}

/** The workbox `manifestTransforms` entry: reads the emitted files from the output folder. */
export function shellOnlyTransform(outDir: string | (() => string), bootChunks: RegExp[] = []): ManifestTransform {
  return (manifest) => {
    const root = typeof outDir === 'function' ? outDir() : outDir
    const read = (url: string) => {
      const file = path.join(root, url)
      return existsSync(file) ? readFileSync(file, 'utf8') : undefined
    }
    const { kept, warnings } = selectShellEntries(manifest, read, bootChunks)
    return { manifest: kept, warnings }
  }
}
