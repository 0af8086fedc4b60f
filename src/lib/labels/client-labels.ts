import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CardMemberOption } from '#domain/hotels/types.ts'

/**
 * Labels of a client's facts that the interest forms, the booking wizard and the lead pages share
 * (docs/product/hotels.md#save-interest, docs/product/leads.md): the theme's reference names and the
 * card memberships, in the reader's language.
 */

/** The themes' own reference names are shown as they are; the default names are translated. */
const REFERENCE_NAMES: Record<string, MessageDescriptor> = {
  'Booking reference': msg`Booking reference`,
  'Client reference': msg`Client reference`,
  'Card member reference': msg`Card member reference`,
}

export function referenceName(i18n: I18n, name: string): string {
  const descriptor = REFERENCE_NAMES[name]
  return descriptor ? i18n._(descriptor) : name
}

const CARD_MEMBERS: Record<CardMemberOption, MessageDescriptor> = {
  platinum: msg`Platinum Card member`,
  centurion: msg`Centurion Card member`,
}

/** A card membership (platinum, centurion); unknown values as they come. */
export function cardMemberLabel(option: string): MessageDescriptor | string {
  return CARD_MEMBERS[option as CardMemberOption] ?? option
}

/** The same as text. */
export function cardMemberName(i18n: I18n, option: string): string {
  const label = cardMemberLabel(option)
  return typeof label === 'string' ? label : i18n._(label)
}
