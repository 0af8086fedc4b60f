import type { IndexedProperty, SearchColumns } from './types.ts'

/** Builds the snapshot's search columns (SearchColumns in types.ts). */

export const PETS = 1
export const DEMO = 2
/**
 * The search quotes this property with the rules on stay objects, not on its typed arrays: its
 * stays are kept as objects (see compact-stays.ts), or a level name would not keep its place among
 * an object's keys (an array index such as "1") or is a name every object has ("constructor").
 */
export const OBJECT_RULES = 4

const INDEX_LIKE = /^(0|[1-9]\d*)$/
const oddKey = (k: string) => INDEX_LIKE.test(k) || k in Object.prototype
const needsObjectRules = (p: IndexedProperty) =>
  !!p.stays.objects || p.serviceLevels.some(oddKey) || p.stays.levels.some(oddKey)

function codeOf(dict: Map<string, number>, value: string): number {
  let code = dict.get(value)
  if (code === undefined) dict.set(value, (code = dict.size))
  return code
}

/** A bit set per property over the strings of `listOf(p)`. */
function bitColumn(all: readonly IndexedProperty[], listOf: (p: IndexedProperty) => Iterable<string>) {
  const dict = new Map<string, number>()
  for (const p of all) for (const v of listOf(p)) codeOf(dict, v)
  const words = Math.max(1, Math.ceil(dict.size / 32))
  const bits = new Int32Array(all.length * words)
  for (const p of all) {
    for (const v of listOf(p)) {
      const c = dict.get(v)!
      bits[p.index * words + (c >> 5)]! |= 1 << (c & 31)
    }
  }
  return { dict, words, bits }
}

/** The columns of the properties `all` (in snapshot order, `index` set). */
export function searchColumns(all: readonly IndexedProperty[]): SearchColumns {
  const n = all.length
  const c = {
    bedrooms: new Float64Array(n),
    bedsAdults: new Float64Array(n),
    bedsChildren: new Float64Array(n),
    type: new Int32Array(n),
    types: new Map<string, number>(),
    sector: new Int32Array(n),
    sectors: new Map<string, number>(),
    flags: new Uint8Array(n),
  }
  for (const p of all) {
    const i = p.index
    c.bedrooms[i] = p.bedrooms
    c.bedsAdults[i] = p.bedsAdults ?? NaN
    c.bedsChildren[i] = p.bedsChildren ?? NaN
    c.type[i] = codeOf(c.types, p.type)
    c.sector[i] = p.sector === null ? -1 : codeOf(c.sectors, p.sector)
    c.flags[i] = (p.petsAllowed ? PETS : 0) | (p.isDemo ? DEMO : 0) | (needsObjectRules(p) ? OBJECT_RULES : 0)
  }
  const levels = bitColumn(all, (p) => p.serviceLevels)
  const facilities = bitColumn(all, (p) => p.facilities)
  return {
    ...c,
    levelBits: levels.bits,
    levels: levels.dict,
    levelWords: levels.words,
    facilityBits: facilities.bits,
    facilities: facilities.dict,
    facilityWords: facilities.words,
  }
}
