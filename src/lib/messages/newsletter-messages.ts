import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { NEWSLETTER_MESSAGES } from '#domain/newsletter/newsletter-payload.ts'

/**
 * The newsletter form's schema messages
 * (docs/product/contact-and-newsletter.md#newsletter-form) with their translations.
 */
export const NEWSLETTER_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [NEWSLETTER_MESSAGES.fullName]: msg`Please enter your name`,
  [NEWSLETTER_MESSAGES.email]: msg`Please enter your email address`,
  [NEWSLETTER_MESSAGES.privacy]: msg`Please accept the privacy policy`,
}

export function useNewsletterMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (message: string) => {
      const descriptor = NEWSLETTER_MESSAGE_DESCRIPTORS[message]
      return descriptor ? i18n._(descriptor) : message
    },
    [i18n],
  )
}
