import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'

/**
 * Labels of a hotel room's categories and views (docs/product/hotels.md#rooms): one
 * dictionary for the room cards, the offers and any filter that names a room category.
 */
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
