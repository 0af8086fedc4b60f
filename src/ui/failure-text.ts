import type { I18n } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { showToast } from '#ui/toast/toast-store.ts'

/** The first field message of a 400 ({ message, errors: { field: msg } }), else the answer's message. */
export function serverMessage(error: ApiError): string {
  const errors = (error.body as { errors?: Record<string, unknown> } | null)?.errors
  const first = errors ? Object.values(errors).find((m) => typeof m === 'string') : undefined
  return typeof first === 'string' ? first : error.message
}

/**
 * What a failed call says beside the control that made it (one home for every page's writes): offline, the server's
 * (translated) message for a 4xx, or the general error; a 401 also shows the 'Not authenticated' toast like every page.
 */
export function failureText(error: unknown, i18n: I18n, translate: (message: string) => string = (m) => m): string {
  if (error instanceof NetworkError) return i18n._(msg`You are offline. Please try again once you are online.`)
  if (!(error instanceof ApiError) || error.status >= 500) return i18n._(msg`Unfortunately, an error occured.`)
  if (error.status === 401) showToast(i18n._(msg`Not authenticated`), { tone: 'negative' })
  return translate(serverMessage(error))
}
