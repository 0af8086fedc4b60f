/** Flat illustrated portraits (400x400) for sales managers and authors. */
import type { Rng } from '#server/db/seed/random.ts'
import { PALETTE, mix, svgDoc } from './svg.ts'

const SKIN = ['#f3d9c4', '#ebc4a3', '#d9a57f', '#b97d57', '#8a5a3b', '#f6e0cf']
const HAIR = ['#2b1d14', '#4a3020', '#7a5230', '#b48a5a', '#d9bf8c', '#9a9a9a', '#1c1c1c']
const BACKDROPS = [PALETTE.cream, '#d9e3ea', '#e8d9c6', '#cfd9cf', '#e6e0ea', '#f0e6d6']
const JACKETS = [PALETTE.ink, '#2d3e50', '#5a4634', PALETTE.bronze, '#6b6f74', '#3d2f3a']

export type PortraitStyle = 'short' | 'long' | 'bun' | 'beard' | 'bob'
export const PORTRAIT_STYLES: PortraitStyle[] = ['short', 'long', 'bun', 'beard', 'bob']

function hairBack(style: PortraitStyle, hair: string): string {
  if (style === 'long') return `<path d="M112,190q-6-120 88-124q94,4 88,124l14,150h-204z" fill="${hair}"/>`
  if (style === 'bob') return `<path d="M118,200q-8-128 82-130q90,2 82,130l-4,52h-156z" fill="${hair}"/>`
  if (style === 'bun') return `<circle cx="200" cy="74" r="34" fill="${hair}"/>`
  return ''
}

function hairFront(style: PortraitStyle, hair: string): string {
  switch (style) {
    case 'short':
    case 'beard':
      return `<path d="M130,176q-4-92 72-96q74,2 68,92q-10-42-50-52q-40,22-90,56z" fill="${hair}"/>`
    case 'long':
    case 'bob':
      return `<path d="M128,190q2-104 74-108q70,4 70,104q-32-18-52-60q-30,50-92,64z" fill="${hair}"/>`
    case 'bun':
      return `<path d="M132,178q0-94 70-96q66,2 66,92q-20-40-66-52q-44,14-70,56z" fill="${hair}"/>`
  }
}

export function portraitSvg(rng: Rng, style: PortraitStyle): string {
  const skin = rng.pick(SKIN)
  const hair = style === 'beard' && rng.chance(0.3) ? '#9a9a9a' : rng.pick(HAIR)
  const jacket = rng.pick(JACKETS)
  const bg = rng.pick(BACKDROPS)
  const shade = mix(skin, '#000000', 0.18)
  let body = `<rect width="400" height="400" fill="${bg}"/><circle cx="320" cy="80" r="150" fill="#fff" opacity=".25"/>`
  body += hairBack(style, hair)
  body += `<path d="M174,250h52v50h-52z" fill="${shade}"/>`
  body += `<path d="M60,400q8-110 110-118l30,30 30-30q102,8 110,118z" fill="${jacket}"/>`
  body += `<path d="M170,282l30,44 30-44-10-6-20,24-20-24z" fill="${rng.pick(['#ffffff', PALETTE.creamLight, '#dfe7ee'])}"/>`
  body += `<ellipse cx="200" cy="186" rx="66" ry="82" fill="${skin}"/>`
  body += `<ellipse cx="134" cy="192" rx="10" ry="16" fill="${shade}"/><ellipse cx="266" cy="192" rx="10" ry="16" fill="${shade}"/>`
  if (style === 'beard')
    body += `<path d="M136,196q4,76 64,80q60-4 64-80q-16,30-30,34q-34-14-68,0q-14-4-30-34z" fill="${hair}"/>`
  body += `<path d="M160,168q14-10 28,0M212,168q14-10 28,0" stroke="${mix(hair, '#000000', 0.2)}" stroke-width="5" fill="none" stroke-linecap="round"/>`
  body += `<ellipse cx="174" cy="188" rx="6" ry="7" fill="#2a211c"/><ellipse cx="226" cy="188" rx="6" ry="7" fill="#2a211c"/>`
  body += `<path d="M200,196q-4,22 6,26" stroke="${shade}" stroke-width="4" fill="none" stroke-linecap="round"/>`
  body += `<path d="M180,236q20,14 40,0" stroke="#9b4f45" stroke-width="5" fill="none" stroke-linecap="round"/>`
  body += hairFront(style, hair)
  return svgDoc(400, 400, '', body)
}
