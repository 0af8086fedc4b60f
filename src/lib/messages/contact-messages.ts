import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { CONTACT_MESSAGES } from '#domain/contact/mailer-payload.ts'
import { translateLengthMessage } from './length-message.ts'

/** The contact form's schema messages (docs/product/contact-and-newsletter.md#contact-form) with their translations. */
export const CONTACT_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [CONTACT_MESSAGES.name]: msg`Please enter your name`,
  [CONTACT_MESSAGES.email]: msg`Please enter your email address`,
  [CONTACT_MESSAGES.message]: msg`Please provide a message`,
}

export function useContactMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (message: string) => {
      const descriptor = CONTACT_MESSAGE_DESCRIPTORS[message]
      return descriptor ? i18n._(descriptor) : (translateLengthMessage(i18n, message) ?? message)
    },
    [i18n],
  )
}
