import { describe, expect, it } from 'vitest'
import { isSafeCss, looksLikeSvg, sanitiseSvg } from './svg-sanitiser.ts'

const NS = 'xmlns="http://www.w3.org/2000/svg"'
const XLINK = 'xmlns:xlink="http://www.w3.org/1999/xlink"'
const svg = (inner: string, attrs = '') =>
  `<svg ${NS} ${XLINK} viewBox="0 0 10 10"${attrs}>${inner}<path d="M0 0h10v10H0z"/></svg>`

describe('sanitiseSvg: what is removed', () => {
  it.each([
    ['a <script>', svg('<script>alert(1)</script>'), /script|alert/i],
    ['a CDATA script', svg('<script><![CDATA[alert(1)]]></script>'), /script|alert/i],
    ['an onload attribute', svg('<g onload="alert(1)"><rect width="1" height="1"/></g>'), /onload|alert/i],
    ['an onclick on the root', svg('', ' onclick="alert(1)"'), /onclick|alert/i],
    [
      'a <foreignObject>',
      svg(
        '<foreignObject><div xmlns="http://www.w3.org/1999/xhtml">hi<img src="x" onerror="alert(1)"/></div></foreignObject>',
      ),
      /foreignObject|div|onerror|img/i,
    ],
    ['an external href', svg('<use href="https://evil.example/s.svg#a"/>'), /evil|https/],
    ['an external xlink:href', svg('<image xlink:href="http://evil.example/x.png"/>'), /evil|"http:\/\/evil/],
    ['a data URI', svg('<image href="data:image/svg+xml;base64,PHN2Zz4="/>'), /data:/],
    [
      'an xlink:href javascript: link',
      svg('<a xlink:href="javascript:alert(1)"><rect width="1" height="1"/></a>'),
      /javascript|alert/,
    ],
    [
      'a style @import',
      svg('<style>@import url(https://evil.example/x.css); rect { fill: red }</style>'),
      /@import|evil/,
    ],
    ['a style url() to the outside', svg('<style>rect { fill: url(https://evil.example/x) }</style>'), /evil/],
    [
      'a style attribute url()',
      svg('<rect width="1" height="1" style="fill: url(javascript:alert(1))"/>'),
      /javascript|alert/,
    ],
    ['a fill url() to the outside', svg('<rect width="1" height="1" fill="url(http://evil.example/g)"/>'), /evil/],
    [
      'an <animate> setting href',
      svg('<a href="#x"><animate attributeName="href" to="javascript:alert(1)"/></a>'),
      /animate|javascript/,
    ],
    ['a <set>', svg('<set attributeName="onmouseover" to="alert(1)"/>'), /<set|alert/],
    ['an <iframe>', svg('<iframe src="https://evil.example"></iframe>'), /iframe|evil/],
  ])('%s', async (_name, input, forbidden) => {
    const out = await sanitiseSvg(input)
    expect(out).not.toBeNull()
    expect(out).not.toMatch(forbidden)
    expect(out).toMatch(/^<svg xmlns="http:\/\/www\.w3\.org\/2000\/svg"/)
    expect(out).toContain('<path d="M0 0h10v10H0z"/>')
  })
})

describe('sanitiseSvg: what is kept', () => {
  it('keeps a clean logo: paths, groups, gradients, internal references, inline styles and titles', async () => {
    const logo = `<?xml version="1.0" encoding="UTF-8"?>
<svg ${NS} ${XLINK} width="120" height="40" viewBox="0 0 120 40">
  <title>Agency</title>
  <defs><linearGradient id="g"><stop offset="0" stop-color="#0b3d5c"/><stop offset="1" stop-color="#ab8157"/></linearGradient></defs>
  <style>.mark { fill: url(#g) }</style>
  <g class="mark" transform="translate(2 2)"><path id="p" d="M0 0 L10 0 L5 8 Z" style="stroke: #000; stroke-width: 1"/></g>
  <use xlink:href="#p" x="20"/><use href="#p" x="40"/>
  <text x="60" y="20" font-family="Lato" fill="#123">Voyages</text>
</svg>`
    const out = (await sanitiseSvg(logo))!
    for (const kept of [
      'viewBox="0 0 120 40"',
      '<title>Agency</title>',
      '<linearGradient id="g">',
      '<style>.mark { fill: url(#g) }</style>',
      '<path id="p" d="M0 0 L10 0 L5 8 Z" style="stroke: #000; stroke-width: 1"/>',
      'xlink:href="#p"',
      '<use href="#p" x="40"/>',
      'Voyages</text>',
    ])
      expect(out).toContain(kept)
  })
})

describe('sanitiseSvg: what is refused (null)', () => {
  it.each([
    ['no svg namespace', '<svg viewBox="0 0 1 1"><path d="M0 0"/></svg>'],
    ['an html root', `<html><body><svg ${NS}><path d="M0 0"/></svg></body></html>`],
    ['malformed XML', `<svg ${NS}><path d="M0 0"></svg>`],
    ['nothing drawable left', `<svg ${NS}><script>alert(1)</script></svg>`],
    [
      'only a foreignObject',
      `<svg ${NS}><foreignObject><p xmlns="http://www.w3.org/1999/xhtml">x</p></foreignObject></svg>`,
    ],
    ['an entity declaration', `<!DOCTYPE svg [<!ENTITY a "aaaa">]><svg ${NS}><text>&a;</text></svg>`],
  ])('%s', async (_name, input) => {
    expect(await sanitiseSvg(input)).toBeNull()
  })
})

describe('isSafeCss', () => {
  it.each([
    ['fill: red', true],
    ['fill: url(#g)', true],
    ["fill: url('#g')", true],
    ['@import "x.css"', false],
    ['fill: url(x.svg#g)', false],
    ['background: url(data:image/png;base64,AAAA)', false],
    ['fill: u\\72l(http://x)', false],
    ['fill: url(#g', false],
    ['width: expression(alert(1))', false],
  ])('%s → %s', (css, safe) => {
    expect(isSafeCss(css)).toBe(safe)
  })
})

describe('looksLikeSvg', () => {
  it('reads UTF-8 text mentioning <svg, and nothing else', () => {
    expect(looksLikeSvg(new TextEncoder().encode('\uFEFF<svg/>'))).toBe('<svg/>')
    expect(looksLikeSvg(new TextEncoder().encode('<html></html>'))).toBeUndefined()
    expect(looksLikeSvg(new Uint8Array([0xff, 0xfe, 0x3c, 0x73]))).toBeUndefined()
  })
})
