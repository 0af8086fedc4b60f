/** Architectural floor plans (1600x1000): rooms split from the footprint, labels with areas, doors. */
import type { Rng } from '#server/db/seed/random.ts'
import { PALETTE, escapeXml, r0, svgDoc } from './svg.ts'

type Rect = { x: number; y: number; w: number; h: number }

const FLOORS = [
  {
    title: 'Ground floor',
    rooms: ['Living room', 'Dining', 'Kitchen', 'Ski room', 'Boot room', 'Cinema', 'WC', 'Entrance', 'Wine cellar'],
  },
  {
    title: 'First floor',
    rooms: [
      'Master bedroom',
      'Bedroom 2',
      'Bedroom 3',
      'Bathroom',
      'Dressing',
      'Bathroom',
      'Bedroom 4',
      'Shower',
      'Study',
    ],
  },
  {
    title: 'Garden level',
    rooms: [
      'Spa',
      'Swimming pool',
      'Hammam',
      'Sauna',
      'Fitness room',
      'Massage room',
      'Shower',
      'Games room',
      'Staff room',
    ],
  },
  {
    title: 'Apartment',
    rooms: ['Living room', 'Master bedroom', 'Kitchen', 'Bedroom 2', 'Bathroom', 'Dining', 'Shower', 'Bedroom 3', 'WC'],
  },
]

const TINTS: Record<string, string> = {
  bed: '#f1e9da',
  bath: '#e3ecf1',
  live: '#efe4d2',
  spa: '#dfeceb',
  other: '#f6f2ea',
}
const tint = (label: string) =>
  /bed|dressing|study/i.test(label)
    ? TINTS.bed
    : /bath|shower|wc/i.test(label)
      ? TINTS.bath
      : /living|dining|kitchen|cinema/i.test(label)
        ? TINTS.live
        : /spa|pool|hammam|sauna|massage/i.test(label)
          ? TINTS.spa
          : TINTS.other

function split(rng: Rng, footprint: Rect, count: number): Rect[] {
  const rects = [footprint]
  while (rects.length < count) {
    rects.sort((a, b) => b.w * b.h - a.w * a.h)
    const r = rects.shift() as Rect
    const t = rng.range(0.38, 0.62)
    if (r.w >= r.h) {
      const w = r0(r.w * t)
      rects.push({ x: r.x, y: r.y, w, h: r.h }, { x: r.x + w, y: r.y, w: r.w - w, h: r.h })
    } else {
      const h = r0(r.h * t)
      rects.push({ x: r.x, y: r.y, w: r.w, h }, { x: r.x, y: r.y + h, w: r.w, h: r.h - h })
    }
  }
  return rects.sort((a, b) => b.w * b.h - a.w * a.h)
}

export function floorplanSvg(rng: Rng, variant: number): string {
  const floor = FLOORS[variant % FLOORS.length]
  const fw = r0(rng.range(1000, 1300))
  const fh = r0(rng.range(600, 720))
  const fp: Rect = { x: r0((1600 - fw) / 2), y: r0(170 + (760 - fh) / 2), w: fw, h: fh }
  const rooms = split(rng, fp, rng.int(5, 9))
  const metresPerPx = rng.range(0.018, 0.024)
  let fills = ''
  let labels = ''
  let doors = ''
  let inner = ''
  rooms.forEach((r, i) => {
    const label = floor.rooms[i % floor.rooms.length]
    const area = r0(r.w * metresPerPx * r.h * metresPerPx)
    fills += `<rect x="${r.x}" y="${r.y}" width="${r.w}" height="${r.h}" fill="${tint(label)}"/>`
    inner += `M${r.x},${r.y}h${r.w}v${r.h}h${-r.w}z`
    const cx = r0(r.x + r.w / 2)
    const cy = r0(r.y + r.h / 2)
    const size = r.w < 200 || r.h < 120 ? 20 : 26
    labels += `<text x="${cx}" y="${cy}" font-size="${size}">${escapeXml(label)}</text><text x="${cx}" y="${cy + size + 6}" font-size="${size - 6}" fill="#7a7368">${area} m²</text>`
    if (r.x > fp.x && r.h > 110) {
      const y = r0(r.y + Math.min(40, r.h / 4))
      doors += `M${r.x},${y}v70M${r.x},${y + 70}a70,70 0 0,0 70,-70`
      inner += `M${r.x - 1},${y}v70`
    } else if (r.y > fp.y && r.w > 110) {
      const x = r0(r.x + Math.min(40, r.w / 4))
      doors += `M${x},${r.y}h70M${x + 70},${r.y}a70,70 0 0,1 -70,70`
    }
  })
  let windows = ''
  for (let x = fp.x + 80; x < fp.x + fp.w - 140; x += r0(rng.range(180, 300)))
    windows += `M${x},${fp.y}h90M${x},${fp.y + fp.h}h90`
  for (let y = fp.y + 80; y < fp.y + fp.h - 140; y += r0(rng.range(180, 260)))
    windows += `M${fp.x},${y}v90M${fp.x + fp.w},${y}v90`
  const totalArea = r0(fp.w * metresPerPx * fp.h * metresPerPx)
  const body =
    `<rect width="1600" height="1000" fill="#fbf9f4"/>` +
    `<text x="120" y="100" font-size="40" font-family="Georgia,serif" fill="${PALETTE.ink}" text-anchor="start">${floor.title}</text>` +
    `<text x="120" y="138" font-size="22" fill="#7a7368" text-anchor="start">${totalArea} m² · plan for illustration</text>` +
    `<g font-family="Helvetica,Arial,sans-serif" text-anchor="middle" fill="${PALETTE.ink}">${fills}` +
    `<path d="${inner}" fill="none" stroke="${PALETTE.ink}" stroke-width="6"/>` +
    `<rect x="${fp.x}" y="${fp.y}" width="${fp.w}" height="${fp.h}" fill="none" stroke="${PALETTE.ink}" stroke-width="16"/>` +
    `<path d="${windows}" stroke="#fbf9f4" stroke-width="10"/><path d="${windows}" stroke="${PALETTE.blue}" stroke-width="4"/>` +
    `<path d="${doors}" fill="none" stroke="${PALETTE.bronze}" stroke-width="3"/>${labels}</g>` +
    `<g transform="translate(1460 110)" fill="${PALETTE.ink}"><circle r="36" fill="none" stroke="${PALETTE.ink}" stroke-width="2"/><path d="M0-30l10,30h-20z"/><text y="-44" font-size="20" text-anchor="middle" font-family="Helvetica,Arial,sans-serif">N</text></g>` +
    `<path d="M1240,940h${r0(5 / metresPerPx)}" stroke="${PALETTE.ink}" stroke-width="6"/><text x="${1240 + r0(5 / metresPerPx) + 14}" y="948" font-size="20" font-family="Helvetica,Arial,sans-serif" fill="${PALETTE.ink}">5 m</text>`
  return svgDoc(1600, 1000, '', body)
}
