/** Small SVG building blocks shared by the generated scenes (pure string helpers). */
import type { Rng } from '#server/db/seed/random.ts'

export type Pt = [number, number]

/** The light and the season of a generated scene. */
export type TimeOfDay = 'dawn' | 'day' | 'dusk' | 'night'
export type Season = 'winter' | 'summer'

/**
 * The luxury palette (docs/product/catalogue.md#generated-images):
 * deep green-black, bronze, cream, snow whites, soft blues.
 */
export const PALETTE = {
  ink: '#122020',
  bronze: '#ab8157',
  bronzeDark: '#7d5a3a',
  cream: '#e5ddc9',
  creamLight: '#f3efe4',
  snow: '#f7f9fb',
  snowShade: '#cbd8e4',
  blue: '#9fb7cc',
  blueDeep: '#3d5a73',
  warmLight: '#ffd27f',
} as const

export const r0 = (n: number) => Math.round(n)

export function svgDoc(width: number, height: number, defs: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    (defs ? `<defs>${defs}</defs>` : '') +
    body +
    '</svg>'
  )
}

/** A vertical (default) or horizontal linear gradient; stops are [offset 0..1, colour, opacity?]. */
export function gradient(id: string, stops: [number, string, number?][], horizontal = false): string {
  const dir = horizontal ? 'x2="1" y2="0"' : 'x2="0" y2="1"'
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${Math.round(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')
  return `<linearGradient id="${id}" x1="0" y1="0" ${dir}>${s}</linearGradient>`
}

export function radial(id: string, stops: [number, string, number?][]): string {
  const s = stops
    .map(
      ([o, c, op]) =>
        `<stop offset="${Math.round(o * 100)}%" stop-color="${c}"${op === undefined ? '' : ` stop-opacity="${op}"`}/>`,
    )
    .join('')
  return `<radialGradient id="${id}">${s}</radialGradient>`
}

/** "Mx,y l dx,dy ..." (relative line-to, integers, compact) of points, closed when asked. */
export function polyPath(points: Pt[], close = true): string {
  let px = r0(points[0][0])
  let py = r0(points[0][1])
  let d = `M${px},${py}l`
  for (let i = 1; i < points.length; i++) {
    const x = r0(points[i][0])
    const y = r0(points[i][1])
    const dx = x - px
    const dy = y - py
    d += (i > 1 && dx >= 0 ? ' ' : '') + dx + (dy >= 0 ? ',' : '') + dy
    px = x
    py = y
  }
  return d + (close ? 'z' : '')
}

/**
 * A mountain ridge across `width` by midpoint displacement: `segments` must be a power of two.
 * `top` is the highest a peak may reach, `base` the mean height of the ridge line.
 */
export function ridgeLine(
  rng: Rng,
  opts: { width: number; base: number; top: number; roughness: number; segments?: number; peakAt?: number },
): Pt[] {
  const n = opts.segments ?? 64
  const ys: number[] = new Array(n + 1).fill(0)
  const amp = opts.base - opts.top
  ys[0] = opts.base - rng.range(0, amp * 0.5)
  ys[n] = opts.base - rng.range(0, amp * 0.5)
  let step = n
  let spread = amp
  while (step > 1) {
    const half = step / 2
    for (let i = half; i < n; i += step) {
      ys[i] = (ys[i - half] + ys[i + half]) / 2 + rng.range(-spread, spread) * 0.5
    }
    spread *= opts.roughness
    step = half
  }
  if (opts.peakAt !== undefined) {
    const c = Math.round(opts.peakAt * n)
    const w = n / 6
    for (let i = 0; i <= n; i++) {
      const d = Math.abs(i - c) / w
      if (d < 1) ys[i] -= (1 - d) * amp * 0.55
    }
  }
  const dx = opts.width / n
  return ys.map((y, i) => [i * dx, Math.max(opts.top, Math.min(opts.base + amp * 0.4, y))])
}

/** The area under a ridge line down to `bottom`. */
export function ridgeArea(line: Pt[], bottom: number): string {
  const first = line[0]
  const last = line[line.length - 1]
  return polyPath([[first[0] - 2, bottom], ...line, [last[0] + 2, bottom]])
}

/**
 * The ragged snow line as a polygon up to the top of the picture; meant to be clipped by the
 * ridge area, so it only needs a coarse line. Null when the ridge never reaches the snow line.
 */
export function snowField(rng: Rng, line: Pt[], snowY: number, ragged: number): string | null {
  if (line.every(([, y]) => y > snowY + ragged)) return null
  const pts: Pt[] = []
  const step = Math.max(1, Math.floor(line.length / 24))
  for (let i = 0; i < line.length; i += step) pts.push([line[i][0], snowY + rng.range(-ragged, ragged)])
  pts.push([line[line.length - 1][0], snowY])
  return polyPath([[-2, 0], ...pts, [line[line.length - 1][0] + 2, 0]])
}

/** Shadowed faces (meant to be clipped by the ridge area): from each local peak to the next valley. */
export function ridgeShadows(line: Pt[], depth: number): string {
  const parts: string[] = []
  for (let i = 1; i < line.length - 1; i++) {
    const [, y] = line[i]
    if (!(y < line[i - 1][1] && y <= line[i + 1][1])) continue
    let j = i + 1
    while (j < line.length - 1 && line[j + 1][1] >= line[j][1]) j++
    if (j - i < 2) continue
    const peak = line[i]
    const valley = line[j]
    const w = valley[0] - peak[0]
    parts.push(
      polyPath([
        [peak[0], peak[1] - 4],
        [valley[0] + 2, peak[1] - 60],
        [valley[0] - w * 0.35, valley[1] + depth * 0.7],
        [peak[0] + w * 0.12, peak[1] + depth],
      ]),
    )
  }
  return parts.join('')
}

/** A two-tier pine standing on (x, y), height h, as a path fragment. */
export function pine(x: number, y: number, h: number): string {
  const a = h * 0.26
  const b = h * 0.45
  const c = h * 0.36
  return `M${r0(x)},${r0(y - h)}l${r0(-a)},${r0(b)}h${r0(a * 0.45)}l${r0(-c + a * 0.45)},${r0(h - b)}h${r0(2 * c)}l${r0(-c + a * 0.45)},${r0(-(h - b))}h${r0(a * 0.45)}z`
}

export function pineSnow(x: number, y: number, h: number): string {
  const a = h * 0.26 * 0.45
  return `M${r0(x)},${r0(y - h)}l${r0(-a)},${r0(h * 0.2)}h${r0(2 * a)}z`
}

export function escapeXml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;')
}

/** Mixes two #rrggbb colours; t = 0 gives a, 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const pa = [1, 3, 5].map((i) => parseInt(a.slice(i, i + 2), 16))
  const pb = [1, 3, 5].map((i) => parseInt(b.slice(i, i + 2), 16))
  return (
    '#' +
    pa
      .map((v, i) =>
        r0(v + (pb[i] - v) * t)
          .toString(16)
          .padStart(2, '0'),
      )
      .join('')
  )
}
