import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { INTEREST_MESSAGES as M } from '#domain/hotels/interest-payload.ts'
import { referenceName } from '#lib/labels/client-labels.ts'
import { MARKUP_MESSAGE } from './interest-form.ts'

/** The interest schema's English messages with their translations (docs/product/hotels.md#save-interest). */
const MESSAGES: Record<string, MessageDescriptor> = {
  [M.firstName]: msg`Please enter the client's first name`,
  [M.lastName]: msg`Please enter the client's last name`,
  [M.cardMember]: msg`Required`,
  [M.noRate]: msg`You have not selected a rate for at least one room`,
  [M.hotelUnknown]: msg`Hotel is unknown`,
  [M.bedConfiguration]: msg`Please choose one of the bed configurations of this room`,
  [MARKUP_MESSAGE]: msg`Please enter a markup of 0 or more`,
  'Please use at most 60 characters': msg`Please use at most 60 characters`,
  'Please use at most 100 characters': msg`Please use at most 100 characters`,
}

export function translateInterestMessage(i18n: I18n, message: string): string {
  const descriptor = MESSAGES[message]
  if (descriptor) return i18n._(descriptor)
  const required = /^(.+) is required$/.exec(message)
  if (required) {
    const name = referenceName(i18n, required[1]!)
    return i18n._(msg`${name} is required`)
  }
  return message
}

/** For FieldMessagesProvider: the active language's text of a schema message. */
export function useInterestMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback((message: string) => translateInterestMessage(i18n, message), [i18n])
}
