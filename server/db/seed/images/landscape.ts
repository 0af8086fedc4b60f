/** Alpine landscape scenes (1600x1000): sky by time of day, layered ridges, forests, a lit chalet. */
import type { Rng } from '#server/db/seed/random.ts'
import {
  PALETTE,
  gradient,
  mix,
  pine,
  pineSnow,
  polyPath,
  r0,
  radial,
  ridgeArea,
  ridgeLine,
  ridgeShadows,
  snowField,
  svgDoc,
} from './svg.ts'
import type { Pt, Season, TimeOfDay } from './svg.ts'
import { chaletDef, useChalet } from './chalet.ts'

type Look = {
  sky: [number, string][]
  rock: string[]
  snow: string
  shade: string
  sun: string | null
  glow: string
  lit: number
}

const LOOKS: Record<TimeOfDay, Look> = {
  dawn: {
    sky: [
      [0, '#27365a'],
      [0.42, '#7d6b92'],
      [0.72, '#e2a48e'],
      [1, '#f7dcb8'],
    ],
    rock: ['#8d809c', '#676079', '#47445a', '#2b2d38'],
    snow: '#fce9df',
    shade: '#b6a8c4',
    sun: '#fff3dc',
    glow: '#ffc996',
    lit: 0.6,
  },
  day: {
    sky: [
      [0, '#4d7dab'],
      [0.6, '#9dc0dc'],
      [1, '#e6eef4'],
    ],
    rock: ['#8aa0b5', '#647b90', '#42576a', '#2a3b3f'],
    snow: PALETTE.snow,
    shade: '#c3d3e2',
    sun: '#fffdf5',
    glow: '#fff6d8',
    lit: 0,
  },
  dusk: {
    sky: [
      [0, '#141a33'],
      [0.4, '#463a63'],
      [0.74, '#b5636a'],
      [1, '#f2a56c'],
    ],
    rock: ['#655a7c', '#4a4262', '#302d46', '#1c1d2c'],
    snow: '#f4cdb9',
    shade: '#9086a8',
    sun: '#ffe2b0',
    glow: '#ff9f6b',
    lit: 0.9,
  },
  night: {
    sky: [
      [0, '#050a16'],
      [0.55, '#0e1d33'],
      [1, '#23405c'],
    ],
    rock: ['#31455e', '#24354b', '#1a2838', '#101b26'],
    snow: '#cfdbea',
    shade: '#7b8ea8',
    sun: null,
    glow: '#dfe8f5',
    lit: 1,
  },
}

const SUMMER_GREENS = ['#5f7a6e', '#3d5a45', '#56763f']

function interpolate(line: Pt[], x: number): number {
  const dx = line[1][0] - line[0][0]
  const i = Math.max(0, Math.min(line.length - 2, Math.floor(x / dx)))
  const t = (x - line[i][0]) / dx
  return line[i][1] + (line[i + 1][1] - line[i][1]) * t
}

export function landscapeSvg(rng: Rng, time: TimeOfDay, season: Season): string {
  const look = LOOKS[time]
  const winter = season === 'winter'
  const W = 1600
  const H = 1000
  const defs: string[] = [
    gradient('sky', look.sky),
    radial('sun', [
      [0, look.glow, 0.9],
      [0.25, look.glow, 0.35],
      [1, look.glow, 0],
    ]),
    radial('cg', [
      [0, PALETTE.warmLight, 0.9],
      [1, PALETTE.warmLight, 0],
    ]),
    chaletDef(look.lit, winter, time),
    gradient('mist', [
      [0, '#ffffff', 0],
      [0.6, look.sky[look.sky.length - 1][1], 0.45],
      [1, '#ffffff', 0],
    ]),
  ]
  const ground = winter
    ? ([
        [0, look.snow],
        [1, look.shade],
      ] as [number, string][])
    : ([
        [0, mix('#7c9a4f', '#000000', time === 'night' ? 0.6 : time === 'dusk' ? 0.35 : 0)],
        [1, mix('#3f5f35', '#000000', time === 'night' ? 0.6 : 0.2)],
      ] as [number, string][])
  defs.push(gradient('gr', ground))
  let body = `<rect width="${W}" height="${H}" fill="url(#sky)"/>`

  // sun or moon and stars
  const sx = rng.range(220, 1380)
  if (time === 'night') {
    let stars = ''
    let px = 0
    let py = 0
    for (let i = 0; i < 40; i++) {
      const x = r0(rng.range(0, W))
      const y = r0(rng.range(0, 480))
      stars += `m${x - px},${y - py}h${rng.chance(0.2) ? 3 : 2}v2h-2z`
      px = x
      py = y
    }
    body += `<path d="${stars}" fill="#ffffff" opacity=".8"/>`
    const my = rng.range(110, 240)
    body += `<circle cx="${r0(sx)}" cy="${r0(my)}" r="170" fill="url(#sun)" opacity=".5"/><circle cx="${r0(sx)}" cy="${r0(my)}" r="38" fill="#f4efe0"/>`
  } else {
    const sy = time === 'day' ? rng.range(110, 220) : rng.range(360, 470)
    body += `<circle cx="${r0(sx)}" cy="${r0(sy)}" r="${time === 'day' ? 260 : 420}" fill="url(#sun)"/>`
    body += `<circle cx="${r0(sx)}" cy="${r0(sy)}" r="${time === 'day' ? 34 : 48}" fill="${look.sun}" opacity=".95"/>`
  }

  // ridges from far to near; snow and shadows are clipped by the ridge area
  const layers = [
    { base: 560, top: 150, rough: 0.55, snowY: winter ? 470 : 330, peak: rng.range(0.2, 0.8), segments: 64 },
    { base: 650, top: 330, rough: 0.5, snowY: winter ? 600 : 420, peak: undefined, segments: 32 },
    { base: 740, top: 520, rough: 0.45, snowY: winter ? 760 : 0, peak: undefined, segments: 32 },
  ]
  const lines: Pt[][] = []
  layers.forEach((l, i) => {
    const line = ridgeLine(rng, {
      width: W,
      base: l.base,
      top: l.top,
      roughness: l.rough,
      peakAt: l.peak,
      segments: l.segments,
    })
    lines.push(line)
    const fill =
      i < 2
        ? look.rock[i]
        : winter
          ? mix(look.rock[i], PALETTE.ink, 0.45)
          : mix(SUMMER_GREENS[1], '#000000', look.lit * 0.5)
    defs.push(`<path id="r${i}" d="${ridgeArea(line, H)}"/><clipPath id="c${i}"><use href="#r${i}"/></clipPath>`)
    body += `<use href="#r${i}" fill="${fill}"/><g clip-path="url(#c${i})">`
    const snow = l.snowY > 0 ? snowField(rng, line, l.snowY, winter ? 40 : 25) : null
    if (snow) body += `<path d="${snow}" fill="${i === 0 ? look.snow : mix(look.snow, look.shade, 0.35)}"/>`
    body += `<path d="${ridgeShadows(line, 160 - i * 30)}" fill="#0b1622" opacity="${0.16 + i * 0.04}"/></g>`
    if (i < 2)
      body += `<rect y="${l.base - 140}" width="${W}" height="220" fill="url(#mist)" opacity="${winter ? 0.8 : 0.55}"/>`
  })

  // forest on the near ridge, trees as three symbols (snow-capped in winter)
  const treeColor = mix(PALETTE.ink, '#000000', look.lit * 0.3)
  ;[40, 54, 68].forEach((h, k) => {
    defs.push(
      `<g id="t${k}"><path d="${pine(0, 0, h)}" fill="${treeColor}"/>${winter ? `<path d="${pineSnow(0, 0, h)}" fill="${look.snow}"/>` : ''}</g>`,
    )
  })
  const near = lines[2]
  for (let x = rng.range(0, 30); x < W; x += rng.range(20, 42)) {
    body += `<use href="#t${rng.int(0, 2)}" x="${r0(x)}" y="${r0(interpolate(near, x) + rng.range(30, 90))}"/>`
  }

  // a hamlet of small chalets on the near ridge
  const hamlet: string[] = []
  for (let k = 0; k < rng.int(1, 3); k++) {
    const hx = rng.range(120, 1480)
    hamlet.push(useChalet(hx, interpolate(near, hx) + rng.range(70, 110), rng.range(0.14, 0.22)))
  }
  body += hamlet.join('')

  // foreground ground with the main chalet
  const groundLine = ridgeLine(rng, { width: W, base: 880, top: 790, roughness: 0.35, segments: 16 })
  body += `<path d="${polyPath([[0, H], ...groundLine, [W, H]])}" fill="url(#gr)"/>`
  const cx = rng.chance(0.5) ? rng.range(300, 620) : rng.range(980, 1300)
  const cy = interpolate(groundLine, cx) + 40
  let fg = ''
  for (let k = 0; k < 9; k++) {
    const tx = cx + (rng.chance(0.5) ? -1 : 1) * rng.range(190, 420)
    const ty = interpolate(groundLine, Math.max(0, Math.min(W - 1, tx))) + rng.range(40, 80)
    fg += pine(tx, ty, rng.range(110, 190))
  }
  body += useChalet(cx, cy, rng.range(0.9, 1.15))
  body += `<path d="${fg}" fill="${treeColor}"/>`
  return svgDoc(W, H, defs.join(''), body)
}
