import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import path from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { referencesIn, resolveReference, selectShellEntries, shellOnlyTransform } from './shell-manifest.ts'

const INDEX_HTML = `<!doctype html><html><head>
  <link rel="icon" href="/favicon.svg" type="image/svg+xml">
  <script type="module" crossorigin src="/assets/index-AbC123.js"></script>
  <link rel="modulepreload" crossorigin href="/assets/react-Dd44.js">
  <link rel="stylesheet" crossorigin href="/assets/index-Ee55.css">
  <link rel="manifest" href="/manifest.webmanifest">
  <a href="https://example.com/">x</a>
</head><body><div id="root"></div></body></html>`

// Minified the way Vite/Rolldown emits it: static imports at the top, lazy routes behind
// import() and a preload dependency map that names the lazy files as plain strings.
const ENTRY_JS = `import{a as e,b as t}from"./react-Dd44.js";import"./router-Ff66.js";export*from"./query-Gg77.js";
const __vite__mapDeps=(i,m=__vite__mapDeps,d=(m.f||(m.f=["assets/hotel-route-Hh88.js","assets/map-Ii99.js","assets/hotel-route-Jj00.css"])))=>i.map(i=>d[i]);
const r=()=>e(()=>import("./hotel-route-Hh88.js"),__vite__mapDeps([0,1,2]));console.log(import.meta.url,t,r)`
const ROUTER_JS = `import{c as n}from"./react-Dd44.js";export{n as x}`
const FILES: Record<string, string> = {
  'index.html': INDEX_HTML,
  'assets/index-AbC123.js': ENTRY_JS,
  'assets/react-Dd44.js': 'export const a=1,b=2,c=3',
  'assets/router-Ff66.js': ROUTER_JS,
  'assets/query-Gg77.js': 'export const q=1',
  'assets/index-Ee55.css': 'body{background:url(/fonts/serif.woff2)}.x{background:url("data:image/png;base64,AA")}',
  'assets/hotel-route-Hh88.js': 'import{a}from"./map-Ii99.js";export default a',
  'assets/map-Ii99.js': 'export const a=1',
  'assets/hotel-route-Jj00.css': '.h{}',
}
const entry = (url: string) => ({ url, revision: null, size: 1 })
const ENTRIES = [
  ...Object.keys(FILES).map(entry),
  entry('offline.html'),
  entry('favicon.svg'),
  entry('icons/icon-192.png'),
  entry('icons/apple-touch-icon.png'),
  entry('fonts/serif.woff2'),
  entry('fonts/unused.woff2'),
]
const read = (url: string) => FILES[url]

describe('selectShellEntries', () => {
  it('keeps index.html, its entry chunk with its static imports, its CSS and fonts, icons and offline.html', () => {
    const { kept, warnings } = selectShellEntries(ENTRIES, read)
    expect(kept.map((e) => e.url).sort()).toEqual([
      'assets/index-AbC123.js',
      'assets/index-Ee55.css',
      'assets/query-Gg77.js',
      'assets/react-Dd44.js',
      'assets/router-Ff66.js',
      'favicon.svg',
      'fonts/serif.woff2',
      'icons/apple-touch-icon.png',
      'icons/icon-192.png',
      'index.html',
      'offline.html',
    ])
    expect(warnings).toEqual([])
  })

  it('leaves out lazy route chunks, lazily imported libraries and their CSS', () => {
    const urls = selectShellEntries(ENTRIES, read).kept.map((e) => e.url)
    expect(urls).not.toContain('assets/hotel-route-Hh88.js')
    expect(urls).not.toContain('assets/map-Ii99.js')
    expect(urls).not.toContain('assets/hotel-route-Jj00.css')
    expect(urls).not.toContain('fonts/unused.woff2')
  })

  it('warns when a shell script is referenced but missing from the candidates (e.g. too large)', () => {
    const { kept, warnings } = selectShellEntries(
      ENTRIES.filter((e) => e.url !== 'assets/react-Dd44.js'),
      read,
    )
    expect(kept.map((e) => e.url)).not.toContain('assets/react-Dd44.js')
    expect(warnings).toEqual([expect.stringContaining('assets/react-Dd44.js')])
  })

  it('adds boot chunks (the message catalogs) and their static imports', () => {
    const files: Record<string, string> = {
      ...FILES,
      'assets/de-BOLr82sf.js': 'import{t}from"./catalog-runtime-Kk11.js";export const messages=t',
      'assets/catalog-runtime-Kk11.js': 'export const t=1',
    }
    const entries = [...ENTRIES, entry('assets/de-BOLr82sf.js'), entry('assets/catalog-runtime-Kk11.js')]
    const urls = selectShellEntries(entries, (url) => files[url], [/^assets\/(en|de)-[\w-]{8}\.js$/]).kept.map(
      (e) => e.url,
    )
    expect(urls).toEqual(expect.arrayContaining(['assets/de-BOLr82sf.js', 'assets/catalog-runtime-Kk11.js']))
    expect(urls).not.toContain('assets/hotel-route-Hh88.js')
  })

  it('fails loudly without index.html', () => {
    expect(() => selectShellEntries(ENTRIES, () => undefined)).toThrow(/index\.html/)
  })
})

describe('references', () => {
  it('reads static imports and re-exports but not import() or import.meta', () => {
    expect(referencesIn('assets/a.js', ENTRY_JS).sort()).toEqual([
      './query-Gg77.js',
      './react-Dd44.js',
      './router-Ff66.js',
    ])
  })

  it('resolves relative, absolute and external references against the output folder', () => {
    expect(resolveReference('index.html', '/assets/a.js')).toBe('assets/a.js')
    expect(resolveReference('assets/a.js', './b.js?v=1')).toBe('assets/b.js')
    expect(resolveReference('assets/a.css', '../fonts/f.woff2#x')).toBe('fonts/f.woff2')
    expect(resolveReference('index.html', 'https://cdn.example.com/a.js')).toBeNull()
    expect(resolveReference('index.html', '//cdn.example.com/a.js')).toBeNull()
    expect(resolveReference('index.html', 'data:image/png;base64,AA')).toBeNull()
    expect(resolveReference('index.html', '../../etc/passwd')).toBeNull()
  })
})

describe('shellOnlyTransform', () => {
  let dir = ''
  afterEach(() => rmSync(dir, { recursive: true, force: true }))

  it('reads the emitted files from the output folder', async () => {
    dir = mkdtempSync(path.join(tmpdir(), 'lds-shell-'))
    for (const [url, text] of Object.entries(FILES)) {
      mkdirSync(path.dirname(path.join(dir, url)), { recursive: true })
      writeFileSync(path.join(dir, url), text)
    }
    const result = await shellOnlyTransform(dir)(ENTRIES)
    expect(result.manifest.map((e) => e.url)).toContain('assets/router-Ff66.js')
    expect(result.manifest.map((e) => e.url)).not.toContain('assets/hotel-route-Hh88.js')
  })
})
