import type { Messages } from '@lingui/core'
import { i18n } from '@lingui/core'
import type { Language } from '#domain/catalogue/types.ts'
import { detectLanguage } from '#domain/i18n/detect-language.ts'
import { readStoredLanguage, storeLanguage } from './language-storage.ts'

const catalogLoaders: Record<Language, () => Promise<{ messages: Messages }>> = {
  en: () => import('../locales/en.po'),
  de: () => import('../locales/de.po'),
}

/**
 * The language the visitor starts with, from the browser's state
 * (docs/product/language-and-formatting.md#language-detection).
 */
function detectBrowserLanguage(): Language {
  return detectLanguage({
    search: window.location.search,
    stored: readStoredLanguage(),
    hostname: window.location.hostname,
    cookies: document.cookie,
    navigatorLanguages: navigator.languages ?? [navigator.language],
  })
}

/** Loads the catalog, activates it, sets <html lang> and stores the choice as `lang`. */
export async function activateLanguage(language: Language): Promise<void> {
  const { messages } = await catalogLoaders[language]()
  i18n.loadAndActivate({ locale: language, messages })
  document.documentElement.lang = language
  storeLanguage(language)
}

/** Boot step: detect and activate the language. */
export async function initI18n(): Promise<Language> {
  const language = detectBrowserLanguage()
  await activateLanguage(language)
  return language
}

/** The active language ('en' before activation). */
export function currentLanguage(): Language {
  return i18n.locale === 'de' ? 'de' : 'en'
}
