import { setupI18n } from '@lingui/core'
import { afterEach, describe, expect, it } from 'vitest'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { failureText } from './failure-text.ts'
import { toasts } from './toast/toast-store.ts'

const i18n = setupI18n({ locale: 'en', messages: { en: {} } })
const shout = (message: string) => message.toUpperCase()

afterEach(() => {
  for (const toast of toasts.getSnapshot()) toasts.dismiss(toast.id)
})

describe('failureText: what a failed write says beside its control', () => {
  it.each([
    ['offline', new NetworkError('offline'), 'You are offline. Please try again once you are online.'],
    ['a timeout', new NetworkError('timeout'), 'You are offline. Please try again once you are online.'],
    ['a 500', new ApiError(500, { message: 'boom' }), 'Unfortunately, an error occured.'],
    ['a 503', new ApiError(503, { message: 'Payments are not configured' }), 'Unfortunately, an error occured.'],
    ['anything else thrown', new Error('x'), 'Unfortunately, an error occured.'],
    ['a 409 (its message, translated)', new ApiError(409, { message: 'Already there' }), 'ALREADY THERE'],
    [
      'a 400 (its first field message, translated)',
      new ApiError(400, { message: 'Invalid', errors: { hotelId: 'Please choose a hotel' } }),
      'PLEASE CHOOSE A HOTEL',
    ],
    ['a 400 without field messages', new ApiError(400, { message: 'Invalid' }), 'INVALID'],
  ])('%s', (_name, error, text) => {
    expect(failureText(error, i18n, shout)).toBe(text)
  })

  it("a 401 also shows the 'Not authenticated' toast", () => {
    failureText(new ApiError(401, { message: 'Not authenticated' }), i18n)
    expect(toasts.getSnapshot().map((toast) => toast.text)).toEqual(['Not authenticated'])
  })
})
