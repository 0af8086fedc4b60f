// @vitest-environment jsdom
import { t } from '@lingui/core/macro'
import { describe, expect, it } from 'vitest'
import { i18n } from '@lingui/core'
import { activateLanguage, currentLanguage, loadCatalogAreas } from './i18n.ts'

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

describe('loadCatalogAreas', () => {
  it("adds an area's texts to the active language, and keeps them across a language switch", async () => {
    await activateLanguage('de')
    const before = Object.keys(i18n.messages).length
    expect(t`Invalid occupancy`).toBe('Invalid occupancy') // the core catalog alone: the source text
    await loadCatalogAreas(['hotels'])
    expect(Object.keys(i18n.messages).length).toBeGreaterThan(before)
    expect(t`Invalid occupancy`).toBe('Ungültige Belegung')
    expect(loadCatalogAreas(['hotels'])).toBeUndefined()
    await activateLanguage('en')
    expect(t`Invalid occupancy`).toBe('Invalid occupancy')
    await activateLanguage('de')
    expect(t`Invalid occupancy`).toBe('Ungültige Belegung')
  })
})
