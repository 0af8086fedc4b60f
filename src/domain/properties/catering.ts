/**
 * Catering order (docs/product/catalogue.md#service-levels):
 * Selfcatered 0, Bed & Breakfast 1, Catered 2 (English or German), anything else -1.
 */

const ORDER: Record<string, number> = {
  selfcatered: 0,
  selbstverpflegung: 0,
  'bed & breakfast': 1,
  frühstück: 1,
  catered: 2,
  hotelservice: 2,
}

export function cateringOrder(level: string): number {
  return ORDER[level.trim().toLowerCase()] ?? -1
}

/** Sorted by catering order (unknown levels first, as -1), stable for equal order; a new array. */
export function sortServiceLevels<T extends string>(levels: readonly T[]): T[] {
  return [...levels].sort((a, b) => cateringOrder(a) - cateringOrder(b))
}
