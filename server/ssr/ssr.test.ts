import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { ServerRenderResult } from '#domain/system/server-render.ts'
import { EARLY_INPUT_SCRIPT } from './early-input.ts'
import { PageCache } from './page-cache.ts'
import { escapeHtml } from '../lib/html.ts'
import {
  assemblePage,
  firstPaintFirst,
  inlineCriticalCss,
  inlineStylesheet,
  jsonForHtml,
  splitLeadingLinks,
} from './page-html.ts'

type RenderedPage = Extract<ServerRenderResult, { kind: 'page' }>

const template = readFileSync('index.html', 'utf8')

function page(overrides: Partial<RenderedPage> = {}): RenderedPage {
  return {
    kind: 'page',
    status: 200,
    html: '<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/><div class="app"><h1>Chalet</h1></div>',
    head: {
      title: 'Chalet <Serenity> | LDS',
      description: 'Six "bedrooms" & a view',
      canonical: 'https://www.lds-alps.com/chalets/france/courchevel',
      alternates: [{ hreflang: 'de', href: 'https://www.lds-alps.de/chalets/france/courchevel' }],
    },
    rootStyle: '',
    state: {
      href: '/',
      language: 'de',
      brandId: 'default',
      config: { appVersion: '1', appEnv: 'demo', mediaBaseUrl: '/media', mapStyleUrl: null },
      queries: { mutations: [], queries: [] },
    },
    ...overrides,
  }
}

describe('assemblePage', () => {
  const html = assemblePage(template, page())

  it('puts the markup into #root instead of the splash, and drops the "enable JavaScript" note', () => {
    expect(html).toContain('<div id="root"><div class="app"><h1>Chalet</h1></div></div>')
    expect(html).not.toContain('boot-splash')
    expect(html).not.toContain('<noscript>')
  })

  it('writes the language, title, description, canonical and alternate links, escaped', () => {
    expect(html).toContain('<html lang="de">')
    expect(html).toContain('<title>Chalet &lt;Serenity&gt; | LDS</title>')
    expect(html).toContain('<meta name="description" content="Six &quot;bedrooms&quot; &amp; a view" />')
    expect(html).toContain(
      '<link rel="canonical" href="https://www.lds-alps.com/chalets/france/courchevel" data-page-link />',
    )
    expect(html).toContain(
      '<link rel="alternate" hreflang="de" href="https://www.lds-alps.de/chalets/france/courchevel" data-page-link />',
    )
  })

  it("moves React's resource hints (the LCP image preload) into the head", () => {
    const head = html.slice(0, html.indexOf('</head>'))
    expect(head).toContain('<link rel="preload" as="image" href="/media/hero.svg" fetchPriority="high"/>')
  })

  it('carries the state as a JSON data block at the end of the body, never as an inline script', () => {
    expect(html).toMatch(/<script type="application\/json" id="lds-page-state">\{.*\}<\/script><\/body>/)
    // the one inline script is the fixed one that notes early presses (allowed by its hash)
    expect(html.replace(`<script>${EARLY_INPUT_SCRIPT}</script>`, '')).not.toMatch(/<script>/)
  })

  it('adds robots and the brand colours when the page has them', () => {
    const other = assemblePage(
      template,
      page({ head: { title: 'Not found', robots: 'noindex' }, rootStyle: '--color-primary:#123' }),
    )
    expect(other).toContain('<meta name="robots" content="noindex" />')
    expect(other).toContain('<html lang="de" style="--color-primary:#123">')
  })

  it('keeps a $ in the markup and the title as it is (no replacement patterns)', () => {
    const html = assemblePage(template, page({ html: "<p>$& $' $1</p>", head: { title: "Chalet $& $'" } }))
    expect(html).toContain('<div id="root"><p>$& $\' $1</p></div>')
    expect(html).toContain('<title>Chalet $&amp; $&#39;</title>')
  })
})

describe('firstPaintFirst', () => {
  it('puts the stylesheet right after the viewport, starts the entry after the first paint and leaves it its own chunks to fetch', () => {
    const built = [
      '<head><meta charset="UTF-8" />',
      '<meta name="viewport" content="width=device-width" />',
      '<title>x</title>',
      '<script type="module" crossorigin src="/assets/index-a.js"></script>',
      '<link rel="modulepreload" crossorigin href="/assets/jsx-b.js">',
      '<link rel="modulepreload" crossorigin href="/assets/router-c.js">',
      '<link rel="stylesheet" crossorigin href="/assets/style-d.css">',
      '</head>',
    ].join('\n')
    const html = firstPaintFirst(built)
    expect(html).not.toContain('modulepreload')
    expect(html).not.toContain('<script type="module" crossorigin src=')
    expect(html).toContain('<meta name="lds-entry" content="/assets/index-a.js" /><script type="module">')
    expect(html.indexOf('style-d.css')).toBeLessThan(html.indexOf('<title>'))
    expect(html.indexOf('style-d.css')).toBeGreaterThan(html.indexOf('name="viewport"'))
    expect(html.match(/style-d\.css/g)).toHaveLength(1)
  })

  it('is part of every assembled page', () => {
    const built = readFileSync('index.html', 'utf8').replace(
      '</head>',
      '<link rel="modulepreload" href="/a.js"><link rel="stylesheet" href="/s.css"></head>',
    )
    const html = assemblePage(built, page())
    expect(html).not.toContain('modulepreload')
    expect(html.indexOf('/s.css')).toBeLessThan(html.indexOf('<title>'))
  })
})

describe('inlineCriticalCss', () => {
  it("cuts the inlined rules to those the page's classes can match, and marks them", () => {
    const built = inlineStylesheet(
      '<head><meta name="viewport" content="width=device-width" /><link rel="stylesheet" href="/assets/style-d.css"></head>',
      () => 'body{margin:0}.card{color:red}.dialog{position:fixed}',
    )
    const html = assemblePage(
      built.replace('</head>', '</head><body><div id="root"><div></div></div></body>'),
      page({ html: '<article class="card">x</article>' }),
    )
    expect(html).toContain(
      '<style data-href="/assets/style-d.css" data-critical>body{margin:0}.card{color:red}</style>',
    )
  })

  it('leaves a linked stylesheet alone', () => {
    const html = inlineCriticalCss(
      '<head><link rel="stylesheet" href="/assets/style-d.css"></head><body class="x"></body>',
    )
    expect(html).toBe('<head><link rel="stylesheet" href="/assets/style-d.css"></head><body class="x"></body>')
  })
})

describe('inlineStylesheet', () => {
  const built =
    '<head><meta name="viewport" content="width=device-width" /><title>x</title><link rel="stylesheet" crossorigin href="/assets/style-d.css"></head>'

  it("puts the built stylesheet's rules in the head instead of its link, first after the viewport once assembled", () => {
    const inlined = inlineStylesheet(built, (href) => (href === '/assets/style-d.css' ? '.a{color:red}' : undefined))
    expect(inlined).not.toContain('<link rel="stylesheet"')
    expect(inlined).toContain('<style data-href="/assets/style-d.css">.a{color:red}</style>')
    const html = firstPaintFirst(inlined)
    expect(html.indexOf('<style')).toBeGreaterThan(html.indexOf('name="viewport"'))
    expect(html.indexOf('<style')).toBeLessThan(html.indexOf('<title>'))
    expect(html.match(/<style/g)).toHaveLength(1)
  })

  it('keeps the link when the file cannot be read, and never lets the rules close the element early', () => {
    expect(inlineStylesheet(built, () => undefined)).toBe(built)
    expect(inlineStylesheet(built, () => '.a::after{content:"</style><script>"}')).toContain(
      'content:"<\\/style><script>"}</style>',
    )
  })
})

describe('jsonForHtml', () => {
  it.each([
    ['</script><script>alert(1)</script>', '\\u003c/script\\u003e'],
    ['<!--', '\\u003c!--'],
    ['a & b', '\\u0026'],
    ['\u2028', '\\u2028'],
  ])('%j cannot end or break the data block', (value, expected) => {
    const json = jsonForHtml({ value })
    expect(json).toContain(expected)
    expect(JSON.parse(json)).toEqual({ value })
  })
})

describe('splitLeadingLinks and escapeHtml', () => {
  it('splits only links at the very start', () => {
    expect(splitLeadingLinks('<link a/><link b/><div><link c/></div>')).toEqual({
      links: '<link a/><link b/>',
      body: '<div><link c/></div>',
    })
    expect(splitLeadingLinks('<div></div>')).toEqual({ links: '', body: '<div></div>' })
  })
  it('escapes the characters that matter in text and attributes', () => {
    expect(escapeHtml('<a href="x">&\'</a>')).toBe('&lt;a href=&quot;x&quot;&gt;&amp;&#39;&lt;/a&gt;')
  })
})

describe('PageCache', () => {
  it('keeps pages for their time, least recently used out first, and forgets all on clear', () => {
    let now = 0
    const cache = new PageCache(2, 1000, () => now)
    const a = cache.store('a', 200, '<p>a</p>')
    expect(cache.get('a')).toBe(a)
    expect(a.etag).toMatch(/^W\/"/)
    cache.store('b', 404, '<p>b</p>')
    cache.get('a') // a is now the most recent
    cache.store('c', 200, '<p>c</p>')
    expect(cache.get('b')).toBeUndefined()
    expect(cache.get('a')?.status).toBe(200)
    now = 1000
    expect(cache.get('a')).toBeUndefined()
    cache.store('d', 200, 'd')
    cache.clear()
    expect(cache.size).toBe(0)
  })

  it('gives different pages different ETags', () => {
    const cache = new PageCache(5, 1000)
    expect(cache.store('x', 200, '<p>one</p>').etag).not.toBe(cache.store('y', 200, '<p>two</p>').etag)
  })
})
