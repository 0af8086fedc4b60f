import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react'
import { useCallback } from 'react'
import { USER_NAME_MESSAGES } from '#domain/auth/current-user.ts'
import { ONBOARDING_MESSAGES } from '#domain/onboarding/schemas.ts'
import { translateLengthMessage } from './length-message.ts'

/**
 * The onboarding schemas' messages (docs/product/onboarding.md) and the server's onboarding answers, with their
 * translations: the onboarding steps and the admins' verification queue share them.
 */
export const ONBOARDING_MESSAGE_DESCRIPTORS: Record<string, MessageDescriptor> = {
  [USER_NAME_MESSAGES.firstName]: msg`Please enter your first name`,
  [ONBOARDING_MESSAGES.required]: msg`Required!`,
  [ONBOARDING_MESSAGES.colour]: msg`Please choose a colour such as #1b2525`,
  [ONBOARDING_MESSAGES.declineReason]: msg`Please give a reason for declining`,
  [ONBOARDING_MESSAGES.decision]: msg`Please choose 'approve' or 'decline'`,
  'Please give a valid e-mail domain': msg`Please give a valid e-mail domain`,
  'You are already a member of a travel agency. Please contact support to change your agency.': msg`You are already a member of a travel agency. Please contact support to change your agency.`,
  'The logo may be at most 1 MB': msg`The logo may be at most 1 MB`,
  'Please upload a PNG, JPEG, WebP or SVG image': msg`Please upload a PNG, JPEG, WebP or SVG image`,
  'This SVG could not be used': msg`This SVG could not be used`,
  'This request was already decided': msg`This request was already decided`,
  'Not authenticated': msg`Not authenticated`,
}

/** Translates a schema message or a known server answer; unknown messages pass through. */
export function useOnboardingMessageTranslator(): (message: string) => string {
  const { i18n } = useLingui()
  return useCallback(
    (message: string) => {
      const descriptor = ONBOARDING_MESSAGE_DESCRIPTORS[message]
      return descriptor ? i18n._(descriptor) : (translateLengthMessage(i18n, message) ?? message)
    },
    [i18n],
  )
}
