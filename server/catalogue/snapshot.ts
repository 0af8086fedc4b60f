import { addDays, toIsoDate } from '#domain/dates/iso-date.ts'
import { propertyPath } from '#domain/properties/paths.ts'
import { toEurOrNull } from '#domain/property-search/currency.ts'
import type { PropertyCard } from '#domain/property-search/search-answer.ts'
import type { CataloguePropertyRow, CatalogueRepository } from './repository.ts'
import { compactStays, type CompactStays } from './compact-stays.ts'
import { searchColumns } from './search-columns.ts'
import type { CatalogueSnapshot, IndexedProperty } from './types.ts'

/** Builds the in-memory catalogue snapshot (see catalogue.ts). */

/** The key of a city in `CatalogueSnapshot.byCity`. */
export const cityKey = (city: string) => city.trim().toLowerCase()

function toIndexed(row: CataloguePropertyRow, stays: CompactStays): IndexedProperty {
  const { country, propertyType: type } = row
  const card: Omit<PropertyCard, 'path'> = {
    _id: row.id,
    name: row.name,
    slug: row.slug,
    city: row.city,
    address: { sector: row.sector, country },
    propertyType: type,
    bedrooms: row.bedrooms,
    beds: { adults: row.bedsAdults, children: row.bedsChildren },
    thumbnail: row.thumbnail,
    currency: row.currency,
    priceFrom: row.priceFrom,
    priceFromEur: toEurOrNull(row.priceFrom, row.currency),
    petsAllowed: row.petsAllowed,
    serviceLevels: row.serviceLevels,
    operatorId: row.operatorId,
  }
  const pathProperty = { propertyType: type, address: { country }, city: row.city, slug: row.slug }
  return {
    index: 0,
    id: row.id,
    name: row.name,
    city: row.city,
    cityKey: cityKey(row.city),
    sector: row.sector,
    country,
    type,
    bedrooms: row.bedrooms,
    bedsAdults: row.bedsAdults,
    bedsChildren: row.bedsChildren,
    petsAllowed: row.petsAllowed,
    serviceLevels: row.serviceLevels,
    facilities: new Set(row.facilities),
    currency: row.currency,
    priceFromEur: card.priceFromEur,
    sortOrder: row.sortOrder,
    isDemo: row.isDemo,
    stays,
    card,
    paths: { en: propertyPath(pathProperty, 'en'), de: propertyPath(pathProperty, 'de') },
    cardBytes: {},
  }
}

export async function buildSnapshot(
  repo: CatalogueRepository,
  version: number,
  now: Date,
  chunkSize = 1000,
): Promise<CatalogueSnapshot> {
  const rows = await repo.properties()
  const since = addDays(toIsoDate(now), -2)
  const all: IndexedProperty[] = []
  const byCity = new Map<string, IndexedProperty[]>()
  for (let i = 0; i < rows.length; i += chunkSize) {
    const chunk = rows.slice(i, i + chunkSize)
    // chunked, so that other queries get the database in between on PGlite
    const staysOf = await repo.staysByProperty(chunk[0]!.id, chunk[chunk.length - 1]!.id, since)
    for (const row of chunk) {
      const p = toIndexed(row, compactStays(staysOf.get(row.id) ?? []))
      all.push(p)
      const list = byCity.get(p.cityKey)
      if (list) list.push(p)
      else byCity.set(p.cityKey, [p])
    }
  }
  const byOrder = (a: IndexedProperty, b: IndexedProperty) => a.sortOrder - b.sortOrder || (a.id < b.id ? -1 : 1)
  all.sort(byOrder)
  all.forEach((p, i) => (p.index = i))
  for (const list of byCity.values()) list.sort(byOrder)
  const byPriceFrom = (a: IndexedProperty, b: IndexedProperty) =>
    (a.priceFromEur ?? Infinity) - (b.priceFromEur ?? Infinity) || byOrder(a, b)
  const byCityPrice = new Map([...byCity].map(([k, list]) => [k, [...list].sort(byPriceFrom)]))
  const byPrice = [...all].sort(byPriceFrom)
  const priceOrder = new Int32Array(all.length)
  byPrice.forEach((p, i) => (priceOrder[p.index] = i))
  return {
    all,
    byCity,
    byPrice,
    priceOrder,
    byCityPrice,
    columns: searchColumns(all),
    version,
    builtAt: now.getTime(),
  }
}
