import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RoomBed } from '#domain/catalogue/types.ts'

/**
 * Labels of a hotel room's bed types and bed configurations (docs/product/hotels.md#rooms). In the
 * core catalog, not the hotels one: a saved interest on the partner dashboard names its rooms' beds
 * too (docs/decisions/056-catalogs-by-area.md).
 */
const BED_TYPES: Record<RoomBed['bedType'], { one: MessageDescriptor; other: MessageDescriptor }> = {
  kingSizeBed: { one: msg`King-size bed`, other: msg`King-size beds` },
  queenSizeBed: { one: msg`Queen-size bed`, other: msg`Queen-size beds` },
  singleBed: { one: msg`Single bed`, other: msg`Single beds` },
  sofaBed: { one: msg`Sofa bed`, other: msg`Sofa beds` },
  bunkBed: { one: msg`Bunk bed`, other: msg`Bunk beds` },
}

/** A bed type in the reader's language, singular or plural; unknown types as they come. */
export function bedTypeLabel(type: string, count = 1): MessageDescriptor | string {
  const entry = BED_TYPES[type as RoomBed['bedType']]
  if (!entry) return type
  return count === 1 ? entry.one : entry.other
}

/**
 * A bed configuration ('kingSizeBed+sofaBed', 'singleBed+singleBed') as its beds: one entry per bed
 * type in the configuration's order, with how many (docs/product/hotels.md#occupancy).
 */
export function bedConfigurationParts(configuration: string): { type: string; count: number }[] {
  const counts = new Map<string, number>()
  for (const type of configuration.split('+').filter(Boolean)) counts.set(type, (counts.get(type) ?? 0) + 1)
  return [...counts].map(([type, count]) => ({ type, count }))
}

/** A bed configuration in the reader's language, e.g. 'King-size bed + Sofa bed' or '2 Single beds'. */
export function bedConfigurationText(
  label: (descriptor: MessageDescriptor | string) => string,
  configuration: string,
): string {
  return bedConfigurationParts(configuration)
    .map(({ type, count }) =>
      count === 1 ? label(bedTypeLabel(type)) : `${count} ${label(bedTypeLabel(type, count))}`,
    )
    .join(' + ')
}
