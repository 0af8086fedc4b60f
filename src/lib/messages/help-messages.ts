import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { HELP_MESSAGES } from '#domain/help/schemas.ts'
import { translateLengthMessage } from './length-message.ts'

/** The Help Centre's schema messages (docs/product/help-centre.md#contact-form) with their translations. */
export const HELP_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [HELP_MESSAGES.subject]: msg`Please enter a subject`,
  [HELP_MESSAGES.message]: msg`Please provide a message`,
  [HELP_MESSAGES.helpful]: msg`Please answer yes or no`,
  [HELP_MESSAGES.language]: msg`Please choose English or German`,
  [HELP_MESSAGES.article]: msg`Unknown help article`,
}

export function useHelpMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (message: string) => {
      const descriptor = HELP_MESSAGE_DESCRIPTORS[message]
      return descriptor ? i18n._(descriptor) : (translateLengthMessage(i18n, message) ?? message)
    },
    [i18n],
  )
}
