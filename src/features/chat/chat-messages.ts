import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { CHAT_MESSAGES } from '#domain/chat/chat-rules.ts'

/** The chat's English rule texts (domain and server) with their translations (docs/product/chat.md#rules). */
const MESSAGES: Record<string, MessageDescriptor> = {
  [CHAT_MESSAGES.message]: msg`Please enter your message`,
  [CHAT_MESSAGES.success]: msg`Success! Please open the enquiry tab to see more.`,
  [CHAT_MESSAGES.tooLong]: msg`Please use at most 5000 characters`,
  [CHAT_MESSAGES.rateLimited]: msg`You are sending messages too quickly. Please wait a moment and try again.`,
  [CHAT_MESSAGES.unavailable]: msg`The chat service cannot be reached right now. Please try again in a moment.`,
  "Please enter the client's first name": msg`Please enter the client's first name`,
  "Please enter the client's last name": msg`Please enter the client's last name`,
  'Please enter the booking reference': msg`Please enter the booking reference`,
  'Please enter the client reference': msg`Please enter the client reference`,
  Required: msg`Required`,
  'Hotel is unknown': msg`Hotel is unknown`,
  'Please use at most 60 characters': msg`Please use at most 60 characters`,
  'Please use at most 100 characters': msg`Please use at most 100 characters`,
}

/** For FieldMessagesProvider and the message statuses: the active language's text of a rule text. */
export function useChatMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (message: string) => {
      const descriptor = MESSAGES[message]
      return descriptor ? i18n._(descriptor) : message
    },
    [i18n],
  )
}
