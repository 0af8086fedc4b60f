/** Simple wordmark logos with an emblem, used inline (programs) and as files (agencies). */
import { PALETTE, escapeXml } from './svg.ts'

export type Emblem = 'peak' | 'ring' | 'diamond' | 'star' | 'shield'

function emblemPath(emblem: Emblem, color: string, accent: string): string {
  switch (emblem) {
    case 'peak':
      return `<path d="M14,112L62,34l22,34 14-18 34,62z" fill="${color}"/><path d="M62,34l12,19-12-5-8,8z" fill="${accent}"/>`
    case 'ring':
      return `<circle cx="72" cy="80" r="46" fill="none" stroke="${color}" stroke-width="8"/><circle cx="72" cy="80" r="30" fill="none" stroke="${accent}" stroke-width="4"/>`
    case 'diamond':
      return `<path d="M72,26l46,54-46,54-46-54z" fill="${color}"/><path d="M72,50l22,30-22,30-22-30z" fill="${accent}"/>`
    case 'star':
      return `<path d="M72,24l14,40h42l-34,24 13,40-35-25-35,25 13-40-34-24h42z" fill="${color}"/><circle cx="72" cy="80" r="10" fill="${accent}"/>`
    case 'shield':
      return `<path d="M30,34h84v46q0,40-42,58q-42-18-42-58z" fill="${color}"/><path d="M48,96l24-36 24,36z" fill="${accent}"/>`
  }
}

/** A 480x160 logo: emblem on the left, name (and optional tagline) in a serif face. */
export function logoSvg(opts: {
  name: string
  tagline?: string
  color?: string
  accent?: string
  emblem: Emblem
  background?: string
}): string {
  const color = opts.color ?? PALETTE.ink
  const accent = opts.accent ?? PALETTE.bronze
  const name = escapeXml(opts.name)
  const size = opts.name.length > 22 ? 26 : opts.name.length > 14 ? 32 : 40
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="480" height="160" viewBox="0 0 480 160">` +
    (opts.background ? `<rect width="480" height="160" rx="12" fill="${opts.background}"/>` : '') +
    emblemPath(opts.emblem, color, accent) +
    `<text x="150" y="${opts.tagline ? 86 : 96}" font-family="Georgia,'Times New Roman',serif" font-size="${size}" fill="${color}">${name}</text>` +
    (opts.tagline
      ? `<text x="152" y="118" font-family="Helvetica,Arial,sans-serif" font-size="15" letter-spacing="3" fill="${accent}">${escapeXml(opts.tagline.toUpperCase())}</text>`
      : '') +
    '</svg>'
  )
}
