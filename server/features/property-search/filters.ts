import { slugify, destinationCities } from '#domain/properties/paths.ts'
import { PRICE_MAX, PRICE_MIN, type PropertySearchFilter } from '#domain/property-search/search-filter.ts'
import { cityKey } from '#server/catalogue/snapshot.ts'
import { DEMO, PETS } from '#server/catalogue/search-columns.ts'
import type { CatalogueSnapshot, IndexedProperty, SearchColumns } from '#server/catalogue/types.ts'

/**
 * The filters of the search other than the period and the price: city (a resort, or a resort
 * family such as 'Courchevel'), sectors, bedrooms (at least), adults and children (at most the
 * adult / child beds; unknown beds = on request → kept), type, service level, all facilities, pets.
 */
export function baseList(snap: CatalogueSnapshot, city: string | undefined): IndexedProperty[] {
  if (!city) return snap.all
  const exact = snap.byCity.get(cityKey(city))
  if (exact) return exact
  const family = destinationCities(slugify(city))
  if (!family) return []
  return family.cities.flatMap((c) => snap.byCity.get(cityKey(c)) ?? [])
}

export function matchesFilter(p: IndexedProperty, f: PropertySearchFilter): boolean {
  if (f.sectors.length && (p.sector === null || !f.sectors.includes(p.sector))) return false
  if (f.bedrooms !== undefined && p.bedrooms < f.bedrooms) return false
  if (f.adults !== undefined && p.bedsAdults !== null && f.adults > p.bedsAdults) return false
  if (f.children !== undefined && f.children > 0 && p.bedsChildren !== null && f.children > p.bedsChildren) return false
  if (f.propertyType && p.type !== f.propertyType) return false
  if (f.serviceLevel && !p.serviceLevels.includes(f.serviceLevel)) return false
  if (f.petsAllowed === true && !p.petsAllowed) return false
  for (const facility of f.facilities) if (!p.facilities.has(facility)) return false
  return true
}

/** Price range in EUR; an unknown price (on request) passes only the full default range. */
export function priceFilter(f: Pick<PropertySearchFilter, 'priceMin' | 'priceMax'>): (eur: number | null) => boolean {
  const fullRange = f.priceMin <= PRICE_MIN && f.priceMax >= PRICE_MAX
  return (eur) => (eur === null ? fullRange : eur >= f.priceMin && eur <= f.priceMax)
}

/**
 * matchesFilter (and the demo rule) on the snapshot's search columns: the filter compiled once per
 * search to codes, masks and bits (search-columns.ts), so a property costs a few number reads.
 */
export type CompiledFilter = {
  /** false when a filter value no property has (an unknown type, level or facility) rules out everything */
  possible: boolean
  /** per sector code: 1 when asked; null when sectors are not filtered */
  sectors: Uint8Array | null
  bedrooms: number
  adults: number
  children: number
  /** type code, -1 when not filtered */
  type: number
  /** the asked level's word and bit, -1 when not filtered */
  levelWord: number
  levelBit: number
  /** the asked facilities' bits per word, null when not filtered */
  facilities: Int32Array | null
  /** flags a property must not have (DEMO unless demos are included) and must have (PETS when asked) */
  without: number
  with: number
}

export function compileFilter(c: SearchColumns, f: PropertySearchFilter, includeDemos: boolean): CompiledFilter {
  let possible = true
  let sectors: Uint8Array | null = null
  if (f.sectors.length) {
    sectors = new Uint8Array(c.sectors.size)
    for (const s of f.sectors) if (c.sectors.has(s)) sectors[c.sectors.get(s)!] = 1
  }
  let type = -1
  if (f.propertyType) type = c.types.get(f.propertyType) ?? ((possible = false), -1)
  let levelWord = -1
  let levelBit = 0
  if (f.serviceLevel) {
    const code = c.levels.get(f.serviceLevel)
    if (code === undefined) possible = false
    else [levelWord, levelBit] = [code >> 5, 1 << (code & 31)]
  }
  let facilities: Int32Array | null = null
  if (f.facilities.length) {
    facilities = new Int32Array(c.facilityWords)
    for (const id of f.facilities) {
      const code = c.facilities.get(id)
      if (code === undefined) possible = false
      else facilities[code >> 5]! |= 1 << (code & 31)
    }
  }
  return {
    possible,
    sectors,
    bedrooms: f.bedrooms ?? -Infinity,
    adults: f.adults ?? -Infinity,
    children: f.children !== undefined && f.children > 0 ? f.children : -Infinity,
    type,
    levelWord,
    levelBit,
    facilities,
    without: includeDemos ? 0 : DEMO,
    with: f.petsAllowed === true ? PETS : 0,
  }
}

/** True when property `i` passes the compiled filter (`possible` is checked by the caller). */
export function passes(c: SearchColumns, i: number, f: CompiledFilter): boolean {
  const flags = c.flags[i]!
  if ((flags & f.without) !== 0 || (flags & f.with) !== f.with) return false
  if (c.bedrooms[i]! < f.bedrooms) return false
  const adults = c.bedsAdults[i]!
  if (adults === adults && f.adults > adults) return false
  const children = c.bedsChildren[i]!
  if (children === children && f.children > children) return false
  if (f.type >= 0 && c.type[i] !== f.type) return false
  if (f.sectors && (c.sector[i]! < 0 || f.sectors[c.sector[i]!] !== 1)) return false
  if (f.levelWord >= 0 && (c.levelBits[i * c.levelWords + f.levelWord]! & f.levelBit) === 0) return false
  if (f.facilities) {
    const base = i * c.facilityWords
    for (let w = 0; w < f.facilities.length; w++) {
      const want = f.facilities[w]!
      if ((c.facilityBits[base + w]! & want) !== want) return false
    }
  }
  return true
}
