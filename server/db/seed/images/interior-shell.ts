/** The room box of the interior scenes: one-point perspective, panoramic window onto the peaks. */
import type { Rng } from '#server/db/seed/random.ts'
import { PALETTE, gradient, mix, polyPath, r0, radial, ridgeArea, ridgeLine } from './svg.ts'

export type Mood = 'day' | 'evening'

/** Back wall rectangle; the room's vanishing point is its centre. */
export const BACK = { x0: 240, y0: 150, x1: 1360, y1: 700 }
export const W = 1600
export const H = 1000

export type Walls = { wall: string; side: string; floor: string; ceiling: string; beam: string }

export const WALL_STYLES: Walls[] = [
  { wall: PALETTE.cream, side: '#d6cbb2', floor: '#8a6443', ceiling: '#6e4d33', beam: '#4a3322' },
  { wall: '#e9e3d7', side: '#d8d0c1', floor: '#b89a74', ceiling: '#8d6b4c', beam: '#5c4330' },
  { wall: '#a47b55', side: '#8e6947', floor: '#5d4330', ceiling: '#4a3526', beam: '#2f2219' },
  { wall: '#cfc6b6', side: '#b9af9e', floor: '#6f6459', ceiling: '#857463', beam: '#433a33' },
]

/** Gradients and the view through the window (#view, a group clipped by the caller). */
export function shellDefs(rng: Rng, walls: Walls, mood: Mood): string {
  const dim = mood === 'evening' ? 0.35 : 0
  const sky: [number, string][] =
    mood === 'evening'
      ? [
          [0, '#1b2340'],
          [0.6, '#5b4a6d'],
          [1, '#e39a72'],
        ]
      : [
          [0, '#6d9cc6'],
          [1, '#dfeaf2'],
        ]
  const far = ridgeLine(rng, {
    width: W,
    base: 560,
    top: 250,
    roughness: 0.55,
    segments: 32,
    peakAt: rng.range(0.3, 0.7),
  })
  const near = ridgeLine(rng, { width: W, base: 650, top: 470, roughness: 0.5, segments: 16 })
  const snow = mood === 'evening' ? '#f1cdbd' : PALETTE.snow
  const rock = mood === 'evening' ? '#5a4f6d' : '#7d95ab'
  return (
    gradient('vs', sky) +
    gradient('wl', [
      [0, mix(walls.wall, '#000000', dim)],
      [1, mix(walls.wall, '#000000', dim + 0.12)],
    ]) +
    gradient('fl', [
      [0, mix(walls.floor, '#000000', dim + 0.1)],
      [1, mix(walls.floor, '#000000', dim)],
    ]) +
    radial('glow', [
      [0, PALETTE.warmLight, 0.85],
      [1, PALETTE.warmLight, 0],
    ]) +
    `<g id="view"><rect width="${W}" height="${H}" fill="url(#vs)"/><path d="${ridgeArea(far, H)}" fill="${snow}"/>` +
    `<path d="${ridgeArea(
      far.map(([x, y]) => [x, y + 90 + (x % 7) * 6]),
      H,
    )}" fill="${rock}" opacity=".55"/>` +
    `<path d="${ridgeArea(near, H)}" fill="${mix(rock, PALETTE.ink, 0.5)}"/></g>`
  )
}

/** Ceiling, side walls, floor with planks converging to the vanishing point, back wall. */
export function shellBody(walls: Walls, mood: Mood): string {
  const dim = mood === 'evening' ? 0.35 : 0
  const { x0, y0, x1, y1 } = BACK
  const side = mix(walls.side, '#000000', dim + 0.05)
  let out = `<path d="${polyPath([
    [0, 0],
    [W, 0],
    [x1, y0],
    [x0, y0],
  ])}" fill="${mix(walls.ceiling, '#000000', dim)}"/>`
  out += `<path d="${polyPath([
    [0, 0],
    [x0, y0],
    [x0, y1],
    [0, H],
  ])}" fill="${side}"/>`
  out += `<path d="${polyPath([
    [W, 0],
    [x1, y0],
    [x1, y1],
    [W, H],
  ])}" fill="${side}"/>`
  out += `<path d="${polyPath([
    [0, H],
    [x0, y1],
    [x1, y1],
    [W, H],
  ])}" fill="url(#fl)"/>`
  out += `<rect x="${x0}" y="${y0}" width="${x1 - x0}" height="${y1 - y0}" fill="url(#wl)"/>`
  const cx = (x0 + x1) / 2
  let planks = ''
  for (let k = -5; k <= 5; k++) {
    const xb = cx + k * 140
    const xt = cx + (k * 140 * (x1 - x0)) / W
    planks += `M${r0(xt)},${y1}L${r0(xb)},${H}`
  }
  out += `<path d="${planks}" stroke="#000" stroke-opacity=".12" stroke-width="3"/>`
  let beams = ''
  for (const t of [0.25, 0.55, 0.8]) {
    const y = y0 * t
    const xa = (x0 * y) / y0
    beams += `M${r0(xa)},${r0(y)}H${r0(W - xa)}v${r0(22 * (1 - t) + 8)}H${r0(xa)}z`
  }
  out += `<path d="${beams}" fill="${mix(walls.beam, '#000000', dim)}"/>`
  return out
}

/** A window in the back wall with the view, mullions every `panes`, sill and frame. */
export function windowOnView(x: number, y: number, w: number, h: number, panes: number): string {
  const id = `w${r0(x)}`
  let out = `<clipPath id="${id}"><rect x="${x}" y="${y}" width="${w}" height="${h}"/></clipPath>`
  out += `<g clip-path="url(#${id})"><use href="#view" transform="translate(${r0(x)} ${r0(y)}) scale(${(w / W).toFixed(3)} ${(h / 700).toFixed(3)})"/></g>`
  let bars = `M${x},${y}h${w}v${h}h${-w}z`
  for (let k = 1; k < panes; k++) bars += `M${r0(x + (w * k) / panes)},${y}v${h}`
  out += `<path d="${bars}" fill="none" stroke="${PALETTE.ink}" stroke-width="10"/>`
  return out + `<rect x="${x - 14}" y="${y + h}" width="${w + 28}" height="12" fill="#3a2a1e"/>`
}

/** A warm light: soft glow disc. */
export const glow = (x: number, y: number, r: number, opacity: number) =>
  `<circle cx="${r0(x)}" cy="${r0(y)}" r="${r0(r)}" fill="url(#glow)" opacity="${opacity.toFixed(2)}"/>`
