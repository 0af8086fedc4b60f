import { readFileSync, readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { classesInHtml, criticalCss, requiredClasses, splitSelectorList } from './critical-css.ts'

describe('classesInHtml', () => {
  it('collects the class names of every class attribute, and nothing from text or JSON', () => {
    const html =
      '<div class="a  b"><p class="c">class="d"</p><script type="application/json">{"x":"<i class=\\"e\\">"}</script><span class=""></span></div>'
    expect([...classesInHtml(html)].sort()).toEqual(['a', 'b', 'c'])
  })
})

describe('requiredClasses', () => {
  it.each([
    ['.card', ['card']],
    ['.card .card__title', ['card', 'card__title']],
    ['.menu[aria-expanded=true]>.menu__icon:hover', ['menu', 'menu__icon']],
    ['a:focus-visible', []],
    ['*,:before,:after', []],
    ['.btn:not(.btn--ghost)', ['btn']],
    ['.a:not(.b .c)>.d', ['a', 'd']],
    ['.md\\:wide', ['md:wide']],
    ['html[data-theme=dark] .x::after', ['x']],
  ])('%s needs %j', (selector, classes) => {
    expect(requiredClasses(selector)).toEqual(classes)
  })

  it.each([':is(.a,.b) p', '.list:has(.item)', ':where(.a) .b'])('cannot judge %s by class names', (selector) => {
    expect(requiredClasses(selector)).toBeNull()
  })
})

describe('splitSelectorList', () => {
  it('splits at top-level commas only', () => {
    expect(splitSelectorList('.a, .b:not(.c,.d) ,[data-x="1,2"] .e')).toEqual([
      '.a',
      '.b:not(.c,.d)',
      '[data-x="1,2"] .e',
    ])
  })
})

describe('criticalCss', () => {
  const css = [
    '@charset "UTF-8";',
    ':root{--gap:1rem}',
    'body{margin:0}',
    '.card{padding:1rem}',
    '.dialog{position:fixed}',
    '.card,.dialog__title{color:red}',
    '.card .dialog{top:0}',
    '@media (min-width:48rem){.card{padding:2rem}.dialog{inset:0}}',
    '@media print{.dialog{display:none}}',
    '@keyframes fade{0%{opacity:0}}',
    '@font-face{font-family:x;src:url(x.woff2)}',
    '.x:is(.a){color:blue}',
    '.quote:before{content:"{.dialog}"}',
    '@supports (display:grid){@media (min-width:1px){.card{display:grid}.dialog{display:grid}}}',
  ].join('')
  const out = criticalCss(css, new Set(['card']))

  it('keeps the rules the classes can match, in their order', () => {
    expect(out).toContain(
      '@charset "UTF-8";:root{--gap:1rem}body{margin:0}.card{padding:1rem}.card,.dialog__title{color:red}',
    )
    expect(out).toContain('@media (min-width:48rem){.card{padding:2rem}}')
    expect(out).toContain('@supports (display:grid){@media (min-width:1px){.card{display:grid}}}')
  })

  it('drops the rules that need a class the page does not have, and empty groups', () => {
    expect(out).not.toContain('.dialog{')
    expect(out).not.toContain('.card .dialog')
    expect(out).not.toContain('@media print')
    expect(out).not.toContain('.quote')
  })

  it('keeps what it cannot judge by class names', () => {
    expect(out).toContain('@keyframes fade{0%{opacity:0}}')
    expect(out).toContain('@font-face{font-family:x;src:url(x.woff2)}')
    expect(out).toContain('.x:is(.a){color:blue}')
  })

  it('gives the whole stylesheet back when the page has every class', () => {
    const all = new Set(['card', 'dialog', 'dialog__title', 'quote', 'x', 'a'])
    expect(criticalCss(css, all)).toBe(css)
  })

  it('reads the built stylesheet whole: with every class, no rule is lost', () => {
    const dir = 'dist/assets'
    const file = (() => {
      try {
        return readdirSync(dir).find((name) => /^style-.*\.css$/.test(name))
      } catch {
        return undefined
      }
    })()
    if (!file) return // no build in this checkout: the hand-written stylesheet above covers the parser
    const built = readFileSync(`${dir}/${file}`, 'utf8')
    const every = new Set([...built.matchAll(/\.((?:\\.|[\w-])+)/g)].map((m) => m[1].replace(/\\(.)/g, '$1')))
    // (its comments, e.g. the bundler's `/*$vite$:1*/`, are not rules)
    const same = criticalCss(built, every) === built.replace(/\/\*[\s\S]*?\*\//g, '').trim()
    expect(same).toBe(true)
    expect(criticalCss(built, new Set()).length).toBeLessThan(built.length / 4)
  })
})
