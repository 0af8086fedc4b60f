/**
 * Writes the image pool once per seed (a few hundred small SVG files under the media dir) and hands
 * out `/media/...` paths from it, so 20 000 properties do not need 100 000 files.
 */
import { mkdir, writeFile } from 'node:fs/promises'
import path from 'node:path'
import type { Rng } from '#server/db/seed/random.ts'
import { interiorSvg, INTERIOR_KINDS } from './interior.ts'
import type { InteriorKind } from './interior.ts'
import type { Mood } from './interior-shell.ts'
import { floorplanSvg } from './floorplan.ts'
import { landscapeSvg } from './landscape.ts'
import type { Season, TimeOfDay } from './svg.ts'
import { portraitSvg, PORTRAIT_STYLES } from './portrait.ts'

export type MediaPool = {
  landscapes: { url: string; season: Season; time: TimeOfDay }[]
  interiors: { url: string; kind: InteriorKind; mood: Mood }[]
  floorplans: string[]
  portraits: string[]
  /** number of files written, including extra files */
  files: number
}

export type PoolSizes = { landscapes: number; interiors: number; floorplans: number; portraits: number }
const DEFAULT_POOL_SIZES: PoolSizes = { landscapes: 120, interiors: 60, floorplans: 40, portraits: 30 }

const TIMES: TimeOfDay[] = ['day', 'dusk', 'night', 'dawn']
const pad = (n: number) => String(n).padStart(3, '0')

/** Generates and writes the pool plus `extra` files ([relative path, svg]); returns the public paths. */
export async function writeMediaPool(
  rng: Rng,
  mediaDir: string,
  extra: [string, string][] = [],
  sizes: PoolSizes = DEFAULT_POOL_SIZES,
): Promise<MediaPool> {
  const files: [string, string][] = [...extra]
  const pool: MediaPool = { landscapes: [], interiors: [], floorplans: [], portraits: [], files: 0 }
  for (let i = 0; i < sizes.landscapes; i++) {
    const season: Season = Math.floor(i / TIMES.length) % 4 === 3 ? 'summer' : 'winter'
    const time = TIMES[i % TIMES.length]
    const rel = `landscapes/l-${pad(i)}.svg`
    files.push([rel, landscapeSvg(rng.fork(rel), time, season)])
    pool.landscapes.push({ url: `/media/${rel}`, season, time })
  }
  for (let i = 0; i < sizes.interiors; i++) {
    const kind = INTERIOR_KINDS[i % INTERIOR_KINDS.length]
    const mood: Mood = Math.floor(i / INTERIOR_KINDS.length) % 3 === 2 ? 'evening' : 'day'
    const rel = `interiors/i-${pad(i)}.svg`
    files.push([rel, interiorSvg(rng.fork(rel), kind, mood)])
    pool.interiors.push({ url: `/media/${rel}`, kind, mood })
  }
  for (let i = 0; i < sizes.floorplans; i++) {
    const rel = `floorplans/f-${pad(i)}.svg`
    files.push([rel, floorplanSvg(rng.fork(rel), i)])
    pool.floorplans.push(`/media/${rel}`)
  }
  for (let i = 0; i < sizes.portraits; i++) {
    const rel = `portraits/p-${pad(i)}.svg`
    files.push([rel, portraitSvg(rng.fork(rel), PORTRAIT_STYLES[i % PORTRAIT_STYLES.length])])
    pool.portraits.push(`/media/${rel}`)
  }
  const dirs = new Set(files.map(([rel]) => path.dirname(path.join(mediaDir, rel))))
  for (const dir of dirs) await mkdir(dir, { recursive: true })
  for (let i = 0; i < files.length; i += 32) {
    await Promise.all(files.slice(i, i + 32).map(([rel, svg]) => writeFile(path.join(mediaDir, rel), svg)))
  }
  pool.files = files.length
  return pool
}

/** A landscape, preferring the season (winter scenes make the thumbnails of a ski catalogue). */
export function pickLandscape(rng: Rng, pool: MediaPool, season: Season = 'winter'): string {
  const matching = pool.landscapes.filter((l) => l.season === season)
  return rng.pick(matching.length > 0 ? matching : pool.landscapes).url
}

/** A gallery: a thumbnail landscape first, then interiors and more landscapes. */
export function pickGallery(rng: Rng, pool: MediaPool, count: number, thumbnail: string): string[] {
  const interiors = rng.sample(pool.interiors, Math.ceil((count - 1) * 0.6)).map((i) => i.url)
  const more = rng
    .sample(
      pool.landscapes.filter((l) => l.url !== thumbnail),
      count - 1 - interiors.length,
    )
    .map((l) => l.url)
  return [thumbnail, ...rng.shuffle([...interiors, ...more])]
}
