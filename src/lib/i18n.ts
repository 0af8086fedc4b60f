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

/**
 * The first Intl number or date formatter of a page costs 60-90 ms at Lighthouse's 4x CPU slowdown
 * (the browser loads its locale data once); later ones cost next to nothing. Boot calls this while it
 * waits for the network, each formatter in its own task, so that cost is not part of the first
 * render's long task (docs/decisions/037-boot-off-the-main-thread.md).
 */
export function warmUpFormatters(): void {
  const warmUps = [
    () => new Intl.NumberFormat('en-US').format(1),
    () => new Intl.DateTimeFormat('en-GB', { timeZone: 'UTC' }).format(0),
    () => new Intl.PluralRules('en').select(1),
  ]
  for (const warmUp of warmUps) setTimeout(warmUp, 0)
}
