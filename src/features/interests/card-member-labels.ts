import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import type { CardMemberOption } from '#domain/hotels/types.ts'

const LABELS: Record<CardMemberOption, MessageDescriptor> = {
  platinum: msg`Platinum Card member`,
  centurion: msg`Centurion Card member`,
}

/** A card membership (platinum, centurion) in the reader's language; unknown values as they come. */
export function cardMemberLabel(option: string): MessageDescriptor | string {
  return LABELS[option as CardMemberOption] ?? option
}
