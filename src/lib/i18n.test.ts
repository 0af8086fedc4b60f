import { t } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { activateLanguage, currentLanguage } from './i18n.ts'

describe('activateLanguage', () => {
  it('loads the German catalog, sets <html lang> and stores lang', async () => {
    await activateLanguage('de')
    expect(currentLanguage()).toBe('de')
    expect(document.documentElement.lang).toBe('de')
    expect(localStorage.getItem('lang')).toBe('de')
    expect(t`Unfortunately, a severe error occured.`).toBe('Leider ist ein schwerwiegender Fehler aufgetreten.')
  })

  it('switches back to English', async () => {
    await activateLanguage('de')
    await activateLanguage('en')
    expect(document.documentElement.lang).toBe('en')
    expect(localStorage.getItem('lang')).toBe('en')
    expect(t`Unfortunately, a severe error occured.`).toBe('Unfortunately, a severe error occured.')
  })
})
