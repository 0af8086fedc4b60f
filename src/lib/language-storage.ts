import type { Language } from '#domain/catalogue/types.ts'
import { cookieAssignment } from '#domain/http/cookie-assignment.ts'
import { LANGUAGE_STORAGE_KEY, toLanguage } from '#domain/i18n/detect-language.ts'

export function readStoredLanguage(): Language | null {
  try {
    return toLanguage(localStorage.getItem(LANGUAGE_STORAGE_KEY))
  } catch {
    return null
  }
}

/** A year: the choice outlives the session, as the stored value does. */
const LANGUAGE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60

/**
 * Stores the choice, and mirrors it in a `lang` cookie so the server renders the next page in the
 * same language (docs/decisions/045-server-rendering.md).
 */
export function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, language)
  } catch {
    // private mode or storage disabled: the language still applies for this page
  }
  if (typeof document === 'undefined') return
  document.cookie = cookieAssignment(
    LANGUAGE_STORAGE_KEY,
    language,
    LANGUAGE_COOKIE_MAX_AGE_S,
    window.location.protocol,
  )
}
