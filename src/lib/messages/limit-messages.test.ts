// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import { LIMIT_MESSAGES } from '#domain/http/limit-messages.ts'
import { ApiError, NetworkError } from '#lib/api-errors.ts'
import { activateLanguage } from '#lib/i18n.ts'
import { limitAnswerText, translateServerText } from './limit-messages.ts'

afterAll(() => activateLanguage('en'))

describe('the 429 texts', () => {
  it.each([
    ['en', LIMIT_MESSAGES.userWrites, 'You are saving too quickly. Please wait a moment and try again.'],
    [
      'de',
      LIMIT_MESSAGES.userWrites,
      'Sie speichern zu schnell. Bitte warten Sie einen Moment und versuchen Sie es erneut.',
    ],
    [
      'de',
      LIMIT_MESSAGES.recipientCap,
      'An diese Adresse wurden heute zu viele E-Mails gesendet. Bitte versuchen Sie es morgen erneut oder rufen Sie uns an.',
    ],
    ['de', 'The lead changed meanwhile', 'The lead changed meanwhile'],
  ] as const)('%s: %s → %s', async (language, text, shown) => {
    await activateLanguage(language)
    expect(translateServerText(i18n, text)).toBe(shown)
  })

  it.each([
    [new ApiError(429, { message: LIMIT_MESSAGES.userWrites }), LIMIT_MESSAGES.userWrites],
    [new ApiError(400, { message: 'Bad' }), undefined],
    [new ApiError(500, null), undefined],
    [new NetworkError('offline'), undefined],
  ])('limitAnswerText(%s) = %s', (error, text) => {
    expect(limitAnswerText(error)).toBe(text)
  })
})
