/** Interior scenes (1600x1000): living room with fireplace, bedroom, spa with pool, dining room. */
import type { Rng } from '#server/db/seed/random.ts'
import { BACK, H, W, WALL_STYLES, glow, shellBody, shellDefs, windowOnView } from './interior-shell.ts'
import type { Mood } from './interior-shell.ts'
import { PALETTE, gradient, mix, polyPath, r0, svgDoc } from './svg.ts'

export type InteriorKind = 'living' | 'bedroom' | 'spa' | 'dining'
export const INTERIOR_KINDS: InteriorKind[] = ['living', 'bedroom', 'spa', 'dining']

const FABRICS = [PALETTE.cream, '#c9b79a', PALETTE.bronze, '#6f7b74', '#8d5b4c', '#3f4b55']

function fireplace(x: number, mood: Mood): string {
  const { y0, y1 } = BACK
  let out = `<rect x="${x}" y="${y0}" width="240" height="${y1 - y0}" fill="#8f877b"/>`
  out += `<path d="M${x},${y0 + 120}h240M${x},${y0 + 240}h240M${x},${y0 + 360}h240" stroke="#6e675d" stroke-width="4"/>`
  out += `<rect x="${x - 20}" y="${y1 - 210}" width="280" height="22" fill="#3a2a1e"/>`
  out += `<rect x="${x + 40}" y="${y1 - 170}" width="160" height="150" fill="#1a1512"/>`
  out += `<path d="M${x + 70},${y1 - 24}q10-70 30-96q4,40 20,50q10-60 30-80q8,60 26,126z" fill="#f08a3c"/>`
  out += `<path d="M${x + 95},${y1 - 24}q8-40 22-60q6,30 16,36q8-30 18-44q6,40 10,68z" fill="#ffd27f"/>`
  return out + glow(x + 120, y1 - 60, mood === 'evening' ? 360 : 240, mood === 'evening' ? 0.8 : 0.45)
}

function sofa(x: number, y: number, w: number, fabric: string): string {
  const dark = mix(fabric, '#000000', 0.25)
  let out = `<rect x="${x}" y="${y}" width="${w}" height="120" rx="18" fill="${dark}"/>`
  out += `<rect x="${x + 30}" y="${y + 55}" width="${w - 60}" height="55" rx="12" fill="${fabric}"/>`
  out += `<rect x="${x - 10}" y="${y + 30}" width="50" height="100" rx="16" fill="${fabric}"/><rect x="${x + w - 40}" y="${y + 30}" width="50" height="100" rx="16" fill="${fabric}"/>`
  for (let k = 0; k < 3; k++)
    out += `<rect x="${r0(x + 60 + k * ((w - 180) / 2))}" y="${y + 20}" width="60" height="50" rx="12" fill="${k === 1 ? PALETTE.bronze : PALETTE.creamLight}"/>`
  return out
}

function living(rng: Rng, mood: Mood): string {
  const left = rng.chance(0.5)
  let out = windowOnView(left ? 620 : 300, 210, 680, 420, 4)
  out += fireplace(left ? 320 : 1040, mood)
  out += `<path d="${polyPath([
    [420, 940],
    [520, 800],
    [1080, 800],
    [1180, 940],
  ])}" fill="${rng.pick(FABRICS)}" opacity=".55"/>`
  out += sofa(380, 800, 840, rng.pick(FABRICS.slice(0, 4)))
  out += `<rect x="640" y="880" width="320" height="30" rx="6" fill="#3a2a1e"/><rect x="660" y="910" width="14" height="60" fill="#2a1e15"/><rect x="926" y="910" width="14" height="60" fill="#2a1e15"/>`
  out += `<path d="M1330,990V560" stroke="#2a1e15" stroke-width="8"/><path d="M1280,560h100l-18-70h-64z" fill="${PALETTE.creamLight}"/>`
  return out + glow(1330, 540, 220, mood === 'evening' ? 0.75 : 0.3)
}

function bedroom(rng: Rng, mood: Mood): string {
  const fabric = rng.pick(FABRICS)
  let out = windowOnView(rng.chance(0.5) ? 300 : 1010, 230, 300, 380, 2)
  out += `<rect x="560" y="330" width="480" height="330" rx="20" fill="${mix(fabric, '#000000', 0.2)}"/>`
  out += `<path d="M600,350v290M680,350v290M760,350v290M840,350v290M920,350v290M1000,350v290" stroke="#000" stroke-opacity=".12" stroke-width="4"/>`
  out += `<path d="${polyPath([
    [520, 640],
    [1080, 640],
    [1220, 900],
    [380, 900],
  ])}" fill="${PALETTE.snow}"/>`
  out += `<path d="${polyPath([
    [380, 900],
    [1220, 900],
    [1220, 960],
    [380, 960],
  ])}" fill="#d9dde2"/>`
  out += `<path d="${polyPath([
    [450, 770],
    [1150, 770],
    [1190, 850],
    [410, 850],
  ])}" fill="${PALETTE.bronze}"/>`
  for (const x of [600, 820])
    out += `<rect x="${x}" y="580" width="180" height="80" rx="24" fill="${PALETTE.creamLight}"/>`
  for (const x of [380, 1120]) {
    out += `<rect x="${x}" y="600" width="100" height="110" fill="#3a2a1e"/><path d="M${x + 50},600v-70" stroke="#2a1e15" stroke-width="6"/>`
    out +=
      `<path d="M${x + 15},535h70l-12-50h-46z" fill="${PALETTE.creamLight}"/>` +
      glow(x + 50, 520, 160, mood === 'evening' ? 0.8 : 0.35)
  }
  return out
}

function spa(rng: Rng, mood: Mood): string {
  let out = windowOnView(BACK.x0 + 60, 200, BACK.x1 - BACK.x0 - 120, 440, 5)
  const water = mood === 'evening' ? ['#1f5360', '#3f8a92'] : ['#4aa3b0', '#9fd6d8']
  out =
    `<linearGradient id="wa" x1="0" y1="0" x2="0" y2="1"><stop offset="0%" stop-color="${water[1]}"/><stop offset="100%" stop-color="${water[0]}"/></linearGradient>` +
    out
  out += `<path d="${polyPath([
    [380, 740],
    [1220, 740],
    [1420, 980],
    [180, 980],
  ])}" fill="url(#wa)"/>`
  out += `<path d="${polyPath([
    [380, 740],
    [1220, 740],
    [1226, 748],
    [374, 748],
  ])}" fill="#e9e3d7"/>`
  let ripples = ''
  for (let k = 0; k < 14; k++) {
    const y = rng.range(760, 960)
    const x = rng.range(300, 1200)
    ripples += `M${r0(x)},${r0(y)}h${r0(rng.range(60, 200))}`
  }
  out += `<path d="${ripples}" stroke="#fff" stroke-opacity=".35" stroke-width="4" stroke-linecap="round"/>`
  out += `<path d="M520,760h560l40,120H480z" fill="#fff" opacity=".12"/>`
  for (const x of [60, 1400])
    out += `<path d="M${x},900l40-90h100l20,90z" fill="${PALETTE.cream}"/><rect x="${x + 30}" y="790" width="60" height="24" rx="8" fill="${PALETTE.bronze}"/>`
  for (let k = 0; k < 3; k++)
    out += `<ellipse cx="${r0(rng.range(500, 1100))}" cy="${r0(rng.range(745, 790))}" rx="${r0(rng.range(140, 260))}" ry="18" fill="#fff" opacity=".1"/>`
  return out + glow(800, 700, 420, mood === 'evening' ? 0.35 : 0.1)
}

function dining(rng: Rng, mood: Mood): string {
  let out = windowOnView(BACK.x0 + 80, 210, BACK.x1 - BACK.x0 - 160, 400, 4)
  const wood = rng.pick(['#3a2a1e', '#5d4330', '#2a2320'])
  out += `<path d="${polyPath([
    [520, 720],
    [1080, 720],
    [1240, 860],
    [360, 860],
  ])}" fill="${wood}"/>`
  out += `<path d="M360,860h880v18H360z" fill="${mix(wood, '#000000', 0.3)}"/>`
  const chair = rng.pick([PALETTE.cream, '#c9b79a', PALETTE.bronze, '#8d5b4c'])
  let backs = ''
  for (const x of [560, 700, 840, 980]) backs += `M${x},640h70v84h-70z`
  out = `<path d="${backs}" fill="${mix(chair, '#000000', 0.15)}"/>` + out
  for (const [x, y] of [
    [250, 760],
    [1230, 760],
  ] as const) {
    out += `<rect x="${x}" y="${y}" width="110" height="150" rx="18" fill="${chair}"/><rect x="${x + 8}" y="${y + 150}" width="10" height="60" fill="#2a1e15"/><rect x="${x + 92}" y="${y + 150}" width="10" height="60" fill="#2a1e15"/>`
  }
  for (const x of [560, 800, 1040]) {
    out += `<path d="M${x},0V380" stroke="#1a1512" stroke-width="3"/><path d="M${x - 50},430h100l-22-50h-56z" fill="${PALETTE.bronze}"/>`
    out += glow(x, 440, 200, mood === 'evening' ? 0.8 : 0.3)
  }
  let glasses = ''
  for (let k = 0; k < 8; k++) {
    const x = 560 + k * 70
    glasses += `M${x},790v-24h16v24zM${x + 8},790v18`
  }
  out += `<path d="${glasses}" stroke="${PALETTE.creamLight}" stroke-width="3" fill="none" opacity=".8"/>`
  return out + `<path d="M700,760h200" stroke="${PALETTE.creamLight}" stroke-width="8"/>`
}

const SCENES: Record<InteriorKind, (rng: Rng, mood: Mood) => string> = { living, bedroom, spa, dining }

export function interiorSvg(rng: Rng, kind: InteriorKind, mood: Mood): string {
  const walls = kind === 'spa' ? WALL_STYLES[3] : rng.pick(WALL_STYLES)
  const defs =
    shellDefs(rng, walls, mood) +
    gradient('shade', [
      [0, '#000000', 0],
      [1, '#000000', mood === 'evening' ? 0.35 : 0.15],
    ])
  const body =
    shellBody(walls, mood) + SCENES[kind](rng, mood) + `<rect width="${W}" height="${H}" fill="url(#shade)"/>`
  return svgDoc(W, H, defs, body)
}
