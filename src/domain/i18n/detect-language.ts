import type { Language } from '../catalogue/types.ts'
import { cookieValue } from '../http/cookie-value.ts'

/** The languages the product speaks (docs/product/language-and-formatting.md). */
export const LANGUAGES: readonly Language[] = ['en', 'de']

/**
 * Where a visitor's chosen language is kept: the key in the browser's storage, and the cookie the
 * browser mirrors it in so the server renders the next page in it (docs/product/language-and-formatting.md#language-detection).
 */
export const LANGUAGE_STORAGE_KEY = 'lang'

export type LanguageDetectionInput = {
  /** location.search, with or without the leading '?' */
  search: string
  /** the stored `lang` value (local storage), if any */
  stored: string | null
  hostname: string
  /** document.cookie */
  cookies: string
  navigatorLanguages: readonly string[]
}

/** 'en' | 'de' for a known language code (case-insensitive), else null. */
export function toLanguage(value: string | null | undefined): Language | null {
  const code = value?.trim().toLowerCase()
  return code === 'en' || code === 'de' ? code : null
}

/** German hosts: a `.de` top-level domain or a `de.` sub-domain (per-language hosts). */
export function isGermanHost(hostname: string): boolean {
  const host = hostname.trim().toLowerCase().replace(/\.$/, '')
  return host.endsWith('.de') || host.startsWith('de.')
}

/** The bot flag (docs/product/language-and-formatting.md#language-detection): cookie `isBot=true`. */
export function isBotCookie(cookies: string): boolean {
  return cookieValue(cookies, 'isBot') === 'true'
}

function languageFromBrowser(languages: readonly string[]): Language | null {
  for (const tag of languages) {
    const lower = tag.toLowerCase()
    if (lower.startsWith('de')) return 'de'
    if (lower.startsWith('en')) return 'en'
  }
  return null
}

/**
 * The language to start with (docs/product/language-and-formatting.md#language-detection):
 * `?lang=` query, then the stored choice, then bots get the host's language; a person gets the first
 * German or English browser language, and the host's language (German for a German host, else
 * English) when the browser names neither.
 */
export function detectLanguage(input: LanguageDetectionInput): Language {
  const query = toLanguage(new URLSearchParams(input.search).get('lang'))
  if (query) return query
  const stored = toLanguage(input.stored)
  if (stored) return stored
  const hostLanguage: Language = isGermanHost(input.hostname) ? 'de' : 'en'
  if (isBotCookie(input.cookies)) return hostLanguage
  return languageFromBrowser(input.navigatorLanguages) ?? hostLanguage
}
