// @vitest-environment jsdom
import { i18n } from '@lingui/core'
import { afterAll, describe, expect, it } from 'vitest'
import { activateLanguage } from '#lib/i18n.ts'
import { translateLengthMessage } from './length-message.ts'

afterAll(() => activateLanguage('en'))

describe('translateLengthMessage', () => {
  it.each([
    ['en', 'Please use at most 200 characters', 'Please use at most 200 characters'],
    ['de', 'Please use at most 200 characters', 'Bitte verwenden Sie höchstens 200 Zeichen'],
    ['de', 'Please use at most 5000 characters', 'Bitte verwenden Sie höchstens 5000 Zeichen'],
    ['de', 'Please enter your name', null],
    ['de', 'Please use at most many characters', null],
  ] as const)('%s: %s → %s', async (language, message, text) => {
    await activateLanguage(language)
    expect(translateLengthMessage(i18n, message)).toBe(text)
  })
})
