/**
 * Deterministic pseudo-random numbers for the seed: mulberry32 streams, derived per purpose
 * ("fork") so that changing one count (e.g. hotels) never shifts the data of another part.
 */

/** 32-bit FNV-1a hash of a string. */
function hashString(text: string): number {
  let h = 0x811c9dc5
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i)
    h = Math.imul(h, 0x01000193)
  }
  return h >>> 0
}

function mulberry32(seed: number): () => number {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

const hex8 = (n: number) => (n >>> 0).toString(16).padStart(8, '0')

/**
 * A 24-hex id that depends only on `key` (not on the seed): used for reference data other
 * modules may rely on (facilities, programs, agencies, operators).
 */
export function stableId(key: string): string {
  const a = mulberry32(hashString(key))
  const b = mulberry32(hashString(`${key}#2`))
  return hex8(a() * 2 ** 32) + hex8(b() * 2 ** 32) + hex8(a() * 2 ** 32)
}

export class Rng {
  private readonly next: () => number
  private idTime = -1
  readonly seed: number

  constructor(seed: number) {
    this.seed = seed >>> 0
    this.next = mulberry32(this.seed)
  }

  /** An independent stream for a named purpose. */
  fork(label: string): Rng {
    return new Rng(hashString(`${this.seed}:${label}`))
  }

  /** Uniform in [0, 1). */
  float(): number {
    return this.next()
  }

  /** Uniform in [min, max). */
  range(min: number, max: number): number {
    return min + (max - min) * this.next()
  }

  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }

  chance(probability: number): boolean {
    return this.next() < probability
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('Rng.pick on an empty list')
    return items[Math.floor(this.next() * items.length)]
  }

  /** Picks by weight; `weights[i]` belongs to `items[i]`. */
  weighted<T>(items: readonly T[], weights: readonly number[]): T {
    const total = weights.reduce((s, w) => s + w, 0)
    let r = this.next() * total
    for (let i = 0; i < items.length; i++) {
      r -= weights[i]
      if (r < 0) return items[i]
    }
    return items[items.length - 1]
  }

  shuffle<T>(items: readonly T[]): T[] {
    const out = items.slice()
    for (let i = out.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1))
      ;[out[i], out[j]] = [out[j], out[i]]
    }
    return out
  }

  /** `count` distinct items (or all of them when the list is shorter), in random order. */
  sample<T>(items: readonly T[], count: number): T[] {
    return this.shuffle(items).slice(0, Math.max(0, Math.min(count, items.length)))
  }

  /**
   * 24 lowercase hex characters shaped like a Mongo ObjectId: a 4-byte "creation second"
   * (2023-2025, one second apart per id of this stream) and 8 random bytes. Ids of one stream
   * ascend, so B-tree inserts append instead of splitting pages all over the index.
   */
  id(): string {
    if (this.idTime < 0) this.idTime = 0x64000000 + Math.floor(this.next() * 0x04000000)
    this.idTime++
    return hex8(this.idTime) + hex8(this.next() * 2 ** 32) + hex8(this.next() * 2 ** 32)
  }

  /** Rounds `value` to a multiple of `step`. */
  static round(value: number, step: number): number {
    return Math.round(value / step) * step
  }
}
