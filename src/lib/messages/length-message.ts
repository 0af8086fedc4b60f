import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'

const LENGTH = /^Please use at most (\d+) characters$/

/**
 * The schemas' length message ("Please use at most {n} characters", `src/domain/validation`) in the
 * active language, for every form's translator; null for any other message.
 */
export function translateLengthMessage(i18n: I18n, message: string): string | null {
  const match = LENGTH.exec(message)
  if (!match) return null
  const count = match[1]!
  return i18n._(msg`Please use at most ${count} characters`)
}
