import type { Language } from '#domain/catalogue/types.ts'

/** The answer language for entity lists: from the accept-language header, English by default. */
export function languageOf(acceptLanguage: string | undefined): Language {
  if (!acceptLanguage) return 'en'
  const first = acceptLanguage.split(',')[0]?.trim().toLowerCase() ?? ''
  return first.startsWith('de') ? 'de' : 'en'
}
