#!/usr/bin/env node
/**
 * Renders the LDS app icons from one SVG (a bronze Alpine peak with a snow cap over an "LDS"
 * monogram, on the house green) with headless Chromium, and writes public/favicon.svg.
 *
 *   node scripts/make-icons.mjs        # needs /usr/bin/chromium (apt-get install -y chromium)
 *
 * The PNGs are committed; run this again only when the logo changes.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { launchChromium } from './chromium.mjs'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const PUBLIC = path.join(ROOT, 'public')
const MAIN = '#122020'
const BRONZE = '#ab8157'
const CREAM = '#e5ddc9'
const SERIF = "'Liberation Serif', 'Times New Roman', Georgia, serif"

/** The peak, drawn in a 100 x 100 box around (50, 50). */
const peak = (strokeWidth) => `
  <clipPath id="above-horizon"><rect x="0" y="0" width="100" height="58"/></clipPath>
  <path d="M14 61 L43 20 L54 35 L62 26.5 L87 61" fill="none" stroke="${BRONZE}" stroke-width="${strokeWidth}"
        stroke-linejoin="miter" clip-path="url(#above-horizon)"/>
  <path d="M37.3 28 L43 20 L48.7 28 L45.6 25.9 L43 29.4 L40.4 25.9 Z" fill="${CREAM}"/>`
const HORIZON = `<path d="M12 58 H88" stroke="${BRONZE}" stroke-width="0.8"/>`
/** A fine inset frame for the square icons (left out of the maskable one, which gets cropped). */
const FRAME = `<rect x="5.5" y="5.5" width="89" height="89" fill="none" stroke="${BRONZE}" stroke-width="0.6" opacity="0.7"/>`

const MONOGRAM = `
  <text x="52.6" y="80.5" text-anchor="middle" font-family="${SERIF}" font-size="19"
        letter-spacing="5.2" fill="${BRONZE}">LDS</text>`

/**
 * The artwork spans a circle of radius ~36 around the centre, so `scale` 1 keeps it inside the
 * maskable safe zone (a centred circle of 80 % of the size, radius 40).
 */
function iconSvg(size, scale, framed) {
  const t = `translate(50 50) scale(${scale}) translate(-50 -50.5)`
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="0 0 100 100">
  <rect width="100" height="100" fill="${MAIN}"/>${framed ? FRAME : ''}
  <g transform="${t}">${peak(2.2)}${HORIZON}${MONOGRAM}</g>
</svg>`
}

/** The favicon: the peak alone on a rounded square, legible at 16 px; no text, no fonts. */
function faviconSvg() {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 100 100">
  <rect width="100" height="100" rx="18" fill="${MAIN}"/>
  <g transform="translate(50 50) scale(1.28) translate(-50 -39)">${peak(5)}</g>
</svg>
`
}

const ICONS = [
  { file: 'icons/icon-192.png', size: 192, scale: 1.02, framed: true },
  { file: 'icons/icon-512.png', size: 512, scale: 1.02, framed: true },
  { file: 'icons/icon-maskable-512.png', size: 512, scale: 0.95, framed: false },
  { file: 'icons/apple-touch-icon.png', size: 180, scale: 1.05, framed: false },
]

async function main() {
  const browser = await launchChromium(chromium)
  try {
    await mkdir(path.join(PUBLIC, 'icons'), { recursive: true })
    for (const { file, size, scale, framed } of ICONS) {
      const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
      const html = `<!doctype html><html><body style="margin:0;background:${MAIN}">${iconSvg(size, scale, framed)}</body></html>`
      await page.setContent(html, { waitUntil: 'load' })
      await page.evaluate(() => document.fonts.ready)
      await page.screenshot({
        path: path.join(PUBLIC, file),
        omitBackground: false,
        clip: { x: 0, y: 0, width: size, height: size },
      })
      await page.close()
      console.log(`wrote public/${file} (${size}x${size})`)
    }
    await writeFile(path.join(PUBLIC, 'favicon.svg'), faviconSvg())
    console.log('wrote public/favicon.svg')
  } finally {
    await browser.close()
  }
}

await main()
