import type { Language } from '#domain/catalogue/types.ts'
import { toLanguage } from '#domain/i18n/detect-language.ts'

/**
 * The storage key of the chosen language (stored as lang: docs/product/language-and-formatting.md#language-detection).
 */
const LANGUAGE_STORAGE_KEY = 'lang'

export function readStoredLanguage(): Language | null {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY))
  } catch {
    return null
  }
}

export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // private mode or storage disabled: the language still applies for this page
  }
}
