import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { LIMIT_MESSAGES } from '#domain/http/limit-messages.ts'
import { ApiError } from '#lib/api-errors.ts'

/** The server's 429 texts (src/domain/http/limit-messages.ts) with their translations. */
export const LIMIT_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [LIMIT_MESSAGES.recipientCap]: msg`Too many e-mails have been sent to this address today. Please try again tomorrow or contact us by phone.`,
  [LIMIT_MESSAGES.userWrites]: msg`You are saving too quickly. Please wait a moment and try again.`,
}

/** The server's text of a 429 answer, to show instead of a generic failure; undefined for anything else. */
export function limitAnswerText(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 429 ? error.message : undefined
}

/** A server text in the active language when it is one of the 429 texts; any other text as it is. */
export function translateServerText(i18n: I18n, text: string): string {
  const descriptor = LIMIT_MESSAGE_DESCRIPTORS[text]
  return descriptor ? i18n._(descriptor) : text
}

export function useServerTextTranslator(): (text: string) => string {
  const { i18n } = useLingui()
  return useCallback((text: string) => translateServerText(i18n, text), [i18n])
}
