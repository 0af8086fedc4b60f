import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { RoomBed } from '#domain/catalogue/types.ts'

/**
 * Labels of a hotel room's bed types and room categories (docs/product/hotels.md#rooms): one
 * dictionary for the room cards, the offers and any filter that names a room category.
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

const ROOM_CATEGORIES: Record<string, MessageDescriptor> = {
  Room: msg`Room`,
  'Junior Suite': msg`Junior Suite`,
  Suite: msg`Suite`,
  'Specialty Suite': msg`Specialty Suite`,
  'Residence With Kitchen': msg`Residence with kitchen`,
  'Villa / Chalet': msg`Villa / Chalet`,
}

/** A room category in the reader's language; unknown values as they come. */
export function roomCategoryLabel(category: string): MessageDescriptor | string {
  return ROOM_CATEGORIES[category] ?? category
}

const VIEWS: Record<string, MessageDescriptor> = {
  Mountain: msg`Mountain`,
  Valley: msg`Valley`,
  Village: msg`Village`,
  Slopes: msg`Slopes`,
  Forest: msg`Forest`,
  Garden: msg`Garden`,
  Lake: msg`Lake`,
  Dolomites: msg`Dolomites`,
}

/** A view from a room in the reader's language (Matterhorn, Mont Blanc stay names); unknown values as they come. */
export function roomViewLabel(view: string): MessageDescriptor | string {
  return VIEWS[view] ?? view
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
